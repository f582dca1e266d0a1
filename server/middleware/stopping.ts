import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ViewRenderer } from '../views/render.ts';
import type { ContentService } from '../content/service.ts';
import { cachedTexts } from '../content/lookup.ts';
import { LAYOUT_DEFAULTS, LAYOUT_TAG } from '#shared/messages/layout.ts';
import { sendErrorPage } from './errors.ts';

/**
 * While the launcher stops the server (server/index.ts, graceful shutdown), a request that still arrives on a
 * connection kept alive is refused: 503 with `Connection: close` and `Retry-After`, so a load balancer retries it on
 * another portal. A customer who reaches this portal directly sees the service error page in the shell's managed
 * words, never bare text; a browser script calling `/api` gets the proxy's JSON answer for a failed bank call.
 */
export function setUpStopping(
  config: Config,
  render: ViewRenderer,
  logger: Logger,
  content?: ContentService,
) {
  let stopping = false;
  const refuseWhileStopping: RequestHandler = (req, res, next) => {
    if (!stopping) {
      next();
      return;
    }
    res.set({ connection: 'close', 'retry-after': '1' });
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      res.status(503).set('cache-control', 'no-store').json({ redirect: '/network-error' });
      return;
    }
    const t = cachedTexts(content, LAYOUT_TAG, LAYOUT_DEFAULTS.content);
    const page = {
      status: 503,
      heading: t.serviceErrorHeading ?? '',
      paragraphs: [t.serviceErrorText ?? ''],
    };
    sendErrorPage(config, render, req, res, page, req.log ?? logger);
  };
  return {
    refuseWhileStopping,
    /** From now on every request is refused; the ones already past this step finish. */
    stop: () => {
      stopping = true;
    },
  };
}
