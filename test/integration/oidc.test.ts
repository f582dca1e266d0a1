import { describe, expect, it } from '@jest/globals';
import { usePortal } from './use-portal.ts';
import { CookieJarFetch, formAction, formFields, pressSignOut } from '../helpers/fetch-jar.ts';
import { DEMO, text } from '../helpers/browserless.ts';

const portal = usePortal({ AUTH_MODE: 'oidc' });

async function signInWithProvider(browser: CookieJarFetch, start: string) {
  const login = await browser.follow(start);
  expect(new URL(login.url).origin).toBe(new URL(portal.sandbox.issuer).origin);
  const html = await login.res.text();
  const res = await browser.fetch(formAction(html, login.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...formFields(html), username: DEMO.username, password: DEMO.password }),
  });
  expect(res.status).toBeGreaterThanOrEqual(300);
  return browser.follow(new URL(res.headers.get('location')!, login.url).href);
}

describe('identity-provider sign-in (authorisation code + PKCE)', () => {
  it('sends a visitor to /mgr-sign-in from a protected page and back there after the provider', async () => {
    const browser = new CookieJarFetch();
    const first = await browser.fetch(`${portal.url}/accounts/list`);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/mgr-sign-in?returnTo=%2Faccounts%2Flist');

    const done = await signInWithProvider(browser, `${portal.url}/mgr-sign-in`);
    expect(done.visited.some((u) => u.startsWith(`${portal.url}/signin-oidc?`))).toBe(true);
    expect(done.url).toBe(`${portal.url}/accounts/list`);
    const page = text(await done.res.text());
    expect(page).toContain(`Hi ${DEMO.name}`);
    expect(page).toMatch(/Account number \d{8}/);

    // Tokens stay on the server: nothing token-like reaches the browser's cookies.
    for (const value of browser.cookies(portal.url).values()) expect(value.length).toBeLessThan(200);
  });

  it('brings a deep link with its query back through the provider', async () => {
    const browser = new CookieJarFetch();
    const first = await browser.fetch(`${portal.url}/accounts/list?status=closed&mode=grid`);
    const location = first.headers.get('location')!;
    expect(location).toBe(
      `/mgr-sign-in?returnTo=${encodeURIComponent('/accounts/list?status=closed&mode=grid')}`,
    );
    const done = await signInWithProvider(browser, `${portal.url}${location}`);
    expect(done.url).toBe(`${portal.url}/accounts/list?status=closed&mode=grid`);
  });

  it('brings each of two tabs back to its own page', async () => {
    const browser = new CookieJarFetch();
    const tabA = (await browser.fetch(`${portal.url}/accounts/list?status=closed`)).headers.get('location')!;
    const tabB = (await browser.fetch(`${portal.url}/services/index`)).headers.get('location')!;
    const doneA = await signInWithProvider(browser, `${portal.url}${tabA}`);
    expect(doneA.url).toBe(`${portal.url}/accounts/list?status=closed`);
    const doneB = await browser.follow(`${portal.url}${tabB}`); // the provider remembers the customer
    expect(doneB.url).toBe(`${portal.url}/services/index`);
  });

  it('takes the return address from the query too, but never one off the site', async () => {
    const browser = new CookieJarFetch();
    const done = await signInWithProvider(
      browser,
      `${portal.url}/mgr-sign-in?returnTo=${encodeURIComponent('/services/index')}`,
    );
    expect(done.url).toBe(`${portal.url}/services/index`);
    const other = new CookieJarFetch();
    const offsite = await signInWithProvider(other, `${portal.url}/mgr-sign-in?returnTo=//evil.example/`);
    expect(offsite.url).toBe(`${portal.url}/accounts/list`);
  });

  it('sends / to the accounts when signed in', async () => {
    const browser = new CookieJarFetch();
    expect((await browser.fetch(`${portal.url}/`)).headers.get('location')).toBe('/sign-in');
    await signInWithProvider(browser, `${portal.url}/mgr-sign-in`);
    expect((await browser.fetch(`${portal.url}/`)).headers.get('location')).toBe('/accounts');
  });

  it('gives the browser no secret, token or internal address, signed in or not', async () => {
    const browser = new CookieJarFetch();
    const pages = [await (await browser.follow(`${portal.url}/sign-in/provider-error`)).res.text()];
    await signInWithProvider(browser, `${portal.url}/mgr-sign-in`);
    // The accounts list and services are served without React; a new message is a hydrated form page.
    for (const path of ['/accounts/list', '/services/index', '/messaging-twoway/new']) {
      pages.push(await (await browser.follow(`${portal.url}${path}`)).res.text());
      // The loader data a client-side navigation reads (a page served without React has none in its document).
      const data = await browser.fetch(`${portal.url}${path}.data`);
      expect(data.status).toBe(200);
      pages.push(await data.text());
    }
    // A hydrated page carries its loader data in the document: it is checked too.
    expect(pages.filter((html) => html.includes('window.__reactRouterContext')).length).toBeGreaterThan(0);
    const { config } = portal;
    for (const html of pages) {
      for (const hidden of [
        config.session.secret,
        config.oidc.clientSecret,
        config.oidc.clientId,
        config.oidc.issuer,
        config.upstream.url,
        config.session.dataDir,
        'accessToken',
        'refreshToken',
        'idToken',
        'eyJ', // any JWT
      ]) {
        expect(html).not.toContain(hidden);
      }
    }
  });

  it('restarts sign-in when the callback has no state, and shows a clear page for a provider error', async () => {
    const browser = new CookieJarFetch();
    const noState = await browser.fetch(`${portal.url}/signin-oidc?code=abc`);
    expect(noState.headers.get('location')).toBe('/mgr-sign-in');
    const error = await browser.fetch(`${portal.url}/signin-oidc?error=access_denied&state=x`);
    expect(error.headers.get('location')).toBe('/sign-in/provider-error');
    const page = await browser.follow(`${portal.url}/sign-in/provider-error`);
    const body = text(await page.res.text());
    expect(body).toContain('Sign-in was not completed');
    expect(body).toContain('Try again');
    // The provider's error text is never echoed into the page.
    const echoed = await browser.follow(
      `${portal.url}/signin-oidc?error=%3Cscript%3Ex&error_description=evil&state=x`,
    );
    expect(echoed.url).toBe(`${portal.url}/sign-in/provider-error`);
    expect(await echoed.res.text()).not.toContain('evil');
  });

  it('refuses a callback whose state does not match the one it sent', async () => {
    const browser = new CookieJarFetch();
    const start = await browser.fetch(`${portal.url}/mgr-sign-in`);
    expect(start.status).toBe(303);
    const res = await browser.fetch(`${portal.url}/signin-oidc?code=forged&state=not-the-one`);
    expect(res.headers.get('location')).toBe('/sign-in/provider-error');
  });

  it('signs out of the portal and of the provider, ending on /signed-out', async () => {
    const browser = new CookieJarFetch();
    await signInWithProvider(browser, `${portal.url}/mgr-sign-in`);
    const pressed = await pressSignOut(browser, portal.url);
    expect(pressed.headers.get('location')).toBe('/mgr-signed-out');
    const out = await browser.follow(`${portal.url}/mgr-signed-out`);
    let final = out;
    if (!out.url.startsWith(portal.url)) {
      // The provider may ask to confirm: an accessible form with a Sign out button.
      const html = await out.res.text();
      const res = await browser.fetch(formAction(html, out.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...formFields(html), logout: 'yes' }),
      });
      final = await browser.follow(new URL(res.headers.get('location')!, out.url).href);
    }
    expect(final.url).toBe(`${portal.url}/signed-out`);
    const after = await browser.fetch(`${portal.url}/accounts/list`);
    expect(after.headers.get('location')).toMatch(/^\/mgr-sign-in\?returnTo=/);
    // The provider's own session has ended too: /mgr-sign-in shows its login page again.
    const again = await browser.follow(`${portal.url}/mgr-sign-in`);
    expect(await again.res.text()).toMatch(/name="password"/);
  });
});

describe('a GET never signs a customer out (decision 028)', () => {
  it('another site sending the browser to /mgr-signed-out leaves the session signed in', async () => {
    const browser = new CookieJarFetch();
    await signInWithProvider(browser, `${portal.url}/mgr-sign-in`);
    const forged = await browser.fetch(`${portal.url}/mgr-signed-out`);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/already-signed-in');
    const page = await browser.follow(`${portal.url}/already-signed-in`);
    const html = await page.res.text();
    expect(html).toContain('<h1 class="govuk-heading-l">You are already signed in</h1>');
    expect(html).toMatch(/<form class="govuk-button-group" action="\/sign-out" method="post">/);
    const accounts = await browser.fetch(`${portal.url}/accounts/list`);
    expect(accounts.status).toBe(200);
    expect(text(await accounts.text())).toContain(`Hi ${DEMO.name}`);
  });

  it('a visitor sent to /mgr-signed-out goes home, and the provider is not asked to end anything', async () => {
    const res = await new CookieJarFetch().fetch(`${portal.url}/mgr-signed-out`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });
});
