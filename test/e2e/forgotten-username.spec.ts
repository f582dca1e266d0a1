import type { Page } from '@playwright/test';
import { checkA11y, expect, pressContinue, test } from './fixtures.ts';
import { errorSummary, fillPersonalDetails, type Person } from './pages/identity-form.ts';

// Forgotten username in a browser, JavaScript on and off (spec 1 §2 "Forgotten username", §4, §8): the username
// found, the blocked screen, and the two messages that reset the form. Every page and state is checked with axe.
// Persons: sandbox/CUSTOMERS.md.

const BANK = 'Northmoor Savings';

const FRED: Person = {
  firstname: 'Fred',
  lastname: 'Forgetful',
  dob: ['9', '1', '1958'],
  postcode: 'EX1 1HS',
  account: '32552248',
};
const BELLA: Person = {
  firstname: 'Bella',
  lastname: 'Blocked',
  dob: ['30', '11', '1975'],
  postcode: 'B3 2PJ',
  account: '32007716',
};
const NINA: Person = {
  firstname: 'Nina',
  lastname: 'Nonsignatory',
  dob: ['5', '12', '1993'],
  postcode: 'NG1 5FS',
  account: '32330026',
};
const NED: Person = {
  firstname: 'Ned',
  lastname: 'Notallowed',
  dob: ['15', '6', '1972'],
  postcode: 'DH1 3HP',
  account: '31000024',
};

async function expectForm(page: Page) {
  await expect(page).toHaveURL(/\/forgotten-username\/retrieve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten username');
  await expect(page.getByRole('complementary', { name: 'Need help?' })).toContainText('Need help?');
}

test('finds the username: form, errors, the username with Sign in and the My Details note', async ({
  page,
}) => {
  await page.goto('/forgotten-username');
  await expectForm(page);
  await expect(page).toHaveTitle(`Forgotten username - ${BANK}`);
  await checkA11y(page, 'forgotten username');

  await pressContinue(page);
  const summary = errorSummary(page);
  await expect(summary).toContainText('There are 5 errors in this form:');
  await expect(summary.getByRole('link')).toHaveText([
    'Please enter your first name',
    'Please enter your last name',
    'Please enter your date of birth',
    'Please enter your home postcode',
    'Please enter your account number',
  ]);
  await expect(page).toHaveTitle(`Error: Forgotten username - ${BANK}`);
  await checkA11y(page, 'forgotten username with errors');

  await fillPersonalDetails(page, FRED);
  await pressContinue(page);
  await expect(page).toHaveURL(/\/forgotten-username\/retrieve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your username');
  await expect(page).toHaveTitle(`Your username - ${BANK}`);
  // Never on screen (decision 029): sent to the registered contact instead.
  await expect(page.getByRole('main')).not.toContainText('fred.forgetful');
  await expect(page.getByTestId('username-sent')).toContainText('we have sent your username');
  await expect(page.getByRole('main')).toContainText(
    'You can change your username under ‘My Details’ once you have signed in.',
  );
  await checkA11y(page, 'forgotten username sent');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\/step-1$/);
});

test('Blocked → /forgotten-username/blocked with the opening hours', async ({ page }) => {
  await page.goto('/forgotten-username/retrieve');
  await fillPersonalDetails(page, BELLA);
  await pressContinue(page);
  await expect(page).toHaveURL(/\/forgotten-username\/blocked$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');
  await expect(page).toHaveTitle(`Access denied - ${BANK}`);
  await expect(
    page.getByText('Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.'),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Need help?' })).toContainText('Need help?');
  await checkA11y(page, 'forgotten username blocked');
});

test('NonSignatory → /forgotten-username/blocked', async ({ page }) => {
  await page.goto('/forgotten-username/retrieve');
  await fillPersonalDetails(page, NINA);
  await pressContinue(page);
  await expect(page).toHaveURL(/\/forgotten-username\/blocked$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');
});

// NotRegistered and IdentifyAndVerifyFailed answer as Success does, so the page tells no one who is a
// customer (decision 029).
for (const [name, person] of [
  ['NotRegistered', NED],
  ['IdentifyAndVerifyFailed', { ...FRED, postcode: 'EX1 1HT' }],
] as const) {
  test(`${name}: the same answer as Success`, async ({ page }) => {
    await page.goto('/forgotten-username/retrieve');
    await fillPersonalDetails(page, person);
    await pressContinue(page);
    await expect(page).toHaveURL(/\/forgotten-username\/retrieve$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your username');
    await expect(page.getByTestId('username-sent')).toContainText('we have sent your username');
  });
}
