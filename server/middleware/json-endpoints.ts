import type { Request, RequestHandler, Response } from 'express';

// The addresses outside /api that answer JSON to scripts and probes (decision 077), and what each takes. A wrong
// method is 405 with Allow before anything else reads the request (a CSRF check would otherwise answer first, and
// React Router answers a GET of an action-only route with "Unexpected Server Error"); a refusal further on (a missing
// CSRF token, a body too large, a failure) is JSON too (server/middleware/errors.ts), never the HTML error page.
// /api keeps its own rules (server/proxy/api-proxy.ts).

export const JSON_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  /** The timeout warning's "Yes" and "No" (app/routes/session/keep-alive.ts). */
  '/keep-alive': ['POST'],
  /** The address lookup's fetcher (app/routes/address-lookup.ts). */
  '/address-lookup': ['POST'],
  /** The messages badge's poll (app/routes/messaging-twoway/count.ts). */
  '/messaging-twoway/count': ['GET', 'HEAD'],
  /** Probes (server/health/index.ts). */
  '/health/live': ['GET', 'HEAD'],
  '/health/ready': ['GET', 'HEAD'],
};

/** The methods `req`'s address takes when it is a JSON endpoint (a trailing slash is the same address). */
function methodsFor(req: Request): readonly string[] | undefined {
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  return Object.hasOwn(JSON_ENDPOINTS, path) ? JSON_ENDPOINTS[path] : undefined;
}

export function isJsonEndpoint(req: Request): boolean {
  return methodsFor(req) !== undefined;
}

/** A JSON endpoint's refusal: the status, a short reason, never an error's message or a stack. */
export function sendJsonError(res: Response, status: number, headers: Record<string, string> = {}): void {
  const reason: Record<number, string> = {
    400: 'Bad request',
    401: 'Not signed in',
    403: 'Forbidden',
    405: 'Method not allowed',
    413: 'Too large',
  };
  res
    .status(status)
    .set({ 'cache-control': 'no-store', ...headers })
    .json({ error: reason[status] ?? (status < 500 ? 'Bad request' : 'Server error') });
}

export const refuseWrongMethodsOnJsonEndpoints: RequestHandler = (req, res, next) => {
  const methods = methodsFor(req);
  if (methods && !methods.includes(req.method)) {
    sendJsonError(res, 405, { allow: methods.join(', ') });
    return;
  }
  next();
};
