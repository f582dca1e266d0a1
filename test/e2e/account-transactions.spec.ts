import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accountKeyToHex as hex } from '#shared/api/accounts.ts';
import { MAYA } from './env.ts';
import { checkA11y, expect, JS_ONLY, test } from './fixtures.ts';
import { signedIn } from './pages/sign-in.ts';

// The Transactions tab of account details (spec 2 §2 "Transactions tab", §4, §5 "Date range", §9): day groups,
// sort, show older, the date-range form and its messages, the CSV download, print, reflow at 320 px, the historic
// interest rates. Maya Many's 'Everyday Saver' has transactions today, yesterday and back 3 years, and 2 pending.

const EVERYDAY = `/accounts/details/${hex('ACC-34000011')}`;
const CLOSED = `/accounts/details/${hex('ACC-34000066')}`;
const DAY_HEADING = /^(Today|Yesterday|\d{2} [A-Z][a-z]{2} \d{4})$/;
const MONEY = /^-?£[\d,]+\.\d{2}$/;

async function dayHeadings(page: Page): Promise<string[]> {
  return (await page.locator('.app-transactions__day-heading').allInnerTexts()).map((text) => text.trim());
}

async function rowCount(page: Page): Promise<number> {
  return page.locator('.app-transactions tbody tr').count();
}

async function fillRange(page: Page, start: [string, string, string], end: [string, string, string]) {
  for (const [legend, [day, month, year]] of [
    ['Start date', start],
    ['End date', end],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Day').fill(day);
    await group.getByLabel('Month').fill(month);
    await group.getByLabel('Year').fill(year);
  }
  await page.getByRole('button', { name: 'Update' }).click();
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, MAYA);
});

test('lists the latest transactions by day, newest first, with sort and show older', async ({ page }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  await expect(page).toHaveTitle(/^Transactions - Everyday Saver - /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Everyday Saver');
  await expect(page.getByRole('link', { name: 'Transactions', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const headings = await dayHeadings(page);
  expect(headings.slice(0, 2)).toEqual(['Today', 'Yesterday']);
  for (const heading of headings) expect(heading).toMatch(DAY_HEADING);
  const count = await rowCount(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(20);
  const firstRow = page.locator('.app-transactions tbody tr').first();
  await expect(firstRow.locator('.app-transactions__badge')).toHaveAttribute('aria-hidden', 'true');
  expect((await firstRow.locator('td').nth(1).innerText()).trim()).toMatch(MONEY);
  expect((await firstRow.locator('td').nth(2).innerText()).trim()).toMatch(MONEY);
  // The default range is the last 2 years up to today (spec 2 §4), shown in the form.
  const start = page.getByRole('group', { name: 'Start date' });
  const today = new Date();
  await expect(start.getByLabel('Year')).toHaveValue(String(today.getUTCFullYear() - 2));
  await expect(page.getByText('There are no transactions available')).toHaveCount(0);
  await checkA11y(page, 'transactions, newest first');

  await page.getByRole('link', { name: 'Sort by date, oldest first' }).click();
  await expect(page).toHaveURL(/[?&]sort=asc/);
  const ascending = await dayHeadings(page);
  expect(ascending.at(-1)).toBe('Today');
  expect(ascending.at(-2)).toBe('Yesterday');
  await expect(page.getByRole('status').filter({ hasText: 'sorted by date, oldest first.' })).toBeVisible();
  await checkA11y(page, 'transactions, oldest first');

  await page.getByRole('link', { name: 'Sort by date, newest first' }).click();
  await expect(page).toHaveURL(/[?&]sort=desc/);
  await page.getByRole('link', { name: 'SHOW OLDER TRANSACTIONS' }).click();
  await expect(page).toHaveURL(/[?&]count=1/);
  await expect.poll(() => rowCount(page)).toBeGreaterThan(20);
  expect(await rowCount(page)).toBeLessThanOrEqual(40);
  // 6 × (0 + 1) + 24 = 30 months back.
  const back = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 30, 1));
  await expect(start.getByLabel('Year')).toHaveValue(String(back.getUTCFullYear()));
  await checkA11y(page, 'transactions, show older once');

  await page.getByRole('link', { name: 'SHOW OLDER TRANSACTIONS' }).click();
  await expect(page).toHaveURL(/[?&]count=2/);
  await expect.poll(() => rowCount(page)).toBeGreaterThan(40);
  await expect(page.getByRole('link', { name: 'BACK TO TOP' })).toHaveAttribute('href', '#main-content');
});

test(
  'sorting and showing older keep focus on the control used, without jumping to the top',
  JS_ONLY,
  async ({ page }) => {
    await page.goto(`${EVERYDAY}/transactions`);
    const older = page.getByRole('link', { name: 'SHOW OLDER TRANSACTIONS' });
    await older.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]count=1/);
    await expect(older).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const sort = page.getByRole('link', { name: 'Sort by date, oldest first' });
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]sort=asc/);
    await expect(page.getByRole('link', { name: 'Sort by date, newest first' })).toBeFocused();
  },
);

test('hides pending transactions', async ({ page }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  // Today's two pending withdrawals of £250.00 and £75.50 (sandbox seed) are never listed; a pending row has no
  // balance, and every listed row has one.
  const today = page
    .locator('.app-transactions__day')
    .filter({ has: page.getByRole('heading', { name: 'Today' }) });
  await expect(today.locator('tbody tr')).not.toHaveCount(0);
  await expect(today).not.toContainText('-£250.00');
  await expect(today).not.toContainText('-£75.50');
  await expect(page.locator('.app-transactions')).not.toContainText('Not available');
});

test('checks the date range with the spec messages and keeps what was typed', async ({ page }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  await fillRange(page, ['', '', ''], ['', '', '']);
  await expect(page).toHaveTitle(/^Error: Transactions - Everyday Saver - /);
  const summary = page.locator('.govuk-error-summary');
  await expect(summary.getByRole('link')).toHaveText([
    'Please select a start date',
    'Please select an end date',
  ]);
  await expect(summary.getByRole('link').first()).toHaveAttribute('href', '#start-day');
  await checkA11y(page, 'date range, both missing');

  await fillRange(page, ['31', '2', '2026'], ['1', '13', '2026']);
  await expect(summary.getByRole('link')).toHaveText([
    'Please select a valid start date',
    'Please select a valid end date',
  ]);
  const start = page.getByRole('group', { name: 'Start date' });
  await expect(start.getByLabel('Day')).toHaveValue('31');
  await expect(page.getByRole('group', { name: 'End date' }).getByLabel('Month')).toHaveValue('13');
  await checkA11y(page, 'date range, invalid dates');

  await fillRange(page, ['2', '3', '2025'], ['1', '3', '2025']);
  await expect(summary.getByRole('link')).toHaveText([
    'Start date must be less than or equal to the end date',
    'End date must be greater than or equal to the start date.',
  ]);
  await expect(summary.getByRole('link').nth(1)).toHaveAttribute('href', '#end-day');
  await checkA11y(page, 'date range, start after end');

  // A range with nothing in it.
  await fillRange(page, ['1', '1', '2001'], ['31', '1', '2001']);
  await expect(page).toHaveTitle(/^Transactions - Everyday Saver - /);
  await expect(page.getByText('There are no transactions available')).toBeVisible();
  await checkA11y(page, 'transactions, empty range');
});

test('lists a chosen range only', async ({ page }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  const lastYear = new Date().getUTCFullYear() - 1;
  await fillRange(page, ['1', '3', String(lastYear)], ['30', '4', String(lastYear)]);
  await expect(page).toHaveURL(/start\.day=1&start\.month=3/);
  const headings = await dayHeadings(page);
  expect(headings.length).toBeGreaterThan(0);
  for (const heading of headings) expect(heading).toMatch(new RegExp(`^\\d{2} (Mar|Apr) ${lastYear}$`));
});

test('exports the transactions as a CSV download', async ({ page }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  const shownDescriptions = await page.locator('.app-transactions__description').allInnerTexts();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Everyday Saver Latest transactions.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Everyday Saver,Exported \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
  expect(lines[1]).toBe('Date,Description,Amount,Balance');
  expect(lines.length).toBeGreaterThan(2 + 20); // every transaction of the 2 years, not only the page
  for (const line of lines.slice(2))
    expect(line).toMatch(/^\d{2}\/\d{2}\/\d{4},.+,-?\d+\.\d{2},-?\d+(\.\d{2})?$/);
  expect(csv).not.toMatch(/pending/i);
  // The list's rows are the newest of the export.
  const first = shownDescriptions[0]?.replace(/^\S\s*/, '').trim() ?? '';
  expect(lines[2]).toContain(first);

  const lastYear = new Date().getUTCFullYear() - 1;
  await fillRange(page, ['1', '3', String(lastYear)], ['30', '4', String(lastYear)]);
  await expect(page).toHaveURL(/start\.day=1/);
  const [ranged] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export as CSV' }).click(),
  ]);
  expect(ranged.suggestedFilename()).toBe(`Everyday Saver ${lastYear}-03-01 to ${lastYear}-04-30.csv`);
  const rangedLines = (await readFile(await ranged.path(), 'utf8')).trimEnd().split('\r\n').slice(2);
  expect(rangedLines.length).toBeGreaterThan(0);
  for (const line of rangedLines) expect(line).toMatch(new RegExp(`^\\d{2}/0[34]/${lastYear},`));
});

test('shows the historic interest rates with Present for the current rate', async ({ page }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  const section = page.getByRole('region', { name: 'Historic Interest Rates' });
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Historic Interest Rates');
  const rows = section.locator('tbody tr');
  await expect(rows.first().locator('td').first()).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4} to Present$/);
  for (const rate of await rows.locator('td:nth-child(2)').allInnerTexts())
    expect(rate.trim()).toMatch(/^\d+\.\d{2}%$/);
});

test('reflows at 320 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${EVERYDAY}/transactions`);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page, 'transactions at 320 px');
});

test('prints only the account heading and the transactions', async ({ page }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Summary' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Actions', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Update' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Historic Interest Rates' })).toBeHidden();
});

test('offers a Print button only with JavaScript', async ({ page, javaScriptEnabled }) => {
  await page.goto(`${EVERYDAY}/transactions`);
  await expect(page.getByRole('link', { name: 'Export as CSV' })).toBeVisible();
  if (!javaScriptEnabled) {
    // Without JavaScript the browser's own Print uses the same print stylesheet.
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    return;
  }
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('sends a closed account to its statements', async ({ page }) => {
  await page.goto(`${CLOSED}/transactions`);
  await expect(page).toHaveURL(new RegExp(`${CLOSED}/statements$`));
});
