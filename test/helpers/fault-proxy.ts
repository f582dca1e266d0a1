import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A loopback HTTP proxy in front of a service (the sandbox bank), switched between faults while it runs:
 * - `pass`: forwards every request;
 * - `stall`: reads the request and never answers;
 * - `500`: answers 500 with a JSON body;
 * - `bad-json`: answers 200 with a JSON content type and a body cut off mid-object;
 * - `reset`: forwards, sends the status line, headers and half the body, then resets the connection;
 * - `down`: stops listening (connections are refused) until another mode is set.
 * `only` limits the fault to the requests whose path matches; the others pass.
 */
export type FaultMode = 'pass' | 'stall' | '500' | 'bad-json' | 'reset' | 'down';

export type FaultProxy = {
  url: string;
  port: number;
  /** Requests seen (path), in order, whatever the mode. */
  seen: string[];
  /** Points the proxy at another target (e.g. a sandbox started after the proxy). */
  retarget(url: string): void;
  set(mode: FaultMode, only?: RegExp): Promise<void>;
  close(): Promise<void>;
};

export async function startFaultProxy(target = 'http://127.0.0.1:9', port = 0): Promise<FaultProxy> {
  let upstream = new URL(target);
  let mode: FaultMode = 'pass';
  let only: RegExp | undefined;
  const sockets = new Set<Socket>();
  const seen: string[] = [];

  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push(path);
    const faulty = mode !== 'pass' && (!only || only.test(path));
    if (faulty && mode === 'stall') {
      req.resume();
      return; // the socket is destroyed by close() or by the client giving up
    }
    if (faulty && mode === '500') {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"Error":"injected"}');
      return;
    }
    if (faulty && mode === 'bad-json') {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"Accounts":[{"AccountKey":');
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (faulty && mode === 'reset') {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => {
            const body = Buffer.concat(chunks);
            // The full length announced, half of it sent, then the connection reset.
            res.writeHead(answer.statusCode ?? 200, {
              'content-type': String(answer.headers['content-type'] ?? 'application/json'),
              'content-length': String(Math.max(body.length, 2)),
            });
            res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.resetAndDestroy());
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.keepAliveTimeout = 1000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  const boundPort = await listen(port);
  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    seen,
    retarget(url) {
      upstream = new URL(url);
    },
    async set(next, match) {
      if (next === 'down') {
        mode = next;
        await stop();
        return;
      }
      if (mode === 'down') await listen(boundPort);
      // Kept-alive connections from before the switch go, so the next request meets the new mode at once.
      for (const socket of sockets) socket.destroy();
      mode = next;
      only = match;
    },
    close: stop,
  };
}
