import express, { type RequestHandler, Router } from 'express';

/**
 * Hashed build files are immutable for a year; the few unhashed ones (icon, manifest) for an hour. Everything
 * else is a page, possibly with customer data, and is marked no-store.
 */
export function staticAssets(clientBuildDir: string): RequestHandler {
  const router = Router();
  router.use(
    '/assets',
    express.static(`${clientBuildDir}/assets`, {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(clientBuildDir, { maxAge: '1h', index: false }));
  router.use((_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });
  return router;
}
