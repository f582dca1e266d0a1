import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures.ts';
import { DEMO, OIDC_URL, SANDBOX_IDP_URL } from './env.ts';
import { signIn } from './pages/sign-in.ts';

// The signed-in shell of spec 2 §2 and §4: system message banners (dismissible, remembered for the session, with and
// without JavaScript), the footer, and the identity provider's deep-link round trip and error page.

const banners = (page: Page) => page.locator('[data-system-message]');

async function bannerBodies(page: Page): Promise<string[]> {
  return (await page.locator('.app-system-messages__body').allInnerTexts()).map((body) => body.trim());
}

/** Sets a marker on the window: it survives a background request and disappears with a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = 'same document';
  });
}

test.describe('system message banners', () => {
  test('shows each message on signed-in pages; Dismiss hides it for the rest of the session', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/services/index');
    await expect(banners(page)).toHaveCount(0); // signed out: the sign-in page, no banners
    await signIn(page, DEMO, { goto: false });
    await page.goto('/services/index');

    // The sandbox serves two plain-text messages to every signed-in customer.
    await expect(banners(page)).toHaveCount(2);
    const [first, second] = await bannerBodies(page);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    await expect(banners(page).first()).toHaveAttribute('role', 'region');
    await expect(page.getByRole('region', { name: `Important ${first}` })).toBeVisible();
    await checkA11y(page, 'services page with system messages');

    if (javaScriptEnabled) await markDocument(page);
    await page.getByRole('button', { name: 'Dismiss message 1' }).click();
    await expect(page.getByText(first!, { exact: true })).toHaveCount(0);
    await expect(banners(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/services\/index$/);
    if (javaScriptEnabled) {
      // No reload; focus moves to the banner that is left, and the change is announced.
      expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe(
        'same document',
      );
      await expect(banners(page).first()).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Message dismissed.' })).toBeAttached();
    }
    await checkA11y(page, 'services page after dismissing a system message');

    // Remembered on other pages for the session.
    await page.goto('/accounts/list');
    expect(await bannerBodies(page)).toEqual([second]);
    await page.getByRole('button', { name: 'Dismiss message 1' }).click();
    await expect(banners(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/accounts\/list$/);
    if (javaScriptEnabled) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banners(page)).toHaveCount(0);

    // A new session shows them again (decision 017: a dismissal lasts as long as the session).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signed-out$/);
    await signIn(page, DEMO);
    await page.goto('/services/index');
    await expect(banners(page)).toHaveCount(2);
  });
});

test.describe('the footer', () => {
  test('has the spec’s links, contact block, regulatory text and certification logo', async ({ page }) => {
    await page.goto('/sign-in/step-1');
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'FAQs',
      'Contact us',
      'Website terms',
      'Account access terms',
      'Website cookies',
      'Privacy notice',
      'Accessibility',
      'Security',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText('Monday to Friday, 9.00am to 5.00pm');
    await expect(footer.getByRole('link', { name: /^0800/ })).toHaveAttribute('href', /^tel:0800/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
    await expect(footer).toContainText('authorised by the Prudential Regulation Authority');
    await expect(footer).toContainText('Registered in England and Wales');
    const logo = footer.getByRole('img', { name: 'Certified: Cyber Essentials Plus' });
    await expect(logo).toBeVisible();
    const logoFile = await page.request.get(new URL((await logo.getAttribute('src'))!, page.url()).href);
    expect(logoFile.status()).toBe(200);
    expect(logoFile.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    await checkA11y(page, 'sign-in page with the footer');
  });
});

test.describe('identity-provider sign-in', () => {
  test('a deep link with a query comes back through the provider', async ({ page }) => {
    await page.goto(`${OIDC_URL}/services/index?from=e2e`);
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_IDP_URL}/interaction/`));
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${OIDC_URL}/services/index?from=e2e`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banners(page)).toHaveCount(2);
    await checkA11y(page, 'services page signed in with the provider');
  });

  test('a callback without state starts sign-in again', async ({ page }) => {
    await page.goto(`${OIDC_URL}/signin-oidc?code=made-up`);
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_IDP_URL}/interaction/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to online banking');
  });

  test('an error from the provider shows a clear page with a way to try again', async ({ page }) => {
    await page.goto(`${OIDC_URL}/signin-oidc?error=access_denied&state=anything`);
    await expect(page).toHaveURL(`${OIDC_URL}/sign-in/provider-error`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in was not completed');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveAttribute('href', '/mgr-sign-in');
    await checkA11y(page, 'identity provider error page');
  });
});
