import type { Page } from '@playwright/test';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { CARL, SANDBOX_ACS_URL, SANDBOX_IDP_URL } from './env.ts';
import { checkA11y, expect, pressContinue, test } from './fixtures.ts';
import { CARDS, FRAME_TITLE, PayIntoAccountPage } from './pages/pay-into-account.ts';
import { signIn } from './pages/sign-in.ts';
import { ledger, resetMoney } from './steps/sandbox.ts';

// Pay into account by card (spec 3 §2, §4, §5, §8; docs/money-journeys.md, Pay into an account by card; decisions
// 020–022) in both projects: JavaScript on, the issuer's challenge in a frame on the verification page; off, a
// full-page hand-off to the issuer and back. Against the sandbox bank and its card issuer on another origin
// (SANDBOX_ACS_URL), as carl.card, whose money is reset first. Few, long tests: each walks several outcomes, with axe
// on every page and the CSP watched (fixtures.ts fails a test on any CSP violation).

const SAVINGS = accountKeyToHex('ACC-35200011');
const STEP1 = `/savings-servicing/pay-into-account/${SAVINGS}`;
/** The CSP's directives of the page at `path` (a GET in the browser's context, with its cookies). */
async function cspOf(page: Page, path: string): Promise<Record<string, string[]>> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  const header = response.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** The card payment's page object, on `page`. */
const payIn = (page: Page) => new PayIntoAccountPage(page);

// Long journeys through many pages, each checked with axe: room for a loaded machine (the default is 60 s).
test.describe.configure({ timeout: 180_000 });

test('pays in by card through the issuer’s challenge, after the form’s rules; the CSP lets in that issuer only', async ({
  page,
  javaScriptEnabled,
}) => {
  await resetMoney(CARL.username);
  await signIn(page, CARL);
  await payIn(page).start(SAVINGS);
  await expect(page).toHaveURL(STEP1);
  await expect(page).toHaveTitle(/^Pay savings or loan account - /);
  await expect(page.getByText('Step 1 of 4: Transfer details')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(page.getByLabel('Card security code')).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(page.getByLabel('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
  await checkA11y(page, 'card payment: transfer details');

  // The rules of spec 3 §5, in the error summary (by the browser with JavaScript, by the server without).
  await pressContinue(page);
  const summary = page.locator('.govuk-error-summary');
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Pay savings or loan account - /);
  await expect(summary.getByRole('link', { name: 'Please enter your card number' })).toHaveAttribute(
    'href',
    '#cardNumber',
  );
  await payIn(page).fillDetails('4444 3333 2222 1112', { amount: '0', expiry: '13/30', code: '12' });
  await pressContinue(page);
  for (const message of [
    'Please enter an amount greater than zero',
    'Please enter a valid credit card number',
    'Expiry date must be in MM/YY format',
    'Card security code must be 3 digits',
  ])
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  if (!javaScriptEnabled) {
    // The server's answer never puts the card fields back (docs/security.md, Card data); what else was typed stays.
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await expect(page.getByLabel('Card security code')).toHaveValue('');
    await expect(page.getByLabel('Name on card')).toHaveValue('Carl Card');
  }
  await checkA11y(page, 'card payment: transfer details with errors');

  // A 3-D Secure card: review, Pay, the issuer's challenge approved.
  await payIn(page).payWith(CARDS.challenge, '25.00', true);
  await expect(page).toHaveURL(/\/verification$/);
  const verification = await cspOf(page, `${STEP1}/verification`);
  const elsewhere = await cspOf(page, STEP1);
  const idp = new URL(SANDBOX_IDP_URL).origin;
  expect(elsewhere['frame-src']).toEqual(["'none'"]);
  expect(elsewhere['form-action']).toEqual(["'self'", idp]);
  // Only the issuer is added (and 'self' to frames: the issuer's answer lands on our return page inside the frame).
  expect(verification['frame-src']).toEqual(["'self'", SANDBOX_ACS_URL]);
  expect(verification['form-action']).toEqual(["'self'", idp, SANDBOX_ACS_URL]);
  expect({ ...verification, 'frame-src': [], 'form-action': [] }).toEqual({
    ...elsewhere,
    'frame-src': [],
    'form-action': [],
    'script-src': verification['script-src'],
    'style-src': verification['style-src'],
  });
  if (javaScriptEnabled) {
    const frame = page.getByTitle(FRAME_TITLE);
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBeGreaterThanOrEqual(400);
  }
  await payIn(page).answerChallenge(javaScriptEnabled, 'Approve payment', true);
  await expect(page).toHaveURL(/\/confirmation\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment completed successfully');
  await expect(page.getByTestId('payment-reference')).toHaveText(/^CP\d{10}$/);
  await expect(page.getByTestId('payment-summary')).toHaveText(
    'You paid £25.00 into Easy Access Saver (35200011) from your card ending 1111.',
  );
  await checkA11y(page, 'card payment: confirmation');
  // A refresh shows the same payment; the ledger has it once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment completed successfully');
  expect(await ledger(CARL.username, 'card-payment')).toEqual([
    expect.objectContaining({ AmountPence: 2500, Status: 'Completed' }),
  ]);
});

test('declined and cancelled at the issuer, a declined card, and a frictionless card into the loan', async ({
  page,
  javaScriptEnabled,
}) => {
  await resetMoney(CARL.username);
  await signIn(page, CARL);
  await page.goto(STEP1);

  // Declined at the issuer: back to step 1 (spec 3 §4.4) with §8's message, the card to enter again.
  await payIn(page).payWith(CARDS.challenge, '11.00');
  await payIn(page).answerChallenge(javaScriptEnabled, 'Decline');
  await expect(page).toHaveURL(STEP1);
  await expect(page.getByRole('alert')).toContainText(
    'The payment was declined by the card issuer. No money has been taken from your card.',
  );
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByLabel('Amount')).toHaveValue('11.00');
  await checkA11y(page, 'card payment: declined at the issuer');

  // Cancelled at the issuer: the bank is told, nothing is taken.
  await payIn(page).payWith(CARDS.challenge, '12.00');
  await payIn(page).answerChallenge(javaScriptEnabled, 'Cancel');
  await expect(page).toHaveURL(STEP1);
  await expect(page.getByRole('status').filter({ hasText: 'You cancelled the payment.' })).toBeVisible();
  await checkA11y(page, 'card payment: cancelled at the issuer');

  // A card the bank declines at once.
  await payIn(page).payWith(CARDS.declined, '13.00');
  await expect(page).toHaveURL(STEP1);
  await expect(page.getByRole('alert')).toContainText('The payment was declined by the card issuer.');

  // Another account from the selector: the loan, under /loan-servicing; a frictionless card completes at once.
  await page.getByLabel('Pay into').selectOption({ label: 'Car Loan (35200022)' });
  await page.getByRole('button', { name: 'Change account' }).click();
  await expect(page).toHaveURL(`/loan-servicing/pay-into-account/${accountKeyToHex('ACC-35200022')}#account`);
  await expect(page.getByTestId('pay-into-facts')).toContainText('You owe£7,500.00');
  await payIn(page).payWith(CARDS.frictionless, '14.00');
  await expect(page).toHaveURL(/\/loan-servicing\/pay-into-account\/[0-9a-f]+\/confirmation\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment completed successfully');

  expect(
    (await ledger(CARL.username, 'card-payment')).map((row) => `${row.AmountPence} ${row.Status}`),
  ).toEqual(['1100 Declined', '1200 Cancelled', '1400 Completed']);
});
