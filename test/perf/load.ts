import { Agent, request } from 'node:http';

// A closed-loop HTTP load generator (autocannon is not a dependency): `connections` keep-alive connections, each
// sending its next request as soon as the last answer ends, for `durationMs`. Latencies in milliseconds.

/** The one user agent of every bench request: the bank ties a session to the browser that signed in. */
export const BENCH_USER_AGENT = 'portal-bench';

export type LoadResult = { requests: number; rps: number; p50: number; p99: number; errors: number };

export async function load(
  url: string,
  options: { headers?: Record<string, string>; connections?: number; durationMs?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const durationMs = options.durationMs ?? 3000;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(
        target,
        { agent, headers: { 'user-agent': BENCH_USER_AGENT, ...options.headers } },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if ((res.statusCode ?? 0) >= 400) errors += 1;
            latencies.push(performance.now() - t0);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return {
    requests: latencies.length,
    rps: (latencies.length / elapsed) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
