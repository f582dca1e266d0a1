import type { Locator, Page } from '@playwright/test';
import { checkA11y as axe, expect } from '../fixtures.ts';

// The accounts list page (spec 2 §2 "Accounts list screen") as its specs read it: its cards by status, each card's
// summary, the page's title and heading, and axe once the cards are still.

const BANK = 'Northmoor Savings';

/** An account card's summary list as the customer reads it. */
export async function summaryOf(card: Locator): Promise<Record<string, string>> {
  const terms = await card.getByRole('term').allInnerTexts();
  const values = await card.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, i) => [term.trim(), (values[i] ?? '').trim()]));
}

export const cardList = (page: Page, status: 'Active' | 'Closed' = 'Active') =>
  page.getByRole('list', { name: `${status} accounts` });
export const cards = (page: Page, status: 'Active' | 'Closed' = 'Active') =>
  cardList(page, status).getByRole('listitem');
export const card = (page: Page, heading: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
export const headings = (page: Page, status: 'Active' | 'Closed' = 'Active') =>
  cards(page, status).getByRole('heading', { level: 2 }).allInnerTexts();

export async function expectListPage(page: Page) {
  await expect(page).toHaveTitle(`Accounts - ${BANK}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
}

/** axe once the cards have faded back in (mid-fade, text is faint and fails colour contrast, as it should). */
export async function checkA11y(page: Page, label: string) {
  const list = page.locator('.app-account-cards');
  if ((await list.count()) > 0) await expect(list).toHaveCSS('opacity', '1');
  await axe(page, label);
}
