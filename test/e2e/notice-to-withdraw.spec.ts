import { accountKeyToHex } from '#shared/api/accounts.ts';
import { NORA } from './env.ts';
import { checkA11y, expect, fitsIn320, pressContinue, test } from './fixtures.ts';
import { NoticePage } from './pages/notice-to-withdraw.ts';
import { signIn } from './pages/sign-in.ts';
import { ledger, resetMoney } from './steps/sandbox.ts';

// Notice to withdraw (spec 3 §2, §4, §5, §8; docs/money-journeys.md, Notice to withdraw and Review pages) in the
// browser, JavaScript on and off: from the account's actions to the list, the details form's messages, the review,
// the bank's Failed answer (£9.99), a Change and the confirmation; and cancelling a notice. nora.notice
// (sandbox/CUSTOMERS.md) is put back as seeded before each test (the sandbox's test controls), so the specs can run
// again on the same stack; the sandbox ledger says what really moved. Every page is checked with axe, and the list
// and the form at 320 px wide.

const N35 = accountKeyToHex('ACC-35100011');
const N95 = accountKeyToHex('ACC-35100022');

test.beforeEach(async () => {
  await resetMoney(NORA.username);
});

// Long journeys through many pages, each checked with axe: room for a loaded machine (the default is 60 s).
test.describe.configure({ timeout: 180_000 });

test('gives notice: the list, the form and its messages, Failed, a change, then the confirmation', async ({
  page,
}) => {
  await signIn(page, NORA);
  await new NoticePage(page).start(N35);

  // The list: the seeded cancellable notice.
  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/${N35}$`));
  await expect(page).toHaveTitle(/^Notice to withdraw - /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notice to withdraw');
  const notices = page.getByTestId('pending-notices').getByRole('listitem');
  await expect(notices).toHaveCount(1);
  await expect(notices.getByRole('heading', { level: 3 })).toHaveText(/^Withdrawal on \w+day /);
  await expect(notices).toContainText('CAR REPAIRS');
  await expect(notices).toContainText('£1,200.00');
  await expect(
    notices.getByRole('link', { name: /^Cancel notice of £1,200\.00 \(Withdrawal on / }),
  ).toBeVisible();
  await checkA11y(page, 'notice list');
  await fitsIn320(page, 'notice list');

  // Step 1: the notice period and the date before the form; the spec's messages.
  await page.getByRole('button', { name: 'Create a new notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/create/${N35}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give notice to withdraw');
  await expect(page.getByTestId('notice-period')).toHaveText('35 days');
  const date = (await page.getByTestId('withdrawal-date').innerText()).trim();
  expect(date).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/);
  await checkA11y(page, 'notice details');
  await fitsIn320(page, 'notice details');

  await pressContinue(page);
  const summary = page.locator('.govuk-error-summary');
  await expect(summary.getByRole('link', { name: 'Please enter an amount' })).toHaveAttribute(
    'href',
    '#amount',
  );
  await expect(page).toHaveTitle(/^Error: Give notice to withdraw - /);
  await checkA11y(page, 'notice details: amount required');

  await page.getByLabel('Amount').fill('13,800.01');
  await page.getByLabel('Reference (optional)').fill('CAR*REPAIRS');
  await pressContinue(page);
  await expect(
    summary.getByRole('link', { name: 'Please enter an amount less than available balance' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Please enter a valid reference' })).toHaveAttribute(
    'href',
    '#reference',
  );
  await expect(page.getByLabel('Amount')).toHaveAccessibleDescription(/Please enter an amount less than/);
  await checkA11y(page, 'notice details: amount and reference invalid');

  // Step 2, and the bank's Failed answer (£9.99): the review again, its button working.
  await page.getByLabel('Amount').fill('9.99');
  await page.getByLabel('Reference (optional)').fill('');
  await pressContinue(page);
  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/create/${N35}/review$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your notice');
  await expect(page.getByTestId('withdrawal-date')).toContainText(date);
  await checkA11y(page, 'notice review');
  await page.getByRole('button', { name: 'Confirm notice' }).click();
  await expect(page.getByTestId('notice-failed')).toContainText('Notice to withdraw Failed');
  await expect(page.getByRole('button', { name: 'Confirm notice' })).toBeEnabled();
  await checkA11y(page, 'notice review: Failed');

  // Change the amount: back to step 1 with what was entered, then the review with the new amount.
  await page.getByRole('link', { name: 'Change amount' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('9.99');
  await page.getByLabel('Amount').fill('250');
  await page.getByLabel('Reference (optional)').fill('HOLIDAY');
  await pressContinue(page);
  await expect(page.getByRole('main').locator('.govuk-summary-list')).toContainText('£250.00');
  await page.getByRole('button', { name: 'Confirm notice' }).click();

  // Step 3.
  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/create/${N35}/confirmation\\?key=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notice to withdraw given');
  await expect(page.getByTestId('notice-reference')).toHaveText(/^T35100011\d+$/);
  await expect(page.getByTestId('notice-summary')).toHaveText(
    `On ${date} we will send £250.00 from 35 Day Notice Account (35100011) to your nominated account.`,
  );
  await checkA11y(page, 'notice confirmation');
  // The bank moved exactly one notice; Failed moved nothing.
  expect(await ledger(NORA.username)).toEqual([
    expect.objectContaining({
      Kind: 'notice',
      AmountPence: 25_000,
      Reference: 'HOLIDAY',
      CloseAccount: false,
    }),
  ]);
  await page.getByRole('link', { name: 'Back to your accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
});

test('Change account opens the chosen account with focus on the account select', async ({ page }) => {
  await signIn(page, NORA);
  await page.goto(`/notice-to-withdraw/${N95}`);
  await page.getByLabel('Notice account').selectOption({ label: '35 Day Notice Account (35100011)' });
  await page.getByRole('button', { name: 'Change account' }).click();
  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/${N35}#account$`));
  await expect(page.getByLabel('Notice account')).toHaveValue(N35);
  await expect(page.getByLabel('Notice account')).toBeFocused();
});

test('cancels a notice: only where the bank allows it, confirm, success, back to the list', async ({
  page,
}) => {
  await signIn(page, NORA);
  await page.goto(`/notice-to-withdraw/${N95}`);
  const notices = page.getByTestId('pending-notices').getByRole('listitem');
  await expect(notices).toHaveCount(1);
  await expect(notices).toContainText('HOUSE DEPOSIT');
  await expect(notices).toContainText('This notice cannot be cancelled');
  await expect(notices.getByRole('link')).toHaveCount(0);

  // The selector (a GET form, with or without JavaScript) offers the notice accounts.
  await page.getByLabel('Notice account').selectOption({ label: '35 Day Notice Account (35100011)' });
  await page.getByRole('button', { name: 'Change account' }).click();
  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/${N35}#account$`));
  await page.getByRole('link', { name: /^Cancel notice of £1,200\.00/ }).click();

  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/cancel/${N35}/T35100011\\d+$`));
  await expect(page).toHaveTitle(/^Cancel this notice - /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel this notice?');
  await expect(page.getByRole('main').locator('.govuk-summary-list')).toContainText('CAR REPAIRS');
  await expect(page.getByRole('link', { name: 'Keep the notice' })).toHaveAttribute(
    'href',
    `/notice-to-withdraw/${N35}`,
  );
  await checkA11y(page, 'cancel notice');

  await page.getByRole('button', { name: 'Cancel this notice' }).click();
  await expect(page).toHaveURL(/\/success\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notice cancelled');
  await expect(page.getByTestId('cancel-summary')).toContainText(
    'Your notice to withdraw £1,200.00 from 35 Day Notice Account (35100011)',
  );
  await checkA11y(page, 'notice cancelled');
  expect((await ledger(NORA.username)).map((row) => row.Kind)).toEqual(['notice-cancel']);

  await page.getByRole('link', { name: 'Back to your notices' }).click();
  await expect(page).toHaveURL(new RegExp(`/notice-to-withdraw/${N35}$`));
  await expect(page.getByTestId('no-notices')).toHaveText('You have no pending notices on this account.');
  await checkA11y(page, 'notice list: empty');
});
