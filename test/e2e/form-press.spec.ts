import type { Page } from '@playwright/test';
import { WES } from './env.ts';
import { expect, jsEnabled, JS_ONLY, pressAndHold, test, waitForHydratedForm } from './fixtures.ts';
import { WithdrawalPage } from './pages/make-withdrawal.ts';
import { EASY, ShortApplicationPage } from './pages/short-apply.ts';
import { signIn } from './pages/sign-in.ts';
import { OLIVE } from '../helpers/customers.ts';

// Errors only for fields the customer has changed, and no press lost to a message that leaving a field inserts
// (docs/architecture.md, Forms). Spec 1 §4: "Errors show only when a field is failed and dirty".

/** The page's field messages, and the ids of the fields whose description names one. */
async function shownErrors(page: Page) {
  return {
    messages: await page.locator('.govuk-error-message').allInnerTexts(),
    describedByError: await page
      .locator('input[aria-describedby*="-error"]')
      .evaluateAll((inputs) => inputs.map((input) => input.id)),
  };
}

test('tabbing past the empty sign-in fields to the links shows no error', async ({ page }) => {
  await page.goto('/sign-in/step-1');
  if (jsEnabled(page)) await waitForHydratedForm(page, 'form[action="/sign-in/step-1"]');
  await page.getByLabel('Username').focus();
  // Username, Password, Remember me, Continue, then the links below the form.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', /.+/);
  expect(await shownErrors(page)).toEqual({ messages: [], describedByError: [] });
});

test('tabbing through the empty registration step 1 shows no error', async ({ page }) => {
  await page.goto('/registration/register');
  if (jsEnabled(page)) await waitForHydratedForm(page);
  await page.getByLabel(/^First name/).focus();
  // First and last name, the three date boxes, the postcode and the account number, and on.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await shownErrors(page)).toEqual({ messages: [], describedByError: [] });
});

test('a field the customer has changed and left empty shows its message', JS_ONLY, async ({ page }) => {
  await page.goto('/sign-in/step-1');
  await waitForHydratedForm(page, 'form[action="/sign-in/step-1"]');
  const username = page.getByLabel('Username');
  await username.fill('wes');
  await username.fill('');
  await page.keyboard.press('Tab');
  await expect(page.locator('#username-error')).toBeVisible();
  await expect(username).toHaveAttribute('aria-describedby', /username-error/);
  expect((await shownErrors(page)).messages).toHaveLength(1);
});

test(
  'a press on Continue while a field is focused submits, and shows the error summary',
  JS_ONLY,
  async ({ page }) => {
    await page.goto('/sign-in/step-1');
    await waitForHydratedForm(page, 'form[action="/sign-in/step-1"]');
    await page.getByLabel('Username').fill('x');
    await pressAndHold(page, page.getByRole('button', { name: 'Continue' }));
    const summary = page.locator('.govuk-error-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Sign in - /);
  },
);

test(
  "a press on 'I wish to close my account' right after an invalid reference ticks it",
  JS_ONLY,
  async ({ page }) => {
    await signIn(page, WES);
    const withdrawal = new WithdrawalPage(page);
    await withdrawal.start();
    await waitForHydratedForm(page);
    await withdrawal.reference.fill('Not_valid');
    await pressAndHold(page, withdrawal.closeAccount);
    await expect(withdrawal.closeAccount).toBeChecked();
  },
);

test(
  'a press on a short application radio right after an invalid amount chooses it',
  JS_ONLY,
  async ({ page }) => {
    await signIn(page, OLIVE);
    const apply = new ShortApplicationPage(page);
    await apply.start(EASY);
    // Typed before hydration, the amount would never reach the form's script and so never count as changed.
    await waitForHydratedForm(page);
    await page.getByLabel('How much would you like to deposit?').fill('12.345');
    const radio = page.getByRole('radio', { name: 'Existing Savings' });
    await pressAndHold(page, radio);
    await expect(radio).toBeChecked();
    // The amount's message follows the press.
    await expect(page.locator('#depositAmount-error')).toBeVisible();
  },
);
