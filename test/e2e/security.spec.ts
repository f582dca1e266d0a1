import type { APIRequestContext } from '@playwright/test';
import { expect, JS_ONLY, test } from './fixtures.ts';
import { NATIVE_URL } from './env.ts';
import { signIn } from './pages/sign-in.ts';

// The browser-facing protections of docs/security.md: Origin and CSRF checks on form posts, the
// session cookie's flags, the /api allow-list, and no secrets in web storage.

/** Loads step 1 (which starts a session) and returns the CSRF token from its hidden `_csrf` field. */
async function csrfTokenFromStep1(request: APIRequestContext): Promise<string> {
  const response = await request.get('/sign-in/step-1');
  expect(response.status()).toBe(200);
  const match =
    /<input[^>]*name="_csrf"[^>]*value="([^"]+)"|<input[^>]*value="([^"]+)"[^>]*name="_csrf"/.exec(
      await response.text(),
    );
  const token = match?.[1] ?? match?.[2];
  expect(token, 'the step-1 form has a _csrf field').toBeTruthy();
  return token!;
}

test('a form post from another origin is refused', async ({ request }) => {
  const token = await csrfTokenFromStep1(request);
  const response = await request.post('/sign-in/step-1', {
    headers: { Origin: 'https://attacker.example' },
    form: { _csrf: token, username: 'demo.saver', password: 'Demo-Password-2026' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test('a form post without the CSRF token is refused, with it accepted', async ({ request }) => {
  const token = await csrfTokenFromStep1(request);
  const withoutToken = await request.post('/sign-in/step-1', {
    headers: { Origin: NATIVE_URL },
    form: { username: '', password: '' },
    maxRedirects: 0,
  });
  expect(withoutToken.status()).toBe(403);

  const wrongToken = await request.post('/sign-in/step-1', {
    headers: { Origin: NATIVE_URL },
    form: { _csrf: `${token.slice(0, -2)}xx`, username: '', password: '' },
    maxRedirects: 0,
  });
  expect(wrongToken.status()).toBe(403);

  // The same post with the session's token gets through to the form's own validation.
  const withToken = await request.post('/sign-in/step-1', {
    headers: { Origin: NATIVE_URL },
    form: { _csrf: token, username: '', password: '' },
    maxRedirects: 0,
  });
  expect(withToken.status()).toBe(400);
  expect(await withToken.text()).toContain('There are 2 errors in this form:');
});

test('the session cookie is HttpOnly and SameSite=Lax, and renewed at sign-in', async ({ page, context }) => {
  await page.goto('/sign-in/step-1');
  const before = await context.cookies(NATIVE_URL);
  expect(before.length, 'step 1 starts a session for its CSRF token').toBeGreaterThan(0);

  await signIn(page, undefined, { goto: false });
  await expect(page).toHaveURL(/\/accounts\/list$/);
  const after = await context.cookies(NATIVE_URL);
  expect(after.length).toBeGreaterThan(0);
  for (const cookie of after) {
    expect(cookie.httpOnly, `${cookie.name} is HttpOnly`).toBe(true);
    expect(cookie.sameSite, `${cookie.name} is SameSite=Lax`).toBe('Lax');
    expect(cookie.path).toBe('/');
  }
  // A new session id at sign-in (no session fixation).
  for (const old of before) {
    const renewed = after.find((cookie) => cookie.name === old.name);
    if (renewed) expect(renewed.value, `${old.name} changes at sign-in`).not.toBe(old.value);
  }
});

test('/api refuses paths that are not on the allow-list with a 404 JSON answer', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/api/not/allowed'],
    ['POST', '/api/not/allowed'],
    ['GET', '/api/webauthentication/v2.0/user/sign-in/create'],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()['content-type'], `${method} ${path}`).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
  }
});

test(
  'nothing like a ticket or token is kept in web storage or readable cookies',
  JS_ONLY,
  async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/accounts\/list$/);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'My Accounts' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');

    const stored = await page.evaluate(() => {
      const entries = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, i) => {
          const key = storage.key(i) ?? '';
          return { key, value: storage.getItem(key) ?? '' };
        });
      return {
        local: entries(window.localStorage),
        session: entries(window.sessionStorage),
        cookie: document.cookie,
      };
    });
    const secretLike = /ticket|token|jwt|bearer|secret|password|credential|sid\b/i;
    const jwtLike = /eyJ[\w-]{8,}\.[\w-]{8,}/;
    for (const { key, value } of [...stored.local, ...stored.session]) {
      expect(key, `web storage key "${key}"`).not.toMatch(secretLike);
      expect(value, `web storage value of "${key}"`).not.toMatch(jwtLike);
      expect(value, `web storage value of "${key}"`).not.toMatch(/[A-Za-z0-9+/_-]{40,}/);
      expect(value).not.toContain('Demo-Password-2026');
    }
    expect(stored.cookie, 'no cookie is readable from JavaScript').toBe('');
  },
);
