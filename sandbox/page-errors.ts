import type { ErrorRequestHandler, Request, Response } from 'express';

/**
 * The last handler of a sandbox page server (identity provider, card issuer): a client error (a 4xx status on the
 * error) keeps its status; anything else is a 500, logged with `logServerError`. `answer` sends the page.
 */
export function pageErrorHandler(
  logServerError: (error: unknown, req: Request) => void,
  answer: (res: Response, status: number) => void,
): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) logServerError(error, req);
    answer(res, clientError ? status : 500);
  };
}
