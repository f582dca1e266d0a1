import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, JS_ONLY, pressContinue, test, waitForHydratedForm } from './fixtures.ts';
import { DEMO, NATIVE_URL, OIDC_URL, SANDBOX_IDP_URL, SINGLE } from './env.ts';
import {
  digitFor,
  requestedDigitLabels,
  signIn,
  SignInPage,
  submitStep1,
  submitStep2,
} from './pages/sign-in.ts';

// The thin journey of spec 1 §2 and §4: native sign-in in two steps, the accounts list, sign-out; the same through
// the identity provider; the protected-route return; and the sign-in forms' error states. Runs with JavaScript on
// and off; every page and every state is checked with axe.

const BANK = 'Northmoor Savings';
const STEP_2_FAILED =
  'Please check and re-enter your memorable number as the details entered do not match the data we have stored';

const DEMO_ACCOUNTS = [
  {
    name: 'Easy Access Saver',
    number: '30187452',
    sortCode: '40-12-34',
    company: 'Alex Saver',
    balance: '£12,345.67',
  },
  {
    name: '95 Day Notice Account',
    number: '30219864',
    sortCode: '40-12-34',
    company: 'Alex Saver',
    balance: '£25,000.00',
  },
  {
    name: '2 Year Fixed Rate Bond',
    number: '30456021',
    sortCode: '40-12-34',
    company: 'Saver & Co Ltd',
    balance: '£50,000.10',
  },
];

/** An account card's summary list as the customer reads it: { 'Account number': '30187452', ... }. */
async function summaryOf(card: Locator): Promise<Record<string, string>> {
  const terms = await card.getByRole('term').allInnerTexts();
  const values = await card.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term.trim(), (values[i] ?? '').trim()]));
}

async function expectAccountsList(page: Page, customerName: string) {
  await expect(page).toHaveURL(/\/accounts\/list$/);
  await expect(page).toHaveTitle(`Accounts - ${BANK}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  await expect(page.getByRole('banner')).toContainText(`Hi ${customerName}`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Active accounts' }).getByRole('listitem');
  await expect(cards).toHaveCount(DEMO_ACCOUNTS.length);
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(account.name);
    expect(await summaryOf(card)).toEqual({
      'Account number': account.number,
      'Sort code': account.sortCode,
      Company: account.company,
      Balance: account.balance,
    });
  }
}

async function expectSignedOut(page: Page, portalUrl: string) {
  await expect(page).toHaveURL(`${portalUrl}/signed-out`);
  await expect(page).toHaveTitle(`Signed out - ${BANK}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed out');
  await expect(page.getByRole('main')).toContainText('You have signed out of online banking.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  await expect(page.getByRole('banner')).not.toContainText('Hi ');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
}

/** Fills the requested digits with the first one wrong, and presses Continue. */
async function enterOneWrongDigit(page: Page) {
  await new SignInPage(page).submitStep2(SINGLE.memorableNumber, { wrong: 1 });
}

/** Sets a marker on the window: it survives client-side updates and disappears with a full page load. */
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

test.describe('native sign-in', () => {
  test('signs in with password and memorable number, shows the accounts and signs out', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);
    await expect(page).toHaveTitle(`Sign in - ${BANK}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await checkA11y(page, 'sign-in step 1');

    await submitStep1(page, DEMO);
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
    await expect(page).toHaveTitle(`Enter your memorable number - ${BANK}`);
    const labels = await requestedDigitLabels(page);
    for (const label of labels) expect(label).toMatch(/^(1st|2nd|3rd|[456]th) digit$/);
    expect(new Set(labels).size).toBe(3);
    await checkA11y(page, 'sign-in step 2');

    await submitStep2(page, DEMO.memorableNumber);
    await expectAccountsList(page, DEMO.name);
    await checkA11y(page, 'accounts list');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectSignedOut(page, NATIVE_URL);
    await checkA11y(page, 'signed out');

    // The session is gone: the accounts are not shown again.
    await page.goto('/accounts/list');
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);
  });

  test('a protected page sends a signed-out visitor to sign in, and back there afterwards', async ({
    page,
  }) => {
    await page.goto('/accounts/list');
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await signIn(page, DEMO, { goto: false });
    await expectAccountsList(page, DEMO.name);
  });

  test('an empty step 1 shows both errors in the summary, linked to the fields', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/sign-in/step-1');
    // With JavaScript, the form validates in the browser once React owns it: its scripts start after the first
    // paint (decision 080), and a press before that posts the form as without JavaScript.
    if (javaScriptEnabled) await waitForHydratedForm(page);
    await markDocument(page);
    await pressContinue(page);

    const summary = page.getByRole('alert').filter({ hasText: 'There are 2 errors in this form:' });
    await expect(summary).toBeVisible();
    await expect(page).toHaveTitle(`Error: Sign in - ${BANK}`);
    const links = summary.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', '#username');
    await expect(links.nth(1)).toHaveAttribute('href', '#password');
    await expect(links.nth(1)).toHaveText('Please enter a password');
    // Each field repeats its message.
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      /Error:.+username/,
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Error: Please enter a password',
    );
    await checkA11y(page, 'sign-in step 1 with errors');

    if (javaScriptEnabled) {
      await expectSameDocument(page); // validated in the browser: no round trip, no reload
      // govuk-frontend focuses the summary (the element around the alert) so it is read out first.
      await expect
        .poll(() => summary.evaluate((alert) => document.activeElement?.contains(alert) ?? false))
        .toBe(true);
      await links.nth(1).click();
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    } else {
      await expect(page).toHaveURL(/\/sign-in\/step-1$/);
    }
  });

  test('a wrong password shows the bank’s message', async ({ page }) => {
    await page.goto('/sign-in/step-1');
    await submitStep1(page, { username: SINGLE.username, password: 'Not-The-Password-1' });
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is 1 error in this form:');
    await expect(
      summary.getByRole('link', { name: 'Unknown Username/Password combination' }),
    ).toHaveAttribute('href', '#username');
    await expect(page).toHaveTitle(`Error: Sign in - ${BANK}`);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(SINGLE.username);
    await checkA11y(page, 'sign-in step 1, wrong password');

    // The right password then goes on (and clears the failure count in the sandbox).
    await submitStep1(page, SINGLE);
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
    await submitStep2(page, SINGLE.memorableNumber);
    await expect(page).toHaveURL(/\/accounts\/list$/);
    await expect(page.getByRole('banner')).toContainText(`Hi ${SINGLE.name}`);
  });

  test('a wrong digit on step 2 shows the memorable-number message', async ({ page }) => {
    await page.goto('/sign-in/step-1');
    await submitStep1(page, SINGLE);
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
    await enterOneWrongDigit(page);

    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is 1 error in this form:');
    await expect(summary.getByRole('link', { name: STEP_2_FAILED })).toHaveAttribute('href', '#pin0');
    await expect(page).toHaveTitle(`Error: Enter your memorable number - ${BANK}`);
    // The bank asks for new positions: the boxes are empty again, and masked (docs/security.md, Secrets on screen).
    for (const box of await page.locator('input[name^="pin"]').all()) {
      await expect(box).toHaveValue('');
      await expect(box).toHaveAttribute('type', 'password');
    }
    await checkA11y(page, 'sign-in step 2, wrong digit');

    // Then the right digits, for the positions the bank asks for now, sign in (which also clears the sandbox's
    // failure count).
    await submitStep2(page, SINGLE.memorableNumber);
    await expect(page).toHaveURL(/\/accounts\/list$/);
    await expect(page.getByRole('banner')).toContainText(`Hi ${SINGLE.name}`);
  });

  test(
    'after a wrong digit the page asks for the positions the bank wants next',
    JS_ONLY,
    async ({ page }) => {
      // Without JavaScript the previous test covers this: the answer to the post is a whole new page.
      await page.goto('/sign-in/step-1');
      await submitStep1(page, SINGLE);
      await expect(page).toHaveURL(/\/sign-in\/step-2$/);
      await enterOneWrongDigit(page);
      await expect(page.getByRole('alert')).toContainText(STEP_2_FAILED);
      await submitStep2(page, SINGLE.memorableNumber);
      await expect(page).toHaveURL(/\/accounts\/list$/);
    },
  );

  test('an empty step 2 asks for each digit', async ({ page }) => {
    await page.goto('/sign-in/step-1');
    await submitStep1(page, DEMO);
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
    await pressContinue(page);
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There are 3 errors in this form:');
    await expect(summary.getByRole('link')).toHaveCount(3);
    await expect(page).toHaveTitle(`Error: Enter your memorable number - ${BANK}`);
    await checkA11y(page, 'sign-in step 2 with errors');
  });

  test('keyboard only: Tab, type and Enter complete both steps', JS_ONLY, async ({ page }) => {
    await page.goto('/sign-in/step-1');

    const tabTo = async (target: Locator, most = 25) => {
      for (let i = 0; i < most; i++) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    };

    await tabTo(page.getByRole('textbox', { name: 'Username' }));
    await page.keyboard.type(DEMO.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
    const labels = await requestedDigitLabels(page);
    await tabTo(page.getByLabel(labels[0]!, { exact: true }));
    for (const [i, label] of labels.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
      await page.keyboard.type(digitFor(label, DEMO.memorableNumber));
    }
    await page.keyboard.press('Enter');
    await expectAccountsList(page, DEMO.name);
  });
});

test.describe('identity-provider sign-in', () => {
  test('signs in at the identity provider, shows the accounts and signs out', async ({ page }) => {
    await page.goto(`${OIDC_URL}/mgr-sign-in`);
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_IDP_URL}/interaction/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to online banking');
    await checkA11y(page, 'identity provider sign-in');

    // The provider's own error state.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('There is a problem');
    await expect(page).toHaveTitle(/^Error: /);
    await checkA11y(page, 'identity provider sign-in with errors');

    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${OIDC_URL}/accounts/list`);
    await expectAccountsList(page, DEMO.name);
    await checkA11y(page, 'accounts list (identity provider)');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/signed-out' || url.origin === SANDBOX_IDP_URL);
    if (new URL(page.url()).origin === SANDBOX_IDP_URL) {
      // The provider asks for confirmation when it cannot tell which session ends.
      await checkA11y(page, 'identity provider sign-out confirmation');
      await page.getByRole('button', { name: 'Sign out' }).click();
    }
    await expectSignedOut(page, OIDC_URL);
    await checkA11y(page, 'signed out (identity provider)');

    // Signed out at the provider too: a protected page asks for the password again.
    await page.goto(`${OIDC_URL}/accounts/list`);
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_IDP_URL}/interaction/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to online banking');
  });

  test('a protected page goes to the identity provider and back there afterwards', async ({ page }) => {
    await page.goto(`${OIDC_URL}/accounts/list`);
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_IDP_URL}/interaction/`));
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectAccountsList(page, DEMO.name);
    await expect(page).toHaveURL(`${OIDC_URL}/accounts/list`);
  });
});
