import type { Page } from '@playwright/test';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { MAYA } from './env.ts';
import { checkA11y, expect, test } from './fixtures.ts';
import { signedIn, signIn } from './pages/sign-in.ts';

// Account details (spec 2 §2 "Account details screen", "Nominated account page"), with JavaScript on and off: the
// tabs are links, the Summary rows by type, the maturity message (today / under 14 days / later) and its dismissal,
// the actions menu, the account chooser, 'Account type X not supported', a closed account forced onto Statements
// and the not-found page.

const details = (key: string) => `/accounts/details/${accountKeyToHex(key)}`;

const FIXED = details('ACC-30456021'); // demo.saver's 2 Year Fixed Rate Bond, matures 2027-06-02

async function summaryRows(page: Page): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const row of await page.locator('#account-tab .govuk-summary-list__row').all())
    rows[(await row.locator('dt').innerText()).trim()] = (await row.locator('dd').innerText()).trim();
  return rows;
}

async function actionLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Actions' });
  const links: string[] = [];
  for (const link of await nav.getByRole('link').all())
    links.push(`${(await link.innerText()).trim()} -> ${await link.getAttribute('href')}`);
  return links;
}

test('a fixed term summary: tabs as links, rows, maturity message dismissed, actions, nominated account', async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page);
  await page.goto(FIXED);
  await expect(page).toHaveTitle(/^Summary - 2 Year Fixed Rate Bond - /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2 Year Fixed Rate Bond');
  const tabs = page.locator('.govuk-tabs__list');
  await expect(tabs.getByRole('link')).toHaveText(['Summary', 'Transactions', 'Statements']);
  await expect(tabs.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
    'href',
    `${FIXED}/transactions`,
  );
  await expect(tabs.getByRole('link', { name: 'Statements' })).toHaveAttribute('href', `${FIXED}/statements`);
  expect(await summaryRows(page)).toEqual({
    Balance: '£50,000.10',
    Rate: '4.40% Gross Yearly',
    'Interest Date': '02 Jun 2027',
    'Statement method': 'Online',
    'Maturity date': '02 Jun 2027',
  });
  const id = accountKeyToHex('ACC-30456021');
  expect(await actionLinks(page)).toEqual([
    `Nominated account -> /accounts/nominated-account/${id}`,
    'Organisation details -> /update-organisation-details',
    `Send a message about this account -> /messaging-twoway/new/${id}`,
    `Statement options -> /messaging-twoway/new/${id}`,
    'Send a message -> /messaging-twoway/view',
  ]);
  await expect(page.getByLabel('Choose another account')).toHaveCount(0);
  const banner = page.getByRole('region', { name: "Your account's maturity" });
  await expect(banner).toContainText("We'll contact you 14 days before it matures.");
  await checkA11y(page, 'fixed term summary with maturity message');

  // Dismissed with JavaScript without leaving the page; without it the form posts and the page comes back.
  if (javaScriptEnabled) await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${FIXED}$`));
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  }
  await checkA11y(page, 'fixed term summary, maturity message dismissed');
  await page.reload();
  await expect(page.getByText("We'll contact you 14 days before it matures.")).toHaveCount(0);

  await page.getByRole('link', { name: 'Nominated account' }).click();
  await expect(page).toHaveURL(`/accounts/nominated-account/${id}`);
  await expect(page).toHaveTitle(/^Your nominated account - /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your nominated account');
  await expect(page.locator('.govuk-summary-list')).toContainText('55119034');
  await expect(page.locator('.govuk-summary-list')).toContainText('30-94-21');
  await expect(page.getByRole('main').getByRole('link', { name: 'send us a message' })).toHaveAttribute(
    'href',
    '/messaging-twoway/',
  );
  await checkA11y(page, 'nominated account');
  await expect(page.getByRole('button', { name: 'Back To Accounts' })).toHaveAttribute('href', '/');
});

test('maturity messages today and under 14 days; a non-savings product; a closed account', async ({
  page,
}) => {
  await signedIn(page, MAYA);
  await page.goto(details('ACC-34000033'));
  await expect(page.getByRole('region', { name: "Your account's maturity" })).toContainText(
    'Your account is maturing today – you should have received your maturity options from us, if not please contact us.',
  );
  await checkA11y(page, 'fixed term maturing today');

  await page.goto(details('ACC-34000044'));
  await expect(page.getByRole('region', { name: "Your account's maturity" })).toHaveText(
    /You should have received your maturity options from us, if not please contact us\./,
  );
  await expect(page.getByText('maturing today')).toHaveCount(0);
  await checkA11y(page, 'fixed term maturing in 10 days');

  await page.goto(details('ACC-34000077'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Business Loan');
  await expect(page.locator('.govuk-warning-text')).toContainText('Account type Loan not supported');
  await expect(page.locator('#account-tab .govuk-summary-list')).toHaveCount(0);
  await checkA11y(page, 'non-savings product');

  // spec 2 §2: a closed account shows only Statements and is forced onto it.
  await page.goto(details('ACC-34000066'));
  await expect(page).toHaveURL(`${details('ACC-34000066')}/statements`);
});

test('an unknown account id shows the not-found page', async ({ page }) => {
  await signedIn(page);
  const response = await page.goto(details('ACC-99999999'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resource not found.');
  await checkA11y(page, 'unknown account');
});

test("easy access summary with pending withdrawals; the chooser, with 'Please select your account'", async ({
  page,
}) => {
  await signedIn(page, MAYA);
  await page.goto(details('ACC-34000011'));
  await expect(page).toHaveTitle(/^Summary - Everyday Saver - /);
  expect(await summaryRows(page)).toMatchObject({
    Balance: '£8,426.19',
    Rate: '3.60% Gross Monthly',
    'Statement method': 'Online',
    'Pending withdrawal': '2',
  });
  expect(await actionLinks(page)).toContain(
    `Make a withdrawal -> /make-withdrawal/${accountKeyToHex('ACC-34000011')}`,
  );
  const chooser = page.getByLabel('Choose another account');
  await expect(chooser.locator('option')).toHaveText([
    'Select an account',
    '34000011 - £8,426.19',
    /^34000088 - £[\d,]+\.\d\d$/,
  ]);
  await expect(chooser).toHaveValue(accountKeyToHex('ACC-34000011'));
  await checkA11y(page, 'easy access summary with chooser');

  await chooser.selectOption('');
  await page.getByRole('button', { name: 'View account' }).click();
  await expect(page).toHaveURL(`${details('ACC-34000011')}?chooser=required`);
  await expect(page).toHaveTitle(/^Error: Summary - Everyday Saver - /);
  const summary = page.locator('.govuk-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Please select your account' })).toHaveAttribute(
    'href',
    '#account',
  );
  await expect(page.locator('#account-error')).toContainText('Please select your account');
  await checkA11y(page, 'account chooser error');

  await page.getByLabel('Choose another account').selectOption(accountKeyToHex('ACC-34000088'));
  await page.getByRole('button', { name: 'View account' }).click();
  await expect(page).toHaveURL(details('ACC-34000088'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rainy Day Saver');
  await expect(page.locator('.govuk-error-summary')).toHaveCount(0);
});

test('notice summary: notice period and notices on account', async ({ page }) => {
  await signedIn(page);
  await page.goto(details('ACC-30219864'));
  expect(await summaryRows(page)).toMatchObject({
    Balance: '£25,000.00',
    Rate: '4.15% Gross Yearly',
    'Statement method': 'Post',
    'Notice period (days)': '95',
    'Notices on account': '1',
  });
  const id = accountKeyToHex('ACC-30219864');
  expect(await actionLinks(page)).toContain(`Give notice to withdraw -> /notice-to-withdraw/${id}`);
  await expect(page.getByLabel('Choose another account')).toHaveCount(0);
  await checkA11y(page, 'notice summary');
});
