import type { Page } from '@playwright/test';
import { addDays, formatDate, londonToday } from '#shared/domain/dates.ts';
import { accountKeyToHex as hex } from '#shared/api/accounts.ts';
import { EZRA, MAYA } from './env.ts';
import { expect, test } from './fixtures.ts';
import {
  card,
  cardList,
  cards,
  checkA11y,
  expectListPage,
  headings,
  summaryOf,
} from './pages/accounts-list.ts';
import { signIn } from './pages/sign-in.ts';

// The accounts list (spec 2 §2 "Accounts list screen", decision 013), with JavaScript on and off: cards by type, the
// Active/Closed and list/grid toggles and 'Filter by company' (all in the URL), the empty states and the sidebar
// link. Every state is checked with axe. The loading state, the fade and the list's own script have their own file
// (accounts-list-scripts.spec.ts).

// The account-area personas of sandbox/CUSTOMERS.md.
const day = (date: string) => formatDate(date, 'DD MMM YYYY');

/** Sets a marker on the window: it survives client-side navigation and disappears with a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = 'same document';
  });
}
async function sameDocument(page: Page): Promise<boolean> {
  return (
    (await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)) === 'same document'
  );
}

test.describe('demo.saver (three active accounts, two companies)', () => {
  test('shows a card per account by type, with the controls and the sidebar link', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/accounts\/list$/);
    await expectListPage(page);
    expect(await headings(page)).toEqual([
      'Easy Access Saver',
      '95 Day Notice Account',
      '2 Year Fixed Rate Bond',
    ]);

    const easy = card(page, 'Easy Access Saver');
    expect(await summaryOf(easy)).toEqual({
      'Account number': '30187452',
      'Sort code': '40-12-34',
      Company: 'Alex Saver',
      Balance: '£12,345.67',
    });
    await expect(easy.getByRole('heading', { level: 3, name: 'Latest transactions' })).toBeVisible();
    await expect(
      easy.getByRole('link', { name: 'Account details for Easy Access Saver, account 30187452' }),
    ).toHaveAttribute('href', `/accounts/details/${hex('ACC-30187452')}`);
    await expect(
      easy.getByRole('link', { name: 'Withdraw from Easy Access Saver, account 30187452' }),
    ).toHaveAttribute('href', `/make-withdrawal/${hex('ACC-30187452')}`);

    const notice = card(page, '95 Day Notice Account');
    expect((await summaryOf(notice)).Balance).toBe('£25,000.00');
    await expect(
      notice.getByRole('link', { name: 'Give notice on 95 Day Notice Account, account 30219864' }),
    ).toHaveAttribute('href', `/notice-to-withdraw/${hex('ACC-30219864')}`);
    await expect(notice.getByText('Latest transactions')).toHaveCount(0);

    const fixed = card(page, '2 Year Fixed Rate Bond');
    expect((await summaryOf(fixed)).Company).toBe('Saver & Co Ltd');
    await expect(fixed).toContainText('Matures on 02 Jun 2027');
    await expect(fixed.getByRole('link')).toHaveCount(1);
    await expect(fixed.getByRole('link')).toHaveText(
      'Account details for 2 Year Fixed Rate Bond, account 30456021',
    );

    // Nothing closed: no Active/Closed toggle. Three cards: list or grid. Two companies to filter by.
    await expect(page.getByRole('link', { name: 'Closed accounts' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: 'Grid view' })).not.toHaveAttribute('aria-current', /.*/);
    const company = page.getByRole('combobox', { name: 'Filter by company' });
    await expect(company.getByRole('option')).toHaveText(['All companies', 'Alex Saver', 'Saver & Co Ltd']);
    await expect(company).toHaveValue('');

    const sidebar = page.getByRole('complementary', { name: 'Missing an account?' });
    await expect(sidebar.getByRole('link', { name: 'Add a missing account' })).toHaveAttribute(
      'href',
      '/messaging-twoway/',
    );
    await checkA11y(page, 'accounts list');
  });

  test('switches to grid and back through the URL', async ({ page, javaScriptEnabled }) => {
    await signIn(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'Grid view' }).click();
    await expect(page).toHaveURL(/\/accounts\/list\?mode=grid$/);
    await expect(page.getByRole('link', { name: 'Grid view' })).toHaveAttribute('aria-current', 'true');
    await expect(cardList(page)).toHaveCSS('display', 'grid');
    const boxes = await Promise.all([0, 1].map(async (i) => (await cards(page).nth(i).boundingBox())!));
    expect(boxes[0]!.y).toBe(boxes[1]!.y); // side by side
    expect(await headings(page)).toHaveLength(3);
    await checkA11y(page, 'accounts list, grid');
    expect(await sameDocument(page)).toBe(javaScriptEnabled);

    await page.getByRole('link', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\/accounts\/list$/);
    await expect(cardList(page)).toHaveCSS('display', 'block');
  });

  test('filters by company with the button (not on change), and clears the filter', async ({ page }) => {
    await signIn(page);
    await page.goto('/accounts/list?mode=grid');
    await markDocument(page);
    const company = page.getByRole('combobox', { name: 'Filter by company' });
    await company.selectOption('Saver & Co Ltd');
    // Choosing an option changes nothing by itself (WCAG 3.2.2).
    await expect(page).toHaveURL(/\/accounts\/list\?mode=grid$/);
    expect(await headings(page)).toHaveLength(3);

    await page.getByRole('button', { name: 'Apply filter' }).click();
    await expect(page).toHaveURL(/\/accounts\/list\?mode=grid&company=Saver\+%26\+Co\+Ltd$/);
    expect(await headings(page)).toEqual(['2 Year Fixed Rate Bond']);
    await expect(page.getByRole('combobox', { name: 'Filter by company' })).toHaveValue('Saver & Co Ltd');
    // One card: list mode, and no list/grid toggle.
    await expect(page.getByRole('link', { name: 'Grid view' })).toHaveCount(0);
    await expect(cardList(page)).toHaveCSS('display', 'block');
    await checkA11y(page, 'accounts list, filtered by company');
    // Loaded as a document, the list ships no React (decision 034): its form is a page load with JavaScript too.
    expect(await sameDocument(page)).toBe(false);

    await page.getByRole('link', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL(/\/accounts\/list\?mode=grid$/);
    expect(await headings(page)).toHaveLength(3);
    await expect(page.getByRole('combobox', { name: 'Filter by company' })).toHaveValue('');
  });

  test('Closed with nothing closed: the empty state, and the way back to Active', async ({ page }) => {
    await signIn(page);
    await page.goto('/accounts/list?status=Closed');
    await expectListPage(page);
    await expect(page.getByRole('main')).toContainText('There are no Closed accounts to view');
    await expect(page.getByRole('link', { name: 'Closed accounts' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('combobox', { name: 'Filter by company' })).toHaveCount(0);
    await checkA11y(page, 'accounts list, no closed accounts');
    await page.getByRole('link', { name: 'Active accounts' }).click();
    await expect(page).toHaveURL(/\/accounts\/list$/);
    expect(await headings(page)).toHaveLength(3);
  });

  test('at 320 px wide: list mode, no mode toggle, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page);
    await page.goto('/accounts/list?mode=grid');
    await expect(page.getByRole('link', { name: 'Grid view' })).toBeHidden();
    await expect(cardList(page)).toHaveCSS('display', 'block');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await checkA11y(page, 'accounts list at 320 px');
  });
});

test.describe('maya.many (every account type and status, three companies)', () => {
  test('shows each card by its type', async ({ page }) => {
    await signIn(page, MAYA);
    await expectListPage(page);
    expect(await headings(page)).toEqual([
      'Everyday Saver',
      '30 Day Notice Account',
      '1 Year Fixed Rate Bond',
      '18 Month Fixed Rate Bond',
      '3 Year Fixed Rate Bond',
      'Business Loan',
      'Rainy Day Saver',
    ]);
    const today = londonToday();

    // Easy access: the latest 3 booked transactions (date, amount), newest first; the pending ones are hidden.
    const everyday = card(page, 'Everyday Saver');
    const table = everyday.getByRole('table', { name: 'Latest transactions' });
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Amount']);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByRole('cell').first()).toHaveText(day(today));
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText(day(addDays(today, -1)));
    await expect(table).not.toContainText('£250.00');
    await expect(table).not.toContainText('£75.50');
    await expect(card(page, 'Rainy Day Saver')).toContainText('Nothing in or out in the last month');

    await expect(card(page, '1 Year Fixed Rate Bond')).toContainText(`Matures on ${day(today)}`);
    await expect(card(page, '18 Month Fixed Rate Bond')).toContainText(
      `Matures on ${day(addDays(today, 10))}`,
    );
    await expect(
      card(page, '30 Day Notice Account').getByRole('link', {
        name: /^Give notice on 30 Day Notice Account/,
      }),
    ).toHaveAttribute('href', `/notice-to-withdraw/${hex('ACC-34000022')}`);

    const loan = card(page, 'Business Loan');
    await expect(loan.locator('.govuk-warning-text')).toHaveText(/Warning\s+Account type Loan not supported/);
    expect(await summaryOf(loan)).toEqual({
      'Account number': '34000077',
      'Sort code': '40-12-34',
      Company: 'Many Hands Ltd',
    });
    await expect(loan.getByRole('link')).toHaveCount(1);

    await expect(page.getByRole('link', { name: 'Active accounts' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('combobox', { name: 'Filter by company' }).getByRole('option')).toHaveText([
      'All companies',
      'Maya Many',
      'Many Hands Ltd',
    ]);
    await checkA11y(page, 'accounts list, every account type');

    await page.getByRole('link', { name: 'Grid view' }).click();
    await expect(cardList(page)).toHaveCSS('display', 'grid');
    await checkA11y(page, 'accounts list, every account type, grid');
  });

  test('shows the closed account, and switching to Active clears its company', async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page, MAYA);
    await markDocument(page);
    await page.getByRole('link', { name: 'Closed accounts' }).click();
    await expect(page).toHaveURL(/\/accounts\/list\?status=Closed$/);
    expect(await headings(page, 'Closed')).toEqual(['Closed account 34000066']);
    const closed = cards(page, 'Closed');
    expect(await summaryOf(closed)).toEqual({
      'Account number': '34000066',
      'Sort code': '40-12-34',
      Company: 'Old Mill Trust',
      Opened: '01 May 2019',
      Closed: '30 Aug 2024',
    });
    await expect(closed).not.toContainText('Balance');
    await expect(closed).not.toContainText('Easy Access Saver');
    await expect(closed.getByRole('link')).toHaveText(['Account details for closed account 34000066']);
    await expect(page.getByRole('link', { name: 'Grid view' })).toHaveCount(0);
    await checkA11y(page, 'accounts list, closed');

    await page.getByRole('combobox', { name: 'Filter by company' }).selectOption('Old Mill Trust');
    await page.getByRole('button', { name: 'Apply filter' }).click();
    await expect(page).toHaveURL(/\/accounts\/list\?status=Closed&company=Old\+Mill\+Trust$/);
    await expect(page.getByRole('combobox', { name: 'Filter by company' })).toHaveValue('Old Mill Trust');
    await checkA11y(page, 'accounts list, closed, filtered by company');

    // Old Mill Trust has no active account: the filter is cleared.
    await page.getByRole('link', { name: 'Active accounts' }).click();
    await expect(page).toHaveURL(/\/accounts\/list$/);
    await expect(page.getByRole('combobox', { name: 'Filter by company' })).toHaveValue('');
    expect(await headings(page)).toHaveLength(7);
    expect(await sameDocument(page)).toBe(javaScriptEnabled);
  });
});

test('ezra.empty (no accounts) sees the empty states', async ({ page }) => {
  await signIn(page, EZRA);
  await expect(page).toHaveURL(/\/accounts\/list$/);
  await expectListPage(page);
  await expect(page.getByRole('main')).toContainText('There are no Active accounts to view');
  await expect(page.getByRole('link', { name: 'Closed accounts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Grid view' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Filter by company' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add a missing account' })).toBeVisible();
  await checkA11y(page, 'accounts list, no accounts');
  await page.goto('/accounts/list?status=Closed');
  await expect(page.getByRole('main')).toContainText('There are no Closed accounts to view');
  await checkA11y(page, 'accounts list, no accounts, closed');
});
