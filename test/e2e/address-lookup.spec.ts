import { checkA11y, expect, test } from './fixtures.ts';

// The address lookup (spec 1 §3, §4, §8) on the style guide's example page, with JavaScript on (background lookup,
// no reload) and off (a real form round trip).
test.describe('address lookup', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/styleguide/address-lookup');
    await expect(page.getByRole('heading', { level: 1, name: 'Address lookup' })).toBeVisible();
  });

  test('several addresses are chosen from a list and fill the address', async ({ page }) => {
    await page.getByLabel('Postcode to search for').fill('LS1 4DT');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(
      page.getByText('Multiple Addresses have been found please select your address.'),
    ).toBeVisible();
    await checkA11y(page, 'address lookup, several found');
    const list = page.getByLabel('Select your address');
    await list.selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByLabel('Address line 1')).toHaveValue('Albion Place');
    await expect(page.getByLabel('Town or city')).toHaveValue('LEEDS');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('heading', { name: 'Address saved' })).toBeVisible();
    await expect(page.getByText(/Albion Place, City Centre, LEEDS, LS1 4DT/)).toBeVisible();
  });

  test('a single address is selected automatically', async ({ page }) => {
    await page.getByLabel('Postcode to search for').fill('KW1 4YT');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('A single Address has been found.')).toBeVisible();
    await expect(page.getByLabel('Address line 1')).not.toHaveValue('');
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('KW1 4YT');
  });

  test('each lookup status shows its message', async ({ page }) => {
    await page.getByLabel('Postcode to search for').fill('nonsense');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('You have entered an invalid postcode format.').first()).toBeVisible();
    await checkA11y(page, 'address lookup, invalid postcode');
    await page.getByLabel('Postcode to search for').fill('N1 9ZZ');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('No Address has been found for entered Postcode.')).toBeVisible();
    await page.getByLabel('Postcode to search for').fill('ZZ99 9ZZ');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('Postcode lookup is currently unavailable.')).toBeVisible();
  });

  test('the postcode is required, and an address can be typed by hand', async ({ page }) => {
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect(page.getByText('Enter a postcode to find the address').first()).toBeVisible();
    await page.getByLabel('Address line 1').fill('1 Unlisted Lane');
    await page.getByLabel('Town or city').fill('York');
    await page.getByLabel('Postcode', { exact: true }).fill('YO1 7HH');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('heading', { name: 'Address saved' })).toBeVisible();
    await checkA11y(page, 'address lookup, saved');
  });
});
