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
