/** Printable ASCII except backslash: a path and query as a URL serialises them (non-ASCII arrives percent-encoded). */
const SAFE_PATH = /^\/[\x21-\x5b\x5d-\x7e]*$/;

/**
 * Only same-site paths are accepted as a place to return to after sign-in (no open redirects). Browsers drop TAB, CR
 * and LF from a URL and read `\` as `/`, so `/<TAB>/evil.example` would leave the site: any control character,
 * space, backslash or character outside printable ASCII (which could not go in a Location header either) refuses
 * the value, as does anything that resolves to another origin.
 */
export function safeReturnTo(value: unknown, fallback = '/accounts'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!SAFE_PATH.test(value) || value.startsWith('//')) return fallback;
  const base = 'http://portal.invalid';
  try {
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
