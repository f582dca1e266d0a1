import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { requireCaller } from './auth.ts';

// utility v1.0: the keep-alive ping the portal sends on each protected navigation (spec 1 §4 Session timeout, §7).
// A live caller gets 200 and, for a session ticket, a renewed idle expiry; anyone else gets 402.

export function utilityRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/utility/v1.0/ping', requireCaller(ctx), (_req, res) => {
    res.json({ Status: 'Success' });
  });
  return router;
}
