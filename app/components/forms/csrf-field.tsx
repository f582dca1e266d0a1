/** The session's CSRF token, posted with every form (ARCHITECTURE.md request flow step 7). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}
