import type { Locator } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures.ts';
import { signedIn } from './pages/sign-in.ts';

// Organisation details (spec 1 §2, §3 "Organisation"): a read-only card per organisation, from My Details.

async function rowsOf(card: Locator): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const row of await card.locator('.govuk-summary-list__row').all()) {
    const key = (await row.locator('dt').innerText()).trim();
    rows[key] = (await row.locator('dd').innerText()).trim().replace(/\s*\n\s*/g, ', ');
  }
  return rows;
}

test('shows the details held for each organisation, and goes back to the accounts', async ({ page }) => {
  await signedIn(page);
  await page.goto('/services');
  await expect(page).toHaveURL(/\/services\/index$/);
  await page.getByRole('link', { name: 'Organisation details' }).click();
  await expect(page).toHaveURL(/\/update-organisation-details\/retrieve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisation details');

  const alex = page
    .locator('.govuk-summary-card')
    .filter({ has: page.getByRole('heading', { name: 'Alex Saver' }) });
  expect(await rowsOf(alex)).toEqual({
    'Correspondence address': '14 Albion Place, City Centre, Leeds, West Yorkshire, LS1 4DT',
    'Landline telephone': '0113 496 0123',
    'Mobile telephone': '07700 900123',
    Email: 'alex.saver@example.com',
    'Marketing by email': 'Yes',
    'Marketing by telephone': 'No',
    'Marketing by post': 'Yes',
  });
  const company = page
    .locator('.govuk-summary-card')
    .filter({ has: page.getByRole('heading', { name: 'Saver & Co Ltd' }) });
  await expect(company).toContainText("Sorry - we don't have a record of your contact preferences");
  await expect(page.getByRole('complementary', { name: 'Need help?' })).toContainText('Need help?');
  await checkA11y(page, 'organisation details');

  await page.getByRole('link', { name: 'Back to Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
});
