import { WES } from './env.ts';
import { checkA11y, expect, JS_ONLY, pressContinue, test, waitForHydratedForm } from './fixtures.ts';
import { WithdrawalPage } from './pages/make-withdrawal.ts';
import { signIn } from './pages/sign-in.ts';
import { ledger, resetMoney } from './steps/sandbox.ts';

// Make a withdrawal (spec 3 §2, §4, §5, §8) as a customer does it, with JavaScript on and off: from the accounts
// list to the confirmation, the spec's messages, 'Change', the closing option, 'Make a Withdraw Failed', and the
// sandbox ledger showing one movement however often the confirmation is reloaded or the review resubmitted.

test.beforeEach(async () => {
  await resetMoney(WES.username);
});

// Long journeys through many pages, each checked with axe: room for a loaded machine (the default is 60 s).
test.describe.configure({ timeout: 180_000 });

test('withdraws from the accounts list to the confirmation, once', async ({ page }) => {
  await signIn(page, WES);
  await new WithdrawalPage(page).start();
  await expect(page).toHaveURL(/\/make-withdrawal\/[0-9a-f]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a withdrawal');
  await expect(page.getByTestId('nominated-account')).toHaveText(
    'Mr W Withdraw, sort code 20-71-64, account ending 1234',
  );
  await expect(page.getByTestId('allowance')).toHaveText('£5,250.00');
  await checkA11y(page, 'withdrawal details');

  // The spec's messages, linked from the error summary.
  await page.getByLabel('Amount').fill('5,250.01');
  await page.getByLabel('Reference (optional)').fill('Not_valid');
  // Leaving the field shows its message (which moves the button down), then Continue.
  await page.getByLabel('Reference (optional)').blur();
  await pressContinue(page);
  const summary = page.locator('.govuk-error-summary');
  await expect(
    summary.getByRole('link', { name: 'Please enter an amount less than available balance' }),
  ).toHaveAttribute('href', '#amount');
  await expect(summary.getByRole('link', { name: 'Please enter a valid reference' })).toHaveAttribute(
    'href',
    '#reference',
  );
  await expect(page).toHaveTitle(/^Error: Make a withdrawal - /);
  await checkA11y(page, 'withdrawal details with errors');

  await page.getByLabel('Amount').fill('120.50');
  await page.getByLabel('Reference (optional)').fill('Car tax');
  await pressContinue(page);
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your withdrawal');
  await checkA11y(page, 'withdrawal review');

  // Change comes back with the answers kept, and Continue returns to the review with the new one.
  await page.getByRole('link', { name: 'Change amount' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('120.50');
  await page.getByLabel('Amount').fill('125');
  await pressContinue(page);
  await expect(page.locator('.govuk-summary-list')).toContainText('£125.00');
  await expect(page.locator('.govuk-summary-list')).toContainText('Car tax');
  await expect(page.locator('.govuk-summary-list')).toContainText(
    /The money will arrive on the next working day/,
  );

  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page).toHaveURL(/\/confirmation\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal confirmed');
  await expect(page.getByTestId('withdrawal-reference')).not.toBeEmpty();
  await expect(page.getByTestId('withdrawal-when')).toContainText('It will arrive on the next working day');
  await checkA11y(page, 'withdrawal confirmation');
  await page.reload();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have already made this withdrawal');
  await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toHaveCount(0);
  await checkA11y(page, 'withdrawal review after it was made');
  expect(await ledger(WES.username, 'withdrawal')).toEqual([
    expect.objectContaining({ AmountPence: 12_500, Reference: 'Car tax' }),
  ]);
  await page.getByRole('link', { name: 'Back to your accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
});

test('Make a Withdraw Failed, then closing the account', async ({ page }) => {
  await signIn(page, WES);
  await new WithdrawalPage(page).start();
  await page.getByLabel('Amount').fill('9.99');
  await pressContinue(page);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByTestId('withdrawal-failed')).toHaveText(/Make a Withdraw Failed/);
  await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled();
  await checkA11y(page, 'withdrawal failed');
  expect(await ledger(WES.username, 'withdrawal')).toEqual([]);

  await page.getByRole('link', { name: 'Change amount' }).click();
  await page.getByLabel('I wish to close my account').check();
  await pressContinue(page);
  await expect(page.locator('.govuk-summary-list')).toContainText(
    'Yes: we will send the whole balance, with any interest, to your nominated account and close',
  );
  await page.getByRole('button', { name: 'Confirm and close account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account closure has been requested');
  expect(await ledger(WES.username, 'withdrawal')).toEqual([expect.objectContaining({ CloseAccount: true })]);
});

test('closing the account clears and disables the amount and reference', JS_ONLY, async ({ page }) => {
  await signIn(page, WES);
  await new WithdrawalPage(page).start();
  await page.getByLabel('Amount').fill('12');
  await page.getByLabel('Reference (optional)').fill('Gone');
  await page.getByLabel('I wish to close my account').check();
  await expect(page.getByLabel('Amount')).toBeDisabled();
  await expect(page.getByLabel('Amount')).toHaveValue('');
  await expect(page.getByLabel('Reference (optional)')).toBeDisabled();
  await expect(page.getByLabel('Reference (optional)')).toHaveValue('');
  await page.getByLabel('I wish to close my account').uncheck();
  await expect(page.getByLabel('Amount')).toBeEnabled();
  // The confirm button is disabled after one click, with a status line (docs/money-journeys.md, The confirm button).
  await page.getByLabel('Amount').fill('3.33');
  await pressContinue(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your withdrawal');
  // Pressed and read from inside the page while the POST (£3.33 answers after 3 seconds) is on its way: the browser
  // answers Playwright's next call only once the navigation is over. React's handler must be on the form first.
  await waitForHydratedForm(page, 'form[data-confirm-once]');
  const pressed = await page
    .getByRole('button', { name: 'Confirm withdrawal' })
    .evaluate(async (button: HTMLButtonElement) => {
      button.click();
      // React draws the pressed state at once (a discrete event): it is on screen by the frame after next.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        disabled: button.disabled,
        status: button.form?.querySelector('[role="status"]')?.textContent,
      };
    });
  expect(pressed).toEqual({
    disabled: true,
    status: 'Sending your withdrawal. Do not refresh or leave this page.',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal confirmed');
  expect(await ledger(WES.username, 'withdrawal')).toHaveLength(1);
});

test('the amount rejects, as typed, what can never be an amount (spec 1 §5)', JS_ONLY, async ({ page }) => {
  await signIn(page, WES);
  const withdrawal = new WithdrawalPage(page);
  await withdrawal.start();
  await waitForHydratedForm(page);
  await withdrawal.amount.pressSequentially('ab12c.345');
  await expect(withdrawal.amount).toHaveValue('12.34');
});
