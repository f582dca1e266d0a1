import type { ErrorRequestHandler } from 'express';
import type { Config } from '../config.ts';
import type { ViewRenderer } from '../views/render.ts';

/**
 * The last handler: logs the error with its request id and renders a plain error page. Never a stack trace,
 * never the error's message (it may carry upstream detail) — only a reference the customer can quote.
 */
export function errorHandler(config: Config, render: ViewRenderer): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const status =
      typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' && err.status < 500
        ? err.status
        : 500;
    (req.log ?? console).error({ err, status }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    const heading =
      status === 413
        ? 'The information you sent was too large'
        : status < 500
          ? 'Your request could not be completed'
          : 'Sorry, there is a problem with the service';
    const paragraphs = status < 500 ? ['Go back and try again.'] : ['Please try again later.'];
    try {
      res
        .status(status)
        .set('cache-control', 'no-store')
        .type('html')
        .send(
          render('error.njk', {
            title: heading,
            heading,
            paragraphs,
            bankName: config.bankName,
            requestId: req.id,
            cspNonce: res.locals.nonce,
          }),
        );
    } catch {
      res
        .status(status)
        .type('text/plain')
        .send(`${heading}. Reference: ${req.id ?? 'unknown'}`);
    }
  };
}
