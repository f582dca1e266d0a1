import type { Request, RequestHandler, Response } from 'express';
import { createRequestHandler, matchRoutes, RouterContextProvider, type RouteObject } from 'react-router';
// A virtual module, provided by @react-router/dev at build time.
import * as build from 'virtual:react-router/server-build';
import { appContext, routePatternSink, type AppContext } from './lib/app-context.server.ts';

// What the server takes from this bundle is typed by AppBundle (server/app-bundle.ts).
export { expiredFlowCarryOver } from './lib/flow-timers.server.ts';

/**
 * The React Router request handler, built by Vite into the SSR bundle together with the routes so that the context key
 * is the same object on both sides (docs/stack-notes.md, React Router). Express hands it a plain AppContext.
 */
export function createReactRouterHandler(
  makeContext: (req: Request, res: Response) => AppContext,
): RequestHandler {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    // The page's route pattern, the metrics' bounded label for it (server/metrics.ts), is React Router's own match,
    // given through the instrumentation (app/entry.server.tsx). Only an answer that ends without it (an error thrown
    // before the match, a loader that answered on `res` itself) is matched here, just before the metrics read it:
    // matching against the whole route tree costs more than the rest of React Router's work on a page.
    res.prependOnceListener('finish', () => {
      res.locals.routePattern ??= routePattern(req.path);
    });
    try {
      const context = new RouterContextProvider();
      context.set(appContext, makeContext(req, res));
      context.set(routePatternSink, (pattern) => {
        res.locals.routePattern = pattern.startsWith('/') ? pattern : `/${pattern}`;
      });
      const response = await handle(toFetchRequest(req, res), context);
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      if (response.body) await sendBody(response.body, res);
      else res.end();
    } catch (err) {
      next(err);
    }
  };
}

const routeTree = (() => {
  const nodes = new Map<string, RouteObject & { parentId?: string | undefined }>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = route.index
      ? { id: route.id, index: true as const, parentId: route.parentId }
      : { id: route.id, path: route.path, parentId: route.parentId, children: [] as RouteObject[] };
    nodes.set(route.id, node);
  }
  const roots: RouteObject[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === undefined ? undefined : nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
})();

/**
 * The route pattern a path matches ('/make-withdrawal/:account/review'), for a document request or its `.data` twin:
 * a bounded set, however many paths there are. Paths no route takes match the catch-all, '/*'.
 */
export function routePattern(pathname: string): string {
  let path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  if (path === '/_root') path = '/';
  const matches = matchRoutes(routeTree, path) ?? [];
  const segments = matches.map((match) => match.route.path).filter((part) => part && part !== '/');
  return `/${segments.join('/')}`;
}

/**
 * The document in few writes (decision 027): React hands over many small chunks; the ones that arrive in the same
 * turn of the event loop go out as one write, and a page rendered at once goes out as a single `end()` (so it gets a
 * Content-Length, and the compressor one buffer). Later chunks (Suspense boundaries, a `.data` answer's promises
 * resolving) still stream: each write is flushed through the compressor (`res.flush`, from the compression step).
 */
async function sendBody(body: ReadableStream<Uint8Array>, res: Response): Promise<void> {
  const reader = body.getReader();
  let pending: Uint8Array[] = [];
  let timer: NodeJS.Immediate | undefined;
  const take = () => {
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    return chunk;
  };
  const flush = () => {
    timer = undefined;
    if (pending.length > 0 && !res.destroyed) {
      res.write(take());
      (res as { flush?: () => void }).flush?.();
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      pending.push(value);
      timer ??= setImmediate(flush);
    }
  } finally {
    if (timer) clearImmediate(timer);
  }
  if (pending.length > 0) res.end(take());
  else res.end();
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // The form-body step already read the body as bytes, for the CSRF check (server/middleware/csrf.ts; decision
    // 003): the same bytes go on. This is why the adapter is ours: @react-router/express streams `req` itself.
    init.body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : null;
    headers.delete('content-length');
  }
  return new Request(url, init);
}
