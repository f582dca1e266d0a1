/** The session's CSRF token, posted with every form (docs/security.md, Cross-site requests). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}
