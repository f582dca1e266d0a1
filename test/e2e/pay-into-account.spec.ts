import type { Page } from '@playwright/test';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { CARL, SANDBOX_ACS_URL, SANDBOX_IDP_URL } from './env.ts';
import { checkA11y, expect, pressContinue, signIn, test } from './fixtures.ts';
import { ledger, resetMoney } from './money.helpers.ts';

// Pay into account by card (spec 3 §2, §4, §5, §8; SPEC3-NOTES CARD-01..15; decisions 020–022) in both projects:
// JavaScript on, the issuer's challenge in a frame on the verification page; off, a full-page hand-off to the issuer
// and back. Against the sandbox bank and its card issuer on another origin (SANDBOX_ACS_URL), as carl.card, whose
// money is reset first. Few, long tests: each walks several outcomes, with axe on every page and the CSP watched
// (fixtures.ts fails a test on any CSP violation).

const SAVINGS = accountKeyToHex('ACC-35200011');
const STEP1 = `/savings-servicing/pay-into-account/${SAVINGS}`;
const CARDS = {
  challenge: '4444 3333 2222 1111',
  frictionless: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
} as const;
const FRAME_TITLE = 'Verify your payment with your card issuer';

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

async function fillDetails(
  page: Page,
  card: string,
  options: { amount?: string; code?: string; expiry?: string } = {},
): Promise<void> {
  await page.getByLabel('Amount').fill(options.amount ?? '25.00');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill(options.expiry ?? '12/30');
  await page.getByLabel('Name on card').fill('Carl Card');
  await page.getByLabel('Card security code').fill(options.code ?? '739');
  await page.getByLabel('Address line 1').fill('1 Card Street');
  await page.getByLabel('Town or city (optional)').fill('Cardiff');
  await page.getByLabel('Postcode').fill('CF10 1EP');
}

/** Step 1 filled and sent, the review checked; then 'Pay £X'. */
async function payWith(page: Page, card: string, amount = '25.00', a11y = false): Promise<void> {
  await fillDetails(page, card, { amount });
  await pressContinue(page);
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your payment');
  await expect(page.getByText(`Card ending ${card.slice(-4)}`)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(card.replace(/ /g, '').slice(0, 12));
  if (a11y) await checkA11y(page, 'card payment: review');
  await page.getByRole('button', { name: `Pay £${amount}` }).click();
}

/**
 * At the verification page, the customer answers the issuer's challenge: in the frame with JavaScript, on the
 * issuer's own page without (then the Continue buttons of the issuer's and our return pages).
 */
async function answerChallenge(
  page: Page,
  js: boolean,
  answer: 'Approve payment' | 'Decline' | 'Cancel',
  a11y = false,
): Promise<void> {
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your payment');
  if (js) {
    const frame = page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
    await expect(frame.getByRole('button', { name: 'Approve payment' })).toBeVisible();
    if (a11y) await checkA11y(page, 'card payment: verification with the issuer in the frame');
    await frame.getByRole('button', { name: answer }).click();
  } else {
    if (a11y) await checkA11y(page, 'card payment: verification, the full-page hand-off');
    await page.getByRole('button', { name: 'Continue to your card issuer' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX_ACS_URL}/acs/challenge`));
    await page.getByRole('button', { name: answer }).click();
    // The issuer's way back, then ours: without JavaScript each says Continue.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Returning you to /);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

// Long journeys through many pages, each checked with axe: room for a loaded machine (the default is 60 s).
test.describe.configure({ timeout: 180_000 });

test('pays in by card through the issuer’s challenge, after the form’s rules; the CSP lets in that issuer only', async ({
  page,
  javaScriptEnabled,
}) => {
  await resetMoney(CARL.username);
  await signIn(page, CARL);
  await page.goto(`/accounts/details/${SAVINGS}`);
  await page.getByRole('link', { name: 'Pay in by card' }).click();
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
  await fillDetails(page, '4444 3333 2222 1112', { amount: '0', expiry: '13/30', code: '12' });
  await pressContinue(page);
  for (const message of [
    'Please enter an amount greater than zero',
    'Please enter a valid credit card number',
    'Expiry date must be in MM/YY format',
    'Card security code must be 3 digits',
  ])
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  if (!javaScriptEnabled) {
    // The server's answer never puts the card fields back (CARD-07); what else was typed stays.
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await expect(page.getByLabel('Card security code')).toHaveValue('');
    await expect(page.getByLabel('Name on card')).toHaveValue('Carl Card');
  }
  await checkA11y(page, 'card payment: transfer details with errors');

  // A 3-D Secure card: review, Pay, the issuer's challenge approved.
  await payWith(page, CARDS.challenge, '25.00', true);
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
  await answerChallenge(page, javaScriptEnabled, 'Approve payment', true);
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
  await payWith(page, CARDS.challenge, '11.00');
  await answerChallenge(page, javaScriptEnabled, 'Decline');
  await expect(page).toHaveURL(STEP1);
  await expect(page.getByRole('alert')).toContainText(
    'The payment was declined by the card issuer. No money has been taken from your card.',
  );
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByLabel('Amount')).toHaveValue('11.00');
  await checkA11y(page, 'card payment: declined at the issuer');

  // Cancelled at the issuer: the bank is told, nothing is taken.
  await payWith(page, CARDS.challenge, '12.00');
  await answerChallenge(page, javaScriptEnabled, 'Cancel');
  await expect(page).toHaveURL(STEP1);
  await expect(page.getByRole('status').filter({ hasText: 'You cancelled the payment.' })).toBeVisible();
  await checkA11y(page, 'card payment: cancelled at the issuer');

  // A card the bank declines at once.
  await payWith(page, CARDS.declined, '13.00');
  await expect(page).toHaveURL(STEP1);
  await expect(page.getByRole('alert')).toContainText('The payment was declined by the card issuer.');

  // Another account from the selector: the loan, under /loan-servicing; a frictionless card completes at once.
  await page.getByLabel('Pay into').selectOption({ label: 'Car Loan (35200022)' });
  await page.getByRole('button', { name: 'Change account' }).click();
  await expect(page).toHaveURL(`/loan-servicing/pay-into-account/${accountKeyToHex('ACC-35200022')}`);
  await expect(page.getByTestId('pay-into-facts')).toContainText('You owe£7,500.00');
  await payWith(page, CARDS.frictionless, '14.00');
  await expect(page).toHaveURL(/\/loan-servicing\/pay-into-account\/[0-9a-f]+\/confirmation\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment completed successfully');

  expect(
    (await ledger(CARL.username, 'card-payment')).map((row) => `${row.AmountPence} ${row.Status}`),
  ).toEqual(['1100 Declined', '1200 Cancelled', '1400 Completed']);
});
