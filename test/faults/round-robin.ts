import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback load balancer: each request goes to the next backend in turn; one that refuses the connection is
 * skipped (as a balancer's health check would), so a killed portal costs no request that had not reached it.
 */
export async function startRoundRobin(
  backends: string[],
): Promise<{ url: string; served: Map<string, number>; close(): Promise<void> }> {
  let next = 0;
  const served = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => send(0));
    function send(tried: number) {
      if (tried >= backends.length) {
        res.writeHead(502).end();
        return;
      }
      const target = new URL(backends[next++ % backends.length]!);
      const forward = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (answer) => {
          served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED' && !res.headersSent) send(tried + 1);
        else res.destroy();
      });
      forward.end(Buffer.concat(body));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
