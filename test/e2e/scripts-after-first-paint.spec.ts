import type { Page } from '@playwright/test';
import {
  ENTRY_MODULE,
  expect,
  holdScripts,
  JS_ONLY,
  pressButton,
  pressContinue,
  test,
  waitForHydratedForm,
} from './fixtures.ts';
import { EASY, ShortApplicationPage } from './pages/short-apply.ts';
import { SignInPage, signIn } from './pages/sign-in.ts';
import { MIA, OLIVE } from '../helpers/customers.ts';
import { resetApplications } from './steps/sandbox.ts';

// Decision 080: a page's scripts start after its first paint, so the content appears as early as without them; what
// the customer enters before React owns the form is given to React when it does (app/lib/input-before-hydration.ts).

/** When the page's scripts were requested, against its first contentful paint (as the browser reported it). */
async function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => /\.js$/.test(new URL(entry.name).pathname),
    );
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      first: Math.min(...scripts.map((entry) => entry.startTime)),
      entry: scripts.find((entry) => /\/entry\.client-/.test(entry.name))?.startTime ?? Number.NaN,
      count: scripts.length,
    };
  });
}

test('the sign-in page requests its scripts only once its first paint is shown, and none with JavaScript off', async ({
  page,
  javaScriptEnabled,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  await page.goto('/sign-in/step-1');
  if (!javaScriptEnabled) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    expect(scripts).toEqual([]);
    return;
  }
  await waitForHydratedForm(page);
  const timing = await scriptTiming(page);
  expect(timing.count).toBeGreaterThan(20);
  expect(timing.first).toBeGreaterThanOrEqual(timing.firstPaint);
  // The entry, four levels of imports down, is requested with the rest (the released preloads), not after them.
  expect(timing.entry - timing.first).toBeLessThan(50);
});

test(
  'a page without React requests its script only once its first paint is shown',
  JS_ONLY,
  async ({ page }) => {
    // The first page of a fresh browser, so its scripts are fetched (a script from the memory cache has no timing).
    await page.goto('/help');
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/enhance-[\w-]+\.js$/.test(entry.name)),
    );
    const timing = await scriptTiming(page);
    expect(timing.count).toBeGreaterThan(0);
    expect(timing.first).toBeGreaterThanOrEqual(timing.firstPaint);
  },
);

test(
  'a radio ticked and text typed before React owns the form: the reveal opens and the text is kept',
  JS_ONLY,
  async ({ page }) => {
    await resetApplications(OLIVE.username);
    await signIn(page, OLIVE);
    const apply = new ShortApplicationPage(page);
    await page.goto('/short-apply/index');
    const release = await holdScripts(page, ENTRY_MODULE);
    await page.getByRole('link', { name: `Apply now for ${EASY}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply for ${EASY}`);

    // The plain form: govuk-frontend's class hides the reveal until React opens it.
    const box = page.getByLabel('Tell us what has changed');
    await page.getByRole('radio', { name: 'Olive Grove Bakery Ltd' }).check();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(box).toBeHidden();
    const amount = page.getByLabel('How much would you like to deposit?');
    await amount.fill('2,500.00');
    await page.getByRole('radio', { name: 'Existing Savings' }).check();

    release();
    await apply.ready();
    await expect(box).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await expect(amount).toHaveValue('2,500.00');
    // The form hook has them: sending the form (in the browser) asks only for what is still missing.
    await pressContinue(page);
    const summary = page.locator('.govuk-error-summary');
    await expect(summary.getByRole('link')).toHaveText([
      'Please confirm which details about the organisation have changed.',
      'Please confirm how you will make your deposit.',
    ]);
  },
);

test(
  'fields changed before React owns an answered form are kept, and their old messages go',
  JS_ONLY,
  async ({ page }) => {
    const signInPage = new SignInPage(page);
    const release = await holdScripts(page, ENTRY_MODULE);
    await signInPage.goto();
    await signInPage.username.fill('first.try');
    await pressContinue(page);
    await expect(page.locator('#password-error')).toContainText('Please enter a password');
    await expect(signInPage.username).toHaveValue('first.try');

    await signInPage.username.fill('second.try');
    await signInPage.password.fill('Wrong-Password-1');
    release();
    await waitForHydratedForm(page);
    await expect(signInPage.username).toHaveValue('second.try');
    await expect(signInPage.password).toHaveValue('Wrong-Password-1');
    // React knows the password was given since the answer: the server's message for it no longer shows.
    await expect(page.locator('#password-error')).toHaveCount(0);
  },
);

// React, hydrating a text box that holds text, puts back the text the server sent (its own inputs it leaves alone):
// what was typed before is given back after.
test('a message retyped before React owns the answered form is kept', JS_ONLY, async ({ page }) => {
  await signIn(page, MIA);
  const release = await holdScripts(page, ENTRY_MODULE);
  await page.goto('/messaging-twoway/new');
  const message = page.getByLabel('Message', { exact: true });
  await message.fill(' starts with a space');
  await pressButton(page, 'Send message');
  await expect(page.locator('.govuk-error-summary')).toContainText('Please enter a valid message');
  await expect(message).toHaveValue(' starts with a space');

  await message.fill('When is interest paid?');
  release();
  await waitForHydratedForm(page);
  await expect(message).toHaveValue('When is interest paid?');
  await expect(page.locator('#message-error')).toHaveCount(0);
});
