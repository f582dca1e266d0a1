import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import supertest from 'supertest';
import { freePort, startTestPortal, type TestPortal } from '../helpers/portal.ts';

// Graceful shutdown (README.md, Operating the container: Signals). The container test proves it in the image;
// these prove it on every run of npm test: the pipeline's refusal while stopping, and the launcher on SIGTERM.

describe('the pipeline while the server stops', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.close());

  it('answers a page with the service error page, 503, and closes the connection; /api with JSON', async () => {
    expect((await supertest(portal.app).get('/sign-in/step-1')).status).toBe(200);
    portal.stopAccepting();

    const page = await supertest(portal.app).get('/sign-in/step-1');
    expect(page.status).toBe(503);
    expect(page.headers['connection']).toBe('close');
    expect(page.headers['retry-after']).toBe('1');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(
      '<h1 class="govuk-heading-l">Sorry, there is a problem with the service</h1>',
    );
    expect(page.text).toContain('Please try again later.');

    const api = await supertest(portal.app).get('/api/accounts/v3.0/accounts');
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ redirect: '/network-error' });
  });
});

describe('node server/index.ts on SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
  let bank: Server;
  let portal: ChildProcess | undefined;
  // The bank's ping, held until the test lets it go: a request in flight while the portal stops.
  const held: ServerResponse[] = [];
  let pinged: () => void = () => {};

  beforeAll(async () => {
    bank = createServer((req, res) => {
      if (req.url?.endsWith('/utility/v1.0/ping')) {
        held.push(res);
        pinged();
        return;
      }
      res.writeHead(404).end();
    });
    bank.listen(0, '127.0.0.1');
    await once(bank, 'listening');
  });
  afterEach(() => {
    if (portal?.exitCode === null) portal.kill('SIGKILL');
  });
  afterAll(async () => {
    bank.closeAllConnections();
    await new Promise((resolve) => bank.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, closes its stores and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['server/index.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        UPSTREAM_API_URL: `http://127.0.0.1:${(bank.address() as AddressInfo).port}`,
        SESSION_DATA_DIR: join(dir, 'data'),
        METRICS_PORT: 'off',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    portal = child;
    const lines: Array<{ msg?: string; ms?: number }> = [];
    const waitFor = (msg: string) =>
      new Promise<void>((resolve) => {
        const seen = () => lines.some((line) => line.msg === msg);
        if (seen()) resolve();
        else child.stdout!.on('data', () => seen() && resolve());
      });
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line) as { msg?: string });
    });
    await waitFor('portal listening');

    // A readiness check whose bank call is held: in flight when SIGTERM comes.
    const bankCalled = new Promise<void>((resolve) => (pinged = resolve));
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/health/ready' }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    await bankCalled;

    const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitFor('shutting down: no new connections, finishing requests in flight');

    await expect(fetch(`http://127.0.0.1:${port}/health/live`)).rejects.toThrow();

    held.shift()!.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({
      status: 'ok',
      checks: { sessionStore: true, upstreamApi: true },
    });

    const [code] = await exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(lines.at(-1)?.msg).toBe('stopped');
  });
});
