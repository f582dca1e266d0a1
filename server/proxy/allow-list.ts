/**
 * The upstream paths the browser may reach through /api, with their methods. Everything else is refused with 404
 * before it reaches the bank. Later journeys add their entries here.
 */
export type AllowedRoute = { method: 'GET' | 'POST'; path: RegExp; background?: boolean };

export const API_ALLOW_LIST: AllowedRoute[] = [
  // spec 1 §7: sent when the timer starts and on each protected-route navigation while signed in.
  { method: 'GET', path: /^\/utility\/v1\.0\/ping$/ },
];

export function findAllowedRoute(method: string, path: string): AllowedRoute | undefined {
  return API_ALLOW_LIST.find((route) => route.method === method && route.path.test(path));
}

/** The methods the allow-list takes for `path` (none: not an address of the API). */
export function allowedMethods(path: string): string[] {
  return [...new Set(API_ALLOW_LIST.filter((route) => route.path.test(path)).map((route) => route.method))];
}

/**
 * The path `/api` checks and forwards (decision 030): `rawPath` (the request's path after `/api`, still
 * percent-encoded) with empty segments dropped, each segment decoded once and `.`/`..` resolved. Undefined (refused)
 * when a segment will not decode, decodes to a slash, backslash, `%` or control character, or `..` climbs above the
 * root: the bank then never sees a path other than the one the allow-list matched.
 */
export function normaliseApiPath(rawPath: string): string | undefined {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    if (/[/\\%\u0000-\u0020\u007f]/.test(segment)) return undefined;
    if (segment === '.') continue;
    if (segment === '..') {
      if (segments.pop() === undefined) return undefined;
      continue;
    }
    segments.push(segment);
  }
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}
