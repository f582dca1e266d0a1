import { Writable } from 'node:stream';
import type {
  EntryContext,
  HandleErrorFunction,
  RouterContextProvider,
  ServerInstrumentation,
} from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { appContext, routePatternSink } from './lib/app-context.server.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { scriptsAfterFirstPaint } from './lib/scripts-after-first-paint.server.ts';

export const streamTimeout = 5_000;

/**
 * The route pattern each request matched, as React Router itself matched it, for the metrics' route label
 * (server/metrics.ts): a page and its `.data` twin alike, and every unknown path as the catch-all's '/*'.
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(handle, { context }) {
          const result = await handle();
          if (result.meta) context?.get(routePatternSink)(result.meta.pattern);
        },
      });
    },
  },
];

/** The request's pino logger (redacted, with its request id), when the context carries one. */
function logOf(context: RouterContextProvider | undefined) {
  try {
    return context?.get(appContext).log;
  } catch {
    return undefined;
  }
}

/**
 * Errors from loaders, actions and rendering go through the structured logger, never React Router's default
 * `console.error` of the raw stack (decision 030). A route error response (404, 405) is a warn line; an abort by the
 * client is not an error at all.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = logOf(context as RouterContextProvider | undefined);
  if (isRouteErrorResponse(error)) {
    log?.warn({ status: error.status, reason: error.statusText }, 'route error response');
    return;
  }
  if (log) log.error({ err: error }, 'route error');
  else
    process.stderr.write(
      `${JSON.stringify({ level: 50, msg: 'route error', name: (error as Error)?.name })}\n`,
    );
};

/**
 * Renders the whole document before sending it (onAllReady): pages must be complete without JavaScript, and
 * every inline script carries the request's CSP nonce (docs/stack-notes.md, The CSP and what it rules out). The
 * document's scripts start after its first paint (`scriptsAfterFirstPaint`, decision 080).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                new Response(scriptsAfterFirstPaint(Buffer.concat(chunks).toString('utf8'), nonce), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!request.signal.aborted) logOf(loadContext)?.error({ err: error }, 'render error');
        },
      },
    );
  });
}
