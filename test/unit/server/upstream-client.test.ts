import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { z } from 'zod';
import { UpstreamClient, type UpstreamRequestContext } from '../../../server/upstream/client.ts';
import type { NativeAuth, OidcAuth } from '../../../server/auth/types.ts';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
let connections = 0;
/** Requests each socket has carried, to drop a reused one. */
const served = new WeakMap<object, number>();

const customer = { userId: 'u1', username: 'jsmith', name: 'Jane Smith' };
const native: NativeAuth = { kind: 'native', sessionTicket: 'TICKET-abc-123', customer };
const oidc: OidcAuth = {
  kind: 'oidc',
  accessToken: 'ACCESS-xyz-789',
  expiresAt: Date.now() + 60_000,
  customer,
};
const Balance = z.object({ AccountId: z.string(), Balance: z.number() });

function reply(
  res: http.ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    served.set(req.socket, (served.get(req.socket) ?? 0) + 1);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      switch (req.url) {
        case '/api/ok':
          return reply(res, 200, JSON.stringify({ AccountId: 'A1', Balance: 12.34 }));
        case '/api/extra':
          return reply(res, 200, JSON.stringify({ AccountId: 'A1', Balance: 1, NewField: { nested: true } }));
        case '/api/signed-out':
          return reply(res, 402, '{}');
        case '/api/challenge':
          return reply(res, 412, '{}', {
            'x-challenge-status': 'ChallengeRequired',
            'x-challenge-key': 'KEY-42',
          });
        case '/api/boom':
          return reply(res, 500, JSON.stringify({ Message: 'internal' }));
        case '/api/bad-request':
          return reply(res, 400, JSON.stringify({ Message: 'bad' }));
        case '/api/text':
          return reply(res, 200, '<html>maintenance</html>', { 'content-type': 'text/html' });
        case '/api/wrong-shape':
          return reply(res, 200, JSON.stringify({ AccountId: 42 }));
        case '/api/hang':
          return; // never answers
        case '/api/drop-reused':
          // As a bank that closed an idle kept-alive socket: a reused one dies without an answer.
          if ((served.get(req.socket) ?? 0) > 1) return req.socket.destroy();
          return reply(res, 200, JSON.stringify({ AccountId: 'A2', Balance: 2 }));
        case '/api/drop-always':
          return req.socket.destroy();
        default:
          return reply(res, 404, '{}');
      }
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const logger = pino({ level: 'silent' });
function client(timeoutMs = 2000): UpstreamClient {
  return new UpstreamClient({ baseUrl, timeoutMs, brandCode: 'NMS', logger });
}
const ctx = (extra: Partial<UpstreamRequestContext> = {}): UpstreamRequestContext => ({
  requestId: 'req-1',
  ...extra,
});

describe('UpstreamClient: request headers', () => {
  let upstream: UpstreamClient;
  beforeAll(() => {
    upstream = client();
  });
  afterAll(() => upstream.close());

  it('sends the standard headers and a JSON body', async () => {
    const outcome = await upstream.call(ctx({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }), {
      path: '/ok',
      body: { AccountId: 'A1' },
      schema: Balance,
    });
    expect(outcome).toEqual({ kind: 'ok', status: 200, data: { AccountId: 'A1', Balance: 12.34 } });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/ok');
    expect(request?.headers).toMatchObject({
      'x-brand-code': 'NMS',
      'x-channel': 'WEB',
      'x-device-type': 'Desktop',
      'x-client-version': '5.2',
      'accept-language': 'en-gb',
      'x-request-id': 'req-1',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(JSON.parse(request!.body)).toEqual({ AccountId: 'A1' });
    expect(request?.headers['x-session-ticket']).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-challenge-key']).toBeUndefined();
  });

  it('sends no body on a GET', async () => {
    await upstream.call(ctx(), { method: 'GET', path: 'ok', schema: Balance });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.body).toBe('');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'Mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 'Mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'Tablet'],
    [undefined, 'Desktop'],
  ])('derives x-device-type from %p', async (userAgent, device) => {
    await upstream.call(ctx({ userAgent }), { path: '/ok', schema: Balance });
    expect(seen[0]?.headers['x-device-type']).toBe(device);
  });

  it('sends the session ticket for native auth', async () => {
    await upstream.call(ctx({ auth: native }), { path: '/ok', schema: Balance });
    expect(seen[0]?.headers['x-session-ticket']).toBe('TICKET-abc-123');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a bearer token for OIDC auth', async () => {
    await upstream.call(ctx({ auth: oidc }), { path: '/ok', schema: Balance });
    expect(seen[0]?.headers.authorization).toBe('Bearer ACCESS-xyz-789');
    expect(seen[0]?.headers['x-session-ticket']).toBeUndefined();
  });

  it('sends the challenge key and code when given', async () => {
    await upstream.call(ctx({ challenge: { key: 'KEY-42', code: '123456' } }), {
      path: '/ok',
      schema: Balance,
    });
    expect(seen[0]?.headers['x-challenge-key']).toBe('KEY-42');
    expect(seen[0]?.headers['x-challenge-code']).toBe('123456');
    await upstream.call(ctx({ challenge: { key: 'KEY-43' } }), { path: '/ok', schema: Balance });
    expect(seen[1]?.headers['x-challenge-key']).toBe('KEY-43');
    expect(seen[1]?.headers['x-challenge-code']).toBeUndefined();
  });
});

describe('UpstreamClient: outcomes', () => {
  let upstream: UpstreamClient;
  beforeAll(() => {
    upstream = client();
  });
  afterAll(() => upstream.close());

  it('maps 402 to signed-out', async () => {
    expect(await upstream.call(ctx(), { path: '/signed-out', schema: Balance })).toEqual({
      kind: 'signed-out',
    });
  });

  it('maps 412 to a challenge with its status and key', async () => {
    expect(await upstream.call(ctx(), { path: '/challenge', schema: Balance })).toEqual({
      kind: 'challenge',
      challengeStatus: 'ChallengeRequired',
      challengeKey: 'KEY-42',
    });
  });

  it.each([
    ['/boom', 500],
    ['/nowhere', 404],
    ['/bad-request', 400],
  ])('maps %s to an error with status %p', async (path, status) => {
    expect(await upstream.call(ctx(), { path, schema: Balance })).toMatchObject({ kind: 'error', status });
  });

  it('maps a body that is not JSON to an error', async () => {
    expect(await upstream.call(ctx(), { path: '/text', schema: Balance })).toEqual({
      kind: 'error',
      status: 502,
      reason: 'invalid JSON',
    });
  });

  it('maps a body that fails the schema to an error', async () => {
    expect(await upstream.call(ctx(), { path: '/wrong-shape', schema: Balance })).toEqual({
      kind: 'error',
      status: 502,
      reason: 'unexpected response shape',
    });
  });

  it('lets unknown extra fields through (tolerant parsing)', async () => {
    const outcome = await upstream.call(ctx(), { path: '/extra', schema: Balance });
    expect(outcome).toMatchObject({ kind: 'ok', data: { AccountId: 'A1', Balance: 1 } });
  });

  it('maps a network failure to an error', async () => {
    const closed = new UpstreamClient({
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 500,
      brandCode: 'NMS',
      logger,
    });
    try {
      expect(await closed.call(ctx(), { path: '/ok', schema: Balance })).toMatchObject({
        kind: 'error',
        status: 0,
      });
    } finally {
      closed.close();
    }
  });
});

describe('UpstreamClient: timeout', () => {
  it('gives up after timeoutMs with an error', async () => {
    const upstream = client(100);
    try {
      const started = performance.now();
      const outcome = await upstream.call(ctx(), { path: '/hang', schema: Balance });
      expect(outcome).toMatchObject({ kind: 'error', status: 0 });
      expect(outcome.kind === 'error' && outcome.reason).toMatch(/timeout/);
      expect(performance.now() - started).toBeLessThan(1500);
    } finally {
      upstream.close();
    }
  });
});

describe('UpstreamClient: keep-alive', () => {
  it('reuses one socket for sequential calls', async () => {
    const upstream = client();
    try {
      const before = connections;
      expect((await upstream.call(ctx(), { path: '/ok', schema: Balance })).kind).toBe('ok');
      expect((await upstream.call(ctx(), { method: 'GET', path: '/ok', schema: Balance })).kind).toBe('ok');
      expect((await upstream.call(ctx(), { path: '/boom', schema: Balance })).kind).toBe('error');
      expect((await upstream.call(ctx(), { path: '/ok', schema: Balance })).kind).toBe('ok');
      expect(connections - before).toBe(1);
    } finally {
      upstream.close();
    }
  });

  it('sends a request again, once, when a reused socket was closed under it', async () => {
    const upstream = client();
    try {
      expect((await upstream.call(ctx(), { path: '/ok', schema: Balance })).kind).toBe('ok');
      const outcome = await upstream.call(ctx(), { path: '/drop-reused', body: { n: 1 }, schema: Balance });
      expect(outcome).toEqual({ kind: 'ok', status: 200, data: { AccountId: 'A2', Balance: 2 } });
      expect(seen.map((request) => request.url)).toEqual(['/api/ok', '/api/drop-reused', '/api/drop-reused']);
    } finally {
      upstream.close();
    }
  });

  it('does not send again when a new socket fails', async () => {
    const upstream = client();
    try {
      expect((await upstream.call(ctx(), { path: '/drop-always', schema: Balance })).kind).toBe('error');
      expect(seen.map((request) => request.url)).toEqual(['/api/drop-always']);
    } finally {
      upstream.close();
    }
  });
});
