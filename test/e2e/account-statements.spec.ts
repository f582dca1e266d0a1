import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accountKeyToHex as hex } from '#shared/api/accounts.ts';
import { MAYA } from './env.ts';
import { checkA11y, expect, test } from './fixtures.ts';
import { signedIn } from './pages/sign-in.ts';

// The Statements tab of account details (spec 2 §2 "Statements tab", §7 getdocuments/getdocument): a checkbox per
// document display type, all ticked at first, filtering the list (a GET form without JS, at once with JS); date,
// name, type and a Download link that streams the real document; the contact note. Maya Many's 'Everyday Saver'
// has statements, tax certificates and letters; her closed 'Easy Access Saver' has documents too.

const EVERYDAY = `/accounts/details/${hex('ACC-34000011')}`;
const CLOSED = `/accounts/details/${hex('ACC-34000066')}`;
const TYPES = ['Letter', 'Statement', 'Tax certificate'];
const NOTE = "Please contact us if you would like a statement that doesn't appear here.";

async function typesListed(page: Page): Promise<string[]> {
  const cells = await page.locator('.app-documents tbody td:nth-child(3)').allInnerTexts();
  return [...new Set(cells.map((cell) => cell.trim()))].sort();
}

async function applyFilter(page: Page, javaScriptEnabled: boolean): Promise<void> {
  // With JS the list follows the boxes at once; the button works in both.
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filter' }).click();
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, MAYA);
});

test('lists every document with a box per type, all ticked, and filters by type', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`${EVERYDAY}/statements`);
  await expect(page).toHaveTitle(/^Statements - Everyday Saver - /);
  await expect(page.getByRole('link', { name: 'Statements', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const filter = page.getByRole('group', { name: 'Show documents of type' });
  await expect(filter.getByRole('checkbox')).toHaveCount(TYPES.length);
  for (const type of TYPES) await expect(filter.getByRole('checkbox', { name: type })).toBeChecked();
  expect(await typesListed(page)).toEqual(TYPES);
  const firstRow = page.locator('.app-documents tbody tr').first();
  await expect(firstRow.locator('td').first()).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  await expect(firstRow.getByRole('link', { name: /^Download / })).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await checkA11y(page, 'statements, every type');

  await filter.getByRole('checkbox', { name: 'Letter' }).uncheck();
  await filter.getByRole('checkbox', { name: 'Tax certificate' }).uncheck();
  await applyFilter(page, javaScriptEnabled);
  await expect.poll(() => typesListed(page)).toEqual(['Statement']);
  if (!javaScriptEnabled) await expect(page).toHaveURL(/filter=1&type=Statement$/);
  await expect(filter.getByRole('checkbox', { name: 'Letter' })).not.toBeChecked();
  await checkA11y(page, 'statements, statements only');

  await filter.getByRole('checkbox', { name: 'Statement' }).uncheck();
  await applyFilter(page, javaScriptEnabled);
  await expect(page.getByText('No documents match the types you ticked.')).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await checkA11y(page, 'statements, nothing ticked');

  // The button submits the boxes in both projects (a shareable URL).
  await filter.getByRole('checkbox', { name: 'Letter' }).check();
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/filter=1&type=Letter$/);
  expect(await typesListed(page)).toEqual(['Letter']);
});

test('downloads a real PDF statement', async ({ page }) => {
  await page.goto(`${EVERYDAY}/statements`);
  const row = page
    .locator('.app-documents tbody tr')
    .filter({ has: page.locator('td:nth-child(3)', { hasText: /^Statement$/ }) })
    .first();
  const name = (await row.locator('td').nth(1).innerText()).trim();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  // The statement is this account's: its number is in the document's text.
  expect(bytes.toString('latin1')).toContain('34000011');
});

test('shows only the Statements tab of a closed account', async ({ page }) => {
  await page.goto(`${CLOSED}`);
  await expect(page).toHaveURL(new RegExp(`${CLOSED}/statements$`));
  await expect(page.getByRole('link', { name: 'Summary', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Transactions', exact: true })).toHaveCount(0);
  await expect(page.locator('.app-documents tbody tr')).not.toHaveCount(0);
  await checkA11y(page, 'statements of a closed account');
});

test('reflows at 320 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${EVERYDAY}/statements`);
  await expect(page.locator('.app-documents')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkA11y(page, 'statements at 320 px');
});

test('says so when an account has no documents', async ({ page }) => {
  // Maya's 'Business Loan' has no documents in the sandbox.
  await page.goto(`/accounts/details/${hex('ACC-34000077')}/statements`);
  await expect(page.getByText('There are no statements or documents for this account.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show documents of type' })).toHaveCount(0);
  await expect(page.getByText(NOTE)).toBeVisible();
  await checkA11y(page, 'statements, none held');
});
