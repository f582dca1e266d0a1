import { request, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

// The page as a browser with JavaScript turned off gets it, for Lighthouse (test/perf/lighthouse.ts), which needs
// JavaScript in the page to record it: a loopback proxy in front of the portal that sends each document without its
// scripts and module preloads, and everything else byte for byte. A browser with JavaScript off fetches no script,
// and runs none; blocking the script URLs instead leaves their failed requests in Lighthouse's recording, which its
// simulation counts as round trips (docs/performance.md, How to measure). The page with JavaScript goes through the
// same kind of proxy, passing the documents unchanged, so both variants pay for the same hop.

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const PRELOADS =
  /<template id="preloads-after-first-paint">[\s\S]*?<\/template>|<link rel="modulepreload"[^>]*>/g;

function withoutScripts(body: Buffer, encoding: string | undefined): Buffer {
  const decode =
    encoding === 'br' ? brotliDecompressSync : encoding === 'gzip' ? gunzipSync : (b: Buffer) => b;
  const encode = encoding === 'br' ? brotliCompressSync : encoding === 'gzip' ? gzipSync : (b: Buffer) => b;
  const html = decode(body).toString('utf8').replace(SCRIPT, '').replace(PRELOADS, '');
  return encode(Buffer.from(html, 'utf8'));
}

/** Starts the proxy on a free loopback port; `stripScripts` false passes every answer through unchanged. */
export async function startScriptFreeProxy(
  portalUrl: string,
  { stripScripts }: { stripScripts: boolean },
): Promise<{ url: string; close: () => Promise<void> }> {
  const portal = new URL(portalUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: portal.host };
    const upstream = request(
      { host: portal.hostname, port: portal.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const isDocument = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!stripScripts || !isDocument) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = withoutScripts(Buffer.concat(chunks), answer.headers['content-encoding']);
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(body.length),
          });
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
