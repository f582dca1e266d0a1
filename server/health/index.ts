import { Router } from 'express';
import type { UpstreamClient } from '../upstream/client.ts';

/** /health/live: the process is up. /health/ready: the session store and the upstream API answer. */
export function setUpHealthChecks(deps: {
  storeReady(): Promise<boolean>;
  upstream: UpstreamClient;
}): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/health/ready', async (req, res) => {
    const checks = await Promise.all([
      deps.storeReady().catch(() => false),
      fetch(new URL('utility/v1.0/ping', deps.upstream.baseUrl.replace(/\/?$/, '/')), {
        headers: { 'x-channel': 'WEB', 'x-client-version': '5.2', 'x-request-id': String(req.id) },
        // Within a readiness probe's usual one second, whatever the bank does.
        signal: AbortSignal.timeout(900),
      })
        // Any HTTP answer (402 without a session is normal) means the API is reachable.
        .then((r) => r.status < 500)
        .catch(() => false),
    ]);
    const [sessionStore, upstreamApi] = checks;
    const ok = checks.every(Boolean);
    res
      .status(ok ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ok ? 'ok' : 'unavailable', checks: { sessionStore, upstreamApi } });
  });
  return router;
}
