/** Only same-site paths are accepted as a place to return to after sign-in (no open redirects). */
export function safeReturnTo(value: unknown, fallback = '/accounts'): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\r\n]/.test(value)) return fallback;
  return value;
}
