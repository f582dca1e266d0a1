import type { Page } from '@playwright/test';
import { checkA11y, expect, JS_ONLY, type KnownA11yBug, test } from './fixtures.ts';
import { signIn } from './pages/sign-in.ts';

// The shell of spec 1 §2: the start page, not-found, network error, help, the advert pages and the style guide.
// Every page has one h1, the title '{page} - {bank name}', lang en-GB and no axe violations.

const ADVERTS = [
  '/savings-account',
  '/current-account',
  '/creditcard',
  '/loan',
  '/mortgage',
  '/insurance',
  '/travel-money',
  '/cash-isa',
];

/** Sets a marker on the window: it survives client-side navigation and disappears with a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = 'same document';
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
    'same document',
  );
}

/** The bank's name as the header's wordmark shows it. */
async function bankName(page: Page): Promise<string> {
  const wordmark = page.getByRole('banner').getByRole('link').first();
  await expect(wordmark).toHaveAttribute('href', '/');
  const name = (await wordmark.innerText()).trim();
  expect(name).not.toBe('');
  return name;
}

/**
 * One h1 (its text returned), the title '{page} - {bank}' (page defaults to the h1's text), html[lang=en-GB], and
 * axe clean.
 */
async function expectWellFormedPage(
  page: Page,
  label: string,
  titlePage?: string,
  knownBugs: KnownA11yBug[] = [],
): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.locator('h1')).toHaveCount(1);
  const h1 = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await expect(page).toHaveTitle(`${titlePage ?? h1} - ${await bankName(page)}`);
  await checkA11y(page, label, knownBugs);
  return h1;
}

test('the start page sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\/step-1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expectWellFormedPage(page, 'sign-in step 1');
});

test('an unknown path shows the not-found page with the path', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resource not found.');
  const main = page.getByRole('main');
  await expect(main).toContainText('The requested resource could not be found.');
  await expect(main).toContainText('/no-such-page');
  await expectWellFormedPage(page, 'not found', 'Page not found');
});

test('the network error page offers the way back', async ({ page }) => {
  await page.goto('/help');
  await page.goto('/network-error', { referer: page.url() });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network Error');
  await expect(page.getByRole('main')).toContainText(/The operation couldn['’]t be completed\./);
  const back = page.getByRole('button', { name: 'Back to previous page' });
  await expect(back).toBeVisible();
  await expectWellFormedPage(page, 'network error');
  await back.click();
  await expect(page).toHaveURL(/\/help$/);
});

test('the help page', async ({ page }) => {
  await page.goto('/help');
  expect(await expectWellFormedPage(page, 'help')).toBe('Help');
  await expect(page.getByRole('main')).toContainText('0800 123 4567');
});

test('the signed-out page without a session', async ({ page }) => {
  await page.goto('/signed-out');
  expect(await expectWellFormedPage(page, 'signed out')).toBe('Signed out');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the sign-in blocked page', async ({ page }) => {
  await page.goto('/sign-in/blocked');
  expect(await expectWellFormedPage(page, 'sign-in blocked')).toBe('Access denied');
  await expect(page.getByRole('button', { name: 'Home' })).toHaveAttribute('href', '/');
});

for (const path of ADVERTS) {
  test(`the advert page ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const h1 = await expectWellFormedPage(page, `advert ${path}`);
    expect(h1).not.toBe('');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
}

test('the style guide opens one section at a time, Colours first', async ({ page }) => {
  await page.goto('/styleguide');
  expect(await expectWellFormedPage(page, 'style guide')).toBe('Style guide');
  const section = (title: string) =>
    page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: new RegExp(`^\\s*${title}\\s*$`) }) });
  const colours = section('Colours');
  const fonts = section('Fonts and typography');
  await expect(colours).toHaveAttribute('open', '');
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expect(page.getByText('#12436d')).toBeVisible();
  // No link to a page that does not exist (the spec's /documents#… pages are not built).
  await expect(page.locator('a[href^="/documents"]')).toHaveCount(0);

  // Native <details name>: works the same with JavaScript off.
  await fonts.locator('summary').click();
  await expect(fonts).toHaveAttribute('open', '');
  await expect(colours).not.toHaveAttribute('open');
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expect(page.getByText('#12436d')).toBeHidden();
  await checkA11y(page, 'style guide, typography open');

  await colours.locator('summary').click();
  await expect(colours).toHaveAttribute('open', '');
  await expect(fonts).not.toHaveAttribute('open');
});

test('every style guide section passes axe when open', JS_ONLY, async ({ page }) => {
  await page.goto('/styleguide');
  const summaries = page.locator('details > summary');
  const count = await summaries.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const summary = summaries.nth(i);
    const details = page.locator('details').nth(i);
    if ((await details.getAttribute('open')) === null) await summary.click();
    await expect(details).toHaveAttribute('open', '');
    // The whole page once, as it opens (Colours open); then each section as it opens. Opening one changes nothing
    // outside it but the section it closes, whose closed state the first check saw.
    const id = await details.getAttribute('id');
    const within = i > 0 && id ? `[id="${id}"]` : undefined;
    await checkA11y(page, `style guide: ${(await summary.innerText()).trim()}`, [], { within });
  }
});

test('pages carry a nonce-based CSP without unsafe-inline', async ({ page }) => {
  for (const path of ['/sign-in/step-1', '/help', '/no-such-page']) {
    const response = await page.goto(path);
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=_-]{16,}'/);
    expect(csp, path).not.toContain('unsafe-inline');
    expect(csp, path).not.toContain('unsafe-eval');
  }
});

test("client-side navigation moves focus to the new page's h1", JS_ONLY, async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/accounts\/list$/);
  await expectWellFormedPage(page, 'accounts list');
  await markDocument(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  await menu.getByRole('link', { name: 'My Details' }).click();
  await expect(page).not.toHaveURL(/\/accounts/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await menu.getByRole('link', { name: 'My Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  await expectSameDocument(page);
});

test('choosing My Accounts on the accounts page moves focus to the h1', JS_ONLY, async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/accounts\/list$/);
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My Accounts' })
    .click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeFocused({ timeout: 5_000 });
  await expectSameDocument(page);
});
