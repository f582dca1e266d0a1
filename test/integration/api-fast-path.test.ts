import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import { MemoryStore, type SessionData } from 'express-session';
import { pino } from 'pino';
import request from 'supertest';
import { loadConfig } from '../../server/config.ts';
import { UpstreamClient } from '../../server/upstream/client.ts';
import { apiFastPath, unsignSessionCookie } from '../../server/proxy/api-fast-path.ts';
import { apiAnswerHeaders } from '../../server/middleware/security-headers.ts';

// The /api fast path (issue 11 item 5): what it serves itself, and everything it hands to the full pipeline (next),
// against a recording stand-in bank. The full pipeline's own behaviour is test/integration/api-proxy.test.ts.

const SECRET = 'fast-path-test-secret-0123456789-abcdefghij';
const COOKIE = 'portal.sid';
// The fast path's clock is pinned to this, but express-session's MemoryStore judges a cookie's expiry by the real clock:
// a pinned date in the past would expire every session.
const NOW = Date.now();

/** express-session's cookie value for `sid` (cookie-signature's HMAC-SHA256, base64 without padding). */
function cookieFor(sid: string, secret = SECRET): string {
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `${COOKIE}=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}

let seen: { path: string; headers: IncomingHttpHeaders }[] = [];
let status = 200;
let bank: Server;
let app: express.Express;
let store: MemoryStore;
let fellThrough: string[] = [];

function session(over: Partial<SessionData> = {}): SessionData {
  return {
    cookie: { originalMaxAge: 3_600_000, expires: new Date(NOW + 3_600_000) },
    auth: { kind: 'native', sessionTicket: 'ticket-1', customer: { name: 'Alex Saver' } },
    createdAt: NOW - 60_000,
    lastActivity: NOW - 5_000,
    ...over,
  } as unknown as SessionData;
}

function put(sid: string, value: SessionData): Promise<void> {
  return new Promise((resolve, reject) => store.set(sid, value, (err) => (err ? reject(err) : resolve())));
}

function get(sid: string): Promise<SessionData | null | undefined> {
  return new Promise((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
}

beforeAll(async () => {
  bank = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    res.writeHead(status, {
      'content-type': 'application/json',
      'set-cookie': 'bank=1',
      'x-session-ticket': 'no',
    });
    res.end(JSON.stringify({ ok: status }));
  });
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(bank.address() as AddressInfo).port}`;
  const config = loadConfig({ UPSTREAM_API_URL: upstreamUrl, SESSION_SECRET: SECRET });
  const logger = pino({ level: 'silent' });
  const upstream = new UpstreamClient({ baseUrl: upstreamUrl, timeoutMs: 2000, brandCode: 'NMS', logger });
  store = new MemoryStore();
  app = express();
  app.use(
    apiFastPath({
      config,
      store,
      upstream,
      logger,
      cookieName: COOKIE,
      headers: apiAnswerHeaders(config),
      now: () => NOW,
    }),
  );
  app.use((req, res) => {
    fellThrough.push(req.url);
    res.status(299).json({ fullPipeline: true });
  });
});

afterAll(async () => {
  await new Promise((resolve) => bank.close(resolve));
});

beforeEach(() => {
  seen = [];
  fellThrough = [];
  status = 200;
});

describe('the /api fast path serves', () => {
  it('a live signed-in session with a fresh stamp: the bank gets the session headers, the browser the fixed ones', async () => {
    await put('s1', session());
    const res = await request(app)
      .get('/api/utility/v1.0/ping?x=1')
      .set('cookie', `other=1; ${cookieFor('s1')}`)
      .set('user-agent', 'Mozilla/5.0 (iPhone)');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: 200 });
    expect(fellThrough).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/utility/v1.0/ping?x=1');
    expect(seen[0]!.headers['x-session-ticket']).toBe('ticket-1');
    expect(seen[0]!.headers['x-device-type']).toBe('Mobile');
    expect(seen[0]!.headers.cookie).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-request-id']).toBe(seen[0]!.headers['x-request-id']);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-session-ticket']).toBeUndefined();
  });

  it('a background poll of a session whose stamp is old (it must not extend the session)', async () => {
    await put('s2', session({ lastActivity: NOW - 60_000 }));
    const res = await request(app)
      .get('/api/utility/v1.0/ping')
      .set('cookie', cookieFor('s2'))
      .set('x-background-request', '1');
    expect(res.status).toBe(200);
    expect(fellThrough).toEqual([]);
    expect((await get('s2'))?.lastActivity).toBe(NOW - 60_000);
  });

  it("the bank's 402: signed out, the session's sign-in gone and its reason kept for the next page", async () => {
    await put('s3', session());
    status = 402;
    const res = await request(app).get('/api/utility/v1.0/ping').set('cookie', cookieFor('s3'));
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ redirect: '/signed-out' });
    const after = await get('s3');
    expect(after?.auth).toBeUndefined();
    expect(after?.flash).toEqual({ signedOut: 'UnauthorizedSignedOut' });
  });

  it("the bank's other errors as the full path answers them", async () => {
    await put('s4', session());
    status = 500;
    const res = await request(app).get('/api/utility/v1.0/ping').set('cookie', cookieFor('s4'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ redirect: '/network-error' });
  });
});

describe('the /api fast path hands to the full pipeline', () => {
  it.each([
    ['no cookie', () => ({}), () => session()],
    [
      'a cookie signed with another secret',
      () => ({ cookie: cookieFor('h1', 'another-secret') }),
      () => session(),
    ],
    ['a tampered id', () => ({ cookie: cookieFor('h1').replace('h1', 'h2') }), () => session()],
    ['no such session', () => ({ cookie: cookieFor('nope') }), () => session()],
    ['a session not signed in', () => ({ cookie: cookieFor('h1') }), () => session({ auth: undefined })],
    [
      'an idle session',
      () => ({ cookie: cookieFor('h1') }),
      () => session({ lastActivity: NOW - 21 * 60_000 }),
    ],
    [
      'a session too old',
      () => ({ cookie: cookieFor('h1') }),
      () => session({ createdAt: NOW - 25 * 3_600_000 }),
    ],
    ['a stamp to renew', () => ({ cookie: cookieFor('h1') }), () => session({ lastActivity: NOW - 16_000 })],
    [
      'a token due for refresh',
      () => ({ cookie: cookieFor('h1') }),
      () =>
        session({
          auth: { kind: 'oidc', accessToken: 'a', expiresAt: NOW + 30_000, customer: { name: 'A' } },
        } as unknown as Partial<SessionData>),
    ],
  ])('%s', async (_case, headers, value) => {
    await put('h1', value());
    const res = await request(app).get('/api/utility/v1.0/ping').set(headers());
    expect(res.status).toBe(299);
    expect(fellThrough).toEqual(['/api/utility/v1.0/ping']);
    expect(seen).toEqual([]);
  });

  it('a path off the allow-list, a POST, and pages', async () => {
    await put('h2', session());
    await request(app).get('/api/accounts/v1.0/list').set('cookie', cookieFor('h2'));
    await request(app).post('/api/utility/v1.0/ping').set('cookie', cookieFor('h2'));
    await request(app).get('/accounts/list').set('cookie', cookieFor('h2'));
    expect(fellThrough).toEqual(['/api/accounts/v1.0/list', '/api/utility/v1.0/ping', '/accounts/list']);
    expect(seen).toEqual([]);
  });
});

describe('unsignSessionCookie', () => {
  it('reads express-session’s signed value, and nothing else', () => {
    expect(unsignSessionCookie(cookieFor('abc'), COOKIE, SECRET)).toBe('abc');
    expect(unsignSessionCookie(`${cookieFor('abc')}; ${cookieFor('def')}`, COOKIE, SECRET)).toBeUndefined();
    expect(unsignSessionCookie(`${COOKIE}=abc`, COOKIE, SECRET)).toBeUndefined();
    expect(unsignSessionCookie(`${COOKIE}=%E0%A4%A`, COOKIE, SECRET)).toBeUndefined();
    expect(unsignSessionCookie(undefined, COOKIE, SECRET)).toBeUndefined();
  });
});
