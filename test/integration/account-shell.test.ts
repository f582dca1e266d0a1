import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SYSTEM_MESSAGES } from '#shared/api/account-area.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { CookieJarFetch, formAction, formFields, pressSignOut } from '../helpers/fetch-jar.ts';
import { DEMO, text } from '../helpers/browserless.ts';
import { upstreamHeaders } from '../../server/upstream/client.ts';
import { systemMessageId } from '../../app/components/system-messages/system-messages.server.ts';

// The signed-in shell with the identity provider (spec 2 §2, §4): the access token sent upstream and refreshed on
// the server before it expires, the navigation ping, and the system message banners with their dismissal. The
// portal talks to the real sandbox through a recording proxy, which can also answer some calls itself; the portal's
// clock is injected so token expiry and the banner cache are reached without waiting.

type Seen = { method: string; path: string; authorization: string | undefined; ticket: string | undefined };
let seen: Seen[] = [];
let target = '';
/** When set, the proxy answers these calls itself instead of the sandbox. */
let fakeMessages: { status: number; body: unknown } | undefined;
let fakePingStatus: number | undefined;
let proxy: Server;
let offsetMs = 0;
let portal: TestPortal;

function startProxy(): Promise<string> {
  proxy = createServer((req, res) => {
    const path = req.url ?? '';
    seen.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      ticket: req.headers['x-session-ticket'] as string | undefined,
    });
    const answer = (status: number, body: unknown) => {
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === SYSTEM_MESSAGES && fakeMessages) return answer(fakeMessages.status, fakeMessages.body);
    if (path === '/utility/v1.0/ping' && fakePingStatus) return answer(fakePingStatus, {});
    const forward = httpRequest(new URL(path, target), { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    forward.on('error', () => answer(502, {}));
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  const proxyUrl = await startProxy();
  portal = await startTestPortal(
    { AUTH_MODE: 'oidc' },
    { upstreamUrl: proxyUrl, now: () => Date.now() + offsetMs },
  );
  target = portal.sandbox.apiUrl;
});
afterAll(async () => {
  await portal?.close();
  await new Promise((resolve) => proxy?.close(resolve));
});
beforeEach(() => {
  seen = [];
  fakeMessages = undefined;
  fakePingStatus = undefined;
});

async function signedIn(): Promise<CookieJarFetch> {
  const browser = new CookieJarFetch();
  const login = await browser.follow(`${portal.url}/mgr-sign-in`);
  const html = await login.res.text();
  const res = await browser.fetch(formAction(html, login.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...formFields(html), username: DEMO.username, password: DEMO.password }),
  });
  const done = await browser.follow(new URL(res.headers.get('location')!, login.url).href);
  expect(done.url).toBe(`${portal.url}/accounts/list`);
  seen = [];
  return browser;
}

async function page(browser: CookieJarFetch, path: string): Promise<string> {
  const res = await browser.fetch(`${portal.url}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

const bearers = () => [...new Set(seen.map((call) => call.authorization))];
const pings = () => seen.filter((call) => call.path === '/utility/v1.0/ping').length;
const messageCalls = () => seen.filter((call) => call.path === SYSTEM_MESSAGES).length;

describe('the access token (spec 2 §4 Sign-in)', () => {
  it('goes upstream as a bearer token, never a ticket, and is refreshed on the server before it expires', async () => {
    const browser = await signedIn();
    expect(text(await page(browser, '/accounts/list'))).toMatch(/Account number \d{8}/);
    const [first, ...others] = bearers();
    expect(others).toEqual([]);
    expect(first).toMatch(/^Bearer \S{20,}$/);
    expect(seen.every((call) => call.ticket === undefined)).toBe(true);

    // Well before expiry: the same token.
    seen = [];
    await page(browser, '/services/index');
    expect(bearers()).toEqual([first]);

    // The sandbox's access tokens last 10 minutes; 9½ minutes on, the portal refreshes before calling upstream, and
    // the new token works (the page shows the accounts, which the sandbox serves only to a valid token).
    offsetMs += 9.5 * 60_000;
    seen = [];
    expect(text(await page(browser, '/accounts/list'))).toMatch(/Account number \d{8}/);
    const [second, ...rest] = bearers();
    expect(rest).toEqual([]);
    expect(second).toMatch(/^Bearer \S{20,}$/);
    expect(second).not.toBe(first);
  });
});

describe('two requests at once when the token is due for refresh', () => {
  it('refresh it once between them, so neither is signed out by the rotated refresh token', async () => {
    const browser = await signedIn();
    await page(browser, '/services/index');
    offsetMs += 9.5 * 60_000;
    seen = [];
    const pages = await Promise.all(
      ['/accounts/list', '/services/index', '/accounts/list?mode=grid'].map((path) =>
        browser.fetch(`${portal.url}${path}`),
      ),
    );
    expect(pages.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(bearers()).toHaveLength(1);
    expect(text(await page(browser, '/accounts/list'))).toMatch(/Account number \d{8}/);
  });
});

describe('a token that can no longer be refreshed', () => {
  it('ends the whole session with the UnauthorizedSignedOut message', async () => {
    const browser = await signedIn();
    await page(browser, '/services/index');
    const [bearer] = bearers();
    // The provider ends the grant (as an administrator would): its refresh token dies with it.
    const discovery = (await (
      await fetch(`${portal.sandbox.issuer}/.well-known/openid-configuration`)
    ).json()) as { revocation_endpoint: string };
    const revoked = await fetch(discovery.revocation_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${portal.config.oidc.clientId}:${portal.config.oidc.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token: bearer!.replace(/^Bearer /, ''), token_type_hint: 'access_token' }),
    });
    expect(revoked.status).toBe(200);

    offsetMs += 9.5 * 60_000;
    const res = await browser.fetch(`${portal.url}/services/index`);
    expect(res.headers.get('location')).toBe('/signed-out');
    const out = await browser.follow(`${portal.url}/signed-out`);
    expect(text(await out.res.text())).toContain(
      'You have been logged out of your current session due to issues with your session on the server.',
    );
    expect((await browser.fetch(`${portal.url}/services/index`)).headers.get('location')).toBe(
      '/mgr-sign-in?returnTo=%2Fservices%2Findex',
    );
  });
});

describe('sign-out (spec 2 §2 /mgr-signed-out)', () => {
  it('revokes the tokens at the provider, so the old access token no longer works upstream', async () => {
    const browser = await signedIn();
    await page(browser, '/services/index');
    const [bearer] = bearers();
    const ping = () =>
      fetch(`${target}/utility/v1.0/ping`, {
        headers: { ...upstreamHeaders('NMS', { requestId: 'revocation-test' }), authorization: bearer! },
      }).then((r) => r.status);
    expect(await ping()).toBe(200);
    const pressed = await pressSignOut(browser, portal.url);
    expect(pressed.headers.get('location')).toBe('/mgr-signed-out');
    const signOut = await browser.fetch(`${portal.url}/mgr-signed-out`);
    expect(signOut.headers.get('clear-site-data')).toBe('"storage"');
    const out = await browser.follow(new URL(signOut.headers.get('location')!, portal.url).href);
    expect(out.url).toBe(`${portal.url}/signed-out`);
    expect(await ping()).toBe(402);
  });
});

describe('the navigation ping (spec 2 §4 Navigation, §7 utility v1.0/ping)', () => {
  it('pings once for each new signed-in path, not for the same page again', async () => {
    const browser = await signedIn();
    await page(browser, '/services/index');
    expect(pings()).toBe(1);
    await page(browser, '/services/index');
    expect(pings()).toBe(1);
    await page(browser, '/accounts/list');
    expect(pings()).toBe(2);
  });

  it('ends the session when the bank says it has ended it (402)', async () => {
    const browser = await signedIn();
    fakePingStatus = 402;
    const res = await browser.fetch(`${portal.url}/services/index`);
    expect(res.headers.get('location')).toBe('/signed-out');
    fakePingStatus = undefined;
    const after = await browser.fetch(`${portal.url}/accounts/list`);
    expect(after.headers.get('location')).toMatch(/^\/(signed-out|mgr-sign-in)$/);
  });

  it('shows the page anyway when the ping fails for another reason', async () => {
    const browser = await signedIn();
    fakePingStatus = 500;
    expect(text(await page(browser, '/services/index'))).toContain('My Details');
  });
});

describe('system message banners (spec 2 §2, §4)', () => {
  const FIRST = 'Online banking will be unavailable on Sunday from 1am to 5am.';
  const TRICKY = 'Rates change on 1 <b>July</b> & "soon" <script>alert(1)</script>';
  const banners = (html: string) =>
    [...html.matchAll(/data-system-message="([0-9a-f]{16})"/g)].map((m) => m[1]);

  it('shows each body as plain text in a banner, fetched once per session for a few minutes', async () => {
    fakeMessages = {
      status: 200,
      body: { SystemMessages: [{ Body: FIRST }, { Body: TRICKY }, { Body: ' ' }] },
    };
    const browser = await signedIn(); // its first signed-in page fetched them
    const html = await page(browser, '/accounts/list');
    expect(banners(html)).toEqual([systemMessageId(FIRST), systemMessageId(TRICKY)]);
    expect(text(html)).toContain(FIRST);
    expect(html).toContain('Rates change on 1 &lt;b&gt;July&lt;/b&gt; &amp; &quot;soon&quot; &lt;script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    await page(browser, '/services/index');
    await page(browser, '/accounts/list');
    expect(messageCalls()).toBe(0);

    offsetMs += 6 * 60_000;
    fakeMessages = { status: 200, body: { SystemMessages: [{ Body: FIRST }] } };
    expect(banners(await page(browser, '/accounts/list'))).toEqual([systemMessageId(FIRST)]);
    expect(messageCalls()).toBe(1);
  });

  it('dismisses a banner with a plain form post, for the rest of the session', async () => {
    fakeMessages = { status: 200, body: { SystemMessages: [{ Body: FIRST }, { Body: TRICKY }] } };
    const browser = await signedIn();
    const html = await page(browser, '/accounts/list?status=active');
    const csrf = formFields(html)._csrf!;
    const dismiss = (fields: Record<string, string>, origin = portal.url) =>
      browser.fetch(`${portal.url}/system-messages/dismiss`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ _csrf: csrf, ...fields }),
      });

    const res = await dismiss({ message: systemMessageId(FIRST), returnTo: '/accounts/list?status=active' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/accounts/list?status=active');
    expect(banners(await page(browser, '/accounts/list?status=active'))).toEqual([systemMessageId(TRICKY)]);
    expect(banners(await page(browser, '/services/index'))).toEqual([systemMessageId(TRICKY)]);

    // With JavaScript the banner's script asks for data, not a redirect.
    const enhanced = await dismiss({ message: systemMessageId(TRICKY), returnTo: '/', enhanced: '1' });
    expect(enhanced.status).toBe(200);
    expect(banners(await page(browser, '/accounts/list'))).toEqual([]);

    // A message whose body changes is a new message, shown again.
    offsetMs += 6 * 60_000;
    fakeMessages = { status: 200, body: { SystemMessages: [{ Body: `${FIRST} Updated.` }] } };
    expect(banners(await page(browser, '/accounts/list'))).toEqual([systemMessageId(`${FIRST} Updated.`)]);

    // Never an open redirect; a made-up message id or a missing CSRF token is refused.
    const offsite = await dismiss({ message: systemMessageId(FIRST), returnTo: '//evil.example/' });
    expect(offsite.headers.get('location')).toBe('/accounts');
    expect((await dismiss({ message: 'not-a-hash', returnTo: '/' })).status).toBe(400);
    const noToken = await browser.fetch(`${portal.url}/system-messages/dismiss`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.url },
      body: new URLSearchParams({ message: systemMessageId(FIRST) }),
    });
    expect(noToken.status).toBe(403);
  });

  it('shows the page without banners when the call fails, and asks again later', async () => {
    fakeMessages = { status: 500, body: {} };
    const browser = await signedIn();
    const html = await page(browser, '/accounts/list');
    expect(banners(html)).toEqual([]);
    expect(text(html)).toMatch(/Account number \d{8}/);
    expect(messageCalls()).toBe(0); // not asked again at once

    offsetMs += 2 * 60_000;
    fakeMessages = { status: 200, body: { SystemMessages: [{ Body: FIRST }] } };
    expect(banners(await page(browser, '/accounts/list'))).toEqual([systemMessageId(FIRST)]);
  });

  it('is for signed-in customers only', async () => {
    const browser = new CookieJarFetch();
    const res = await browser.fetch(`${portal.url}/system-messages/dismiss`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.url },
      body: new URLSearchParams({ message: systemMessageId(FIRST) }),
    });
    expect(res.status).not.toBe(200);
    expect(res.status).not.toBe(303);
  });
});
