import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { DEMO, signIn, text, type Agent } from '../helpers/browserless.ts';
import { CookieJarFetch, formAction, formFields } from '../helpers/fetch-jar.ts';
import { signedOutMessages } from '../../shared/messages/sign-in.ts';

// A recording stand-in upstream for /api/*: it answers sign-in like the bank would (so the portal can sign in)
// and records what reaches it through the proxy.
type Seen = { method: string; path: string; headers: IncomingHttpHeaders };
let seen: Seen[] = [];
let pingStatus = 200;
let fake: Server;
let upstreamUrl: string;

function startFakeUpstream(): Promise<void> {
  fake = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    req.resume();
    req.on('end', () => {
      if (req.url === '/webauthentication/v2.0/user/sign-in/create') {
        return json(200, {
          Status: 'Incomplete',
          SignInTicket: {
            Value: 't1',
            Data: { CredentialStates: [{ Name: 'Pin', Context: { Positions: [0, 1, 2] } }] },
          },
        });
      }
      if (req.url === '/webauthentication/v2.0/user/sign-in/update') {
        return json(200, {
          Status: 'Success',
          SessionTicket: 'session-ticket-123',
          Customer: { UserId: 'u1', Username: 'demo.saver', Name: 'Alex Saver' },
        });
      }
      if (req.url?.split('?')[0] === '/utility/v1.0/ping') {
        if (pingStatus === 412)
          return json(412, {}, { 'x-challenge-status': 'ISSUED', 'x-challenge-key': 'k1' });
        return json(pingStatus, { Status: 'Success' }, { 'set-cookie': 'upstream=leak' });
      }
      json(404, {});
    });
  });
  return new Promise((resolve) =>
    fake.listen(0, '127.0.0.1', () => {
      upstreamUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** The customer the stand-in bank signs in (it asks for the first three digits). */
const CUSTOMER = {
  username: 'demo.saver',
  password: 'Demo-Password-2026',
  memorableNumber: '482',
  name: 'Alex Saver',
};

// The portal's clock: tests move time on instead of waiting.
let offsetMs = 0;
const now = () => Date.now() + offsetMs;

let portal: TestPortal;
let agent: Agent;
beforeAll(async () => {
  await startFakeUpstream();
  portal = await startTestPortal({}, { upstreamUrl, now });
  agent = await signIn(portal.url, CUSTOMER);
});
afterAll(async () => {
  await portal?.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
  pingStatus = 200;
});

describe('/api proxy', () => {
  it('forwards an allow-listed call with headers from the session, never the browser cookies', async () => {
    const res = await agent
      .get('/api/utility/v1.0/ping')
      .set('authorization', 'Bearer from-the-browser')
      .expect(200);
    expect(res.body).toEqual({ Status: 'Success' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(seen).toHaveLength(1);
    const { headers, path } = seen[0]!;
    expect(path).toBe('/utility/v1.0/ping');
    expect(headers['x-session-ticket']).toBe('session-ticket-123');
    expect(headers['x-channel']).toBe('WEB');
    expect(headers['x-client-version']).toBe('5.2');
    expect(headers['accept-language']).toBe('en-gb');
    expect(headers['x-brand-code']).toBeTruthy();
    expect(headers['x-request-id']).toBeTruthy();
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it('answers with a fixed set of security headers: a policy of no sources, no framing, no nonce', async () => {
    const res = await agent.get('/api/utility/v1.0/ping').expect(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A refusal before the bank is called carries them too.
    const refused = await agent.get('/api/accounts/v3.0/secret').expect(404);
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a path or method off the allow-list without calling upstream', async () => {
    await agent.get('/api/accounts/v3.0/secret').expect(404);
    // An address on the list, asked with another method: 405 and the methods it takes.
    await agent.post('/api/utility/v1.0/ping').expect(405).expect('allow', 'GET');
    await agent.get('/api/utility/v1.0/ping/../../webauthentication/v2.0/user/sign-out').expect(404);
    expect(seen).toHaveLength(0);
  });

  it('answers a signed-out visitor with 402 without calling upstream', async () => {
    const res = await request(portal.url).get('/api/utility/v1.0/ping').expect(402);
    expect(res.body).toEqual({ redirect: '/signed-out' });
    expect(seen).toHaveLength(0);
  });

  it('maps 412 to a challenge and other errors to the network-error page', async () => {
    pingStatus = 412;
    const challenge = await agent.get('/api/utility/v1.0/ping').expect(412);
    expect(challenge.body).toEqual({ challengeStatus: 'ISSUED' });
    pingStatus = 500;
    const error = await agent.get('/api/utility/v1.0/ping').expect(500);
    expect(error.body).toEqual({ redirect: '/network-error' });
  });

  it('maps 402 to /signed-out and ends the portal session', async () => {
    pingStatus = 402;
    const res = await agent.get('/api/utility/v1.0/ping').expect(402);
    expect(res.body).toEqual({ redirect: '/signed-out' });
    await agent.get('/accounts/list').expect(302).expect('location', '/signed-out');
  });
});

/** A GET with the path exactly as given (no client-side dot-segment or percent normalising), with the agent's cookie. */
function rawGet(path: string): Promise<number> {
  const url = new URL(portal.url);
  const cookie = (agent as unknown as { jar: { getCookies(info: unknown): { toValueString(): string } } }).jar
    .getCookies({ domain: url.hostname, path: '/', secure: false, script: false })
    .toValueString();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/api proxy: the path it checks is the path it forwards (decision 030)', () => {
  beforeAll(async () => {
    // The 402 test above ended the first session.
    agent = await signIn(portal.url, CUSTOMER);
  });

  it.each([
    '/api/utility//v1.0/ping',
    '/api//utility/v1.0/ping',
    '/api/utility/v1.0/../v1.0/ping',
    '/api/utility/v1.0/%2e%2e/v1.0/ping',
    '/api/utility/./v1.0/ping',
    '/api/utility/v1%2e0/ping',
  ])('%s reaches the bank as /utility/v1.0/ping', async (path) => {
    expect(await rawGet(path)).toBe(200);
    expect(seen.map((s) => s.path)).toEqual(['/utility/v1.0/ping']);
  });

  it.each([
    '/api/../health/live',
    '/api/%2e%2e/health/live',
    '/api/utility%2Fv1.0%2Fping',
    '/api/utility%2fv1.0/ping',
    '/api/utility\\v1.0/ping',
    '/api/utility/v1.0/ping%00',
    '/api/utility/v1.0/%E0%A4%A',
    '/api/utility/v1.0/ping/..%2F..%2Fwebauthentication',
  ])('%s is refused without calling the bank', async (path) => {
    expect(await rawGet(path)).toBeGreaterThanOrEqual(400);
    expect(await rawGet(path)).toBeLessThan(500);
    expect(seen).toHaveLength(0);
  });

  it('keeps the query string as sent', async () => {
    expect(await rawGet('/api/utility//v1.0/ping?a=1&b=2')).toBe(200);
    expect(seen.map((s) => s.path)).toEqual(['/utility/v1.0/ping?a=1&b=2']);
  });
});

// /api goes through the same session steps as every page (decision 041): what the bank's 402 leaves behind, and the
// activity rules, as a page would see them.
describe('/api proxy: the session rules of every page', () => {
  /** The session is signed out: a page sends the customer to /signed-out, which gives `message`. */
  async function expectSignedOut(own: Agent, message: string) {
    await own.get('/accounts/list').expect(302).expect('location', '/signed-out');
    const page = await own.get('/signed-out').expect(200);
    expect(text(page.text)).toContain(message);
  }

  it("the bank's 402 signs the session out, and the next page says why", async () => {
    const own = await signIn(portal.url, CUSTOMER);
    pingStatus = 402;
    await own.get('/api/utility/v1.0/ping').expect(402);
    await expectSignedOut(own, signedOutMessages.UnauthorizedSignedOut);
  });

  it('a background poll is answered, but never counts as activity', async () => {
    const own = await signIn(portal.url, CUSTOMER);
    offsetMs += 19 * 60_000;
    await own.get('/api/utility/v1.0/ping').set('x-background-request', '1').expect(200);
    offsetMs += 2 * 60_000; // 21 minutes since the last thing the customer did
    await own.get('/api/utility/v1.0/ping').set('x-background-request', '1').expect(402);
    await expectSignedOut(own, signedOutMessages.SignedOut);
  });

  it("a customer's own /api request does count as activity", async () => {
    const own = await signIn(portal.url, CUSTOMER);
    offsetMs += 19 * 60_000;
    await own.get('/api/utility/v1.0/ping').expect(200);
    offsetMs += 2 * 60_000;
    await own.get('/api/utility/v1.0/ping').expect(200);
  });
});

describe('/api proxy: identity-provider tokens are refreshed before they expire', () => {
  let oidcPortal: TestPortal;
  let oidcOffsetMs = 0;
  beforeAll(async () => {
    oidcPortal = await startTestPortal(
      { AUTH_MODE: 'oidc' },
      { upstreamUrl, now: () => Date.now() + oidcOffsetMs },
    );
  });
  afterAll(async () => {
    await oidcPortal?.close();
  });

  it('sends the bank a new access token once the old one is about to expire', async () => {
    const browser = new CookieJarFetch();
    const login = await browser.follow(`${oidcPortal.url}/mgr-sign-in`);
    const html = await login.res.text();
    const answer = await browser.fetch(formAction(html, login.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...formFields(html), username: DEMO.username, password: DEMO.password }),
    });
    await browser.follow(new URL(answer.headers.get('location')!, login.url).href);
    /** Pings through /api; the access token the bank got with it. */
    const pingedWith = async () => {
      seen = [];
      expect((await browser.fetch(`${oidcPortal.url}/api/utility/v1.0/ping`)).status).toBe(200);
      const [bearer] = seen
        .filter((s) => s.path === '/utility/v1.0/ping')
        .map((s) => s.headers.authorization);
      expect(bearer).toMatch(/^Bearer \S+$/);
      return bearer;
    };

    const first = await pingedWith();
    // The sandbox's access tokens last 10 minutes; the portal refreshes them a minute before.
    oidcOffsetMs += 9.5 * 60_000;
    const second = await pingedWith();
    expect(second).not.toBe(first);
  });
});
