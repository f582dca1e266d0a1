import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { requireCaller } from './auth.ts';

// cmscontent v1.0 system messages (spec 2 §3, §7; the path is the sandbox's choice): the plain-text banners every
// signed-in customer sees, from the system_messages table (migration 003), in display order.

export function systemMessagesRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/cmscontent/v1.0/systemmessages', requireCaller(ctx), (_req, res) => {
    const messages = ctx.db
      .prepare('SELECT body FROM system_messages ORDER BY display_order, id')
      .all()
      .map((row) => ({ Body: String(row.body) }));
    res.json({ SystemMessages: messages });
  });
  return router;
}
