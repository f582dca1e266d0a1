import type { Page } from '@playwright/test';
import { expect, JS_ONLY, test } from './fixtures.ts';
import { checkA11y, expectListPage, headings } from './pages/accounts-list.ts';
import { signedIn, signIn } from './pages/sign-in.ts';

// The accounts list's behaviour in the browser (spec 2 §2 "Accounts list screen", decisions 013 and 034): the
// loading state after My Accounts, the fade on a switch and its reduced-motion variant, and, loaded as a document,
// the small script that does what the hydrated page did. Every state is checked with axe.

test.describe('with JavaScript', () => {
  /** Holds the accounts list's loader data until `release` is called. */
  async function holdListData(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/accounts/list.data',
      async (route) => {
        await released;
        await route.continue();
      },
    );
    return release;
  }

  test("shows 'Loading accounts...' while the list loads after My Accounts", JS_ONLY, async ({ page }) => {
    await signedIn(page);
    // From a hydrated page (a form page): the indicator is a client-side navigation's (decision 034).
    await page.goto('/messaging-twoway/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a new message');
    const release = await holdListData(page);
    await page.getByRole('link', { name: 'My Accounts' }).click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading accounts...' });
    await expect(loading).toHaveText('Loading accounts...');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
    await checkA11y(page, 'accounts list loading');
    release();
    await expect(page).toHaveURL(/\/accounts\/list$/);
    await expect(loading).toHaveCount(0);
    expect(await headings(page)).toHaveLength(3);
  });

  test('fades the cards out and back in when switching mode', JS_ONLY, async ({ page }) => {
    await signIn(page);
    const list = page.locator('.app-account-cards');
    await expect(list).toHaveCSS('transition-duration', '0.25s');
    const release = await holdListData(page);
    await page.getByRole('link', { name: 'Grid view' }).click();
    await expect(list).toHaveClass(/app-account-cards--fading/);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list).toHaveCSS('opacity', '0');
    release();
    await expect(page).toHaveURL(/mode=grid$/);
    await expect(list).not.toHaveClass(/app-account-cards--fading/);
    await expect(list).toHaveCSS('opacity', '1');
  });

  test('does not animate for prefers-reduced-motion', JS_ONLY, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    const list = page.locator('.app-account-cards');
    await expect(list).toHaveCSS('transition-duration', '0s');
    const release = await holdListData(page);
    await page.getByRole('link', { name: 'Grid view' }).click();
    await expect(list).toHaveClass(/app-account-cards--fading/);
    await expect(list).toHaveCSS('opacity', '1');
    release();
    await expect(page).toHaveURL(/mode=grid$/);
  });
});

// Decision 034: loaded as a document, the list ships no React and no React Router, only its small script
// (app/enhance/main.ts), which does what the hydrated page did.
test.describe('served without React', () => {
  test('has no React Router entry or modulepreload, only the enhancement script', async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page);
    await page.goto('/accounts/list');
    await expectListPage(page);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    // Held until the first paint (decision 080): with JavaScript off it never becomes a module script.
    const scripts = page.locator(javaScriptEnabled ? 'script[type="module"]' : 'script[src]');
    await expect(scripts).toHaveCount(1);
    await expect(scripts).toHaveAttribute('src', /^\/assets\/enhance-[\w-]+\.js$/);
    if (!javaScriptEnabled) await expect(page.locator('script[type="module"]')).toHaveCount(0);
    expect(await page.locator('script:not([src])').allTextContents()).not.toContainEqual(
      expect.stringContaining('__reactRouter'),
    );
  });

  test(
    'its script starts govuk-frontend, fades the list on a switch and runs the timeout warning',
    JS_ONLY,
    async ({ page }) => {
      await page.clock.install();
      await signIn(page);
      await page.goto('/accounts/list');
      const serviceNavigation = page.locator('[data-module="govuk-service-navigation"]');
      await expect(serviceNavigation).toHaveAttribute('data-govuk-service-navigation-init', '');
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);

      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/accounts/list' && url.search === '?mode=grid',
        async (route) => {
          await released;
          await route.continue();
        },
      );
      const list = page.locator('.app-account-cards');
      // Read in the page as the click happens: Playwright's locators wait for the held page load to finish.
      const during = await page.getByRole('link', { name: 'Grid view' }).evaluate((link: HTMLElement) => {
        link.click();
        const cards = document.querySelector('.app-account-cards');
        return { fading: cards?.classList.contains('app-account-cards--fading'), busy: cards?.ariaBusy };
      });
      expect(during).toEqual({ fading: true, busy: 'true' });
      release();
      await expect(page).toHaveURL(/mode=grid$/);
      await expect(list).not.toHaveClass(/app-account-cards--fading/);

      const dialog = page.getByRole('dialog', { name: 'Your session is about to time out' });
      // The new page's script has run (it starts govuk-frontend first, then the timer) before the clock moves on.
      await expect(serviceNavigation).toHaveAttribute('data-govuk-service-navigation-init', '');
      await page.clock.runFor('19:10');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading')).toBeFocused();
      await expect(dialog).toContainText(/You will be signed out in \d+ seconds/);
      const keepAlive = page.waitForResponse((r) => r.url().endsWith('/keep-alive'));
      await dialog.getByRole('button', { name: 'Yes' }).click();
      expect((await keepAlive).status()).toBe(200);
      await page.clock.runFor('00:02');
      await expect(dialog).toBeHidden();
    },
  );
});
