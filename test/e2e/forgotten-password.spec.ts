import { checkA11y, expect, pressContinue, test } from './fixtures.ts';
import { submitPersonalDetails } from './pages/forgotten-password.ts';
import { passChallenge } from './pages/two-factor.ts';

// Forgotten password through two-factor to success (spec 1 §2, §4, §5; spec 2 §4): personal details, a passcode,
// new security details, signed in, Continue to the accounts. The journey needs no old credentials, so it can run
// again on the same sandbox; each project has its own customer.

type Person = {
  firstname: string;
  lastname: string;
  dob: [string, string, string];
  postcode: string;
  accountNumber: string;
  mobile: string;
  name: string;
};

const PEOPLE: Record<'js' | 'nojs', Person> = {
  js: {
    firstname: 'Fred',
    lastname: 'Forgetful',
    dob: ['9', '1', '1958'],
    postcode: 'EX1 1HS',
    accountNumber: '32552248',
    mobile: '07700 900408',
    name: 'Fred Forgetful',
  },
  nojs: {
    firstname: 'Fay',
    lastname: 'Forgetful',
    dob: ['17', '10', '1962'],
    postcode: 'EX4 3SR',
    accountNumber: '32552259',
    mobile: '07700 900409',
    name: 'Fay Forgetful',
  },
};

test('resets the password and memorable number through two-factor, signed in at the end', async ({
  page,
}, testInfo) => {
  const person = PEOPLE[testInfo.project.name === 'nojs' ? 'nojs' : 'js'];
  await page.goto('/sign-in/step-1');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/forgotten-password\/retrieve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten your password?');
  await expect(page.getByRole('complementary', { name: 'Need help?' })).toContainText('Need help?');
  await checkA11y(page, 'forgotten password: personal details');

  await pressContinue(page);
  await expect(page.getByRole('alert')).toContainText('There are 5 errors in this form:');
  await expect(page).toHaveTitle(/^Error: Forgotten your password\? - /);
  await checkA11y(page, 'forgotten password: personal details with errors');

  await submitPersonalDetails(page, person);
  await passChallenge(page, person.mobile);

  await expect(page).toHaveURL(/\/forgotten-password\/retrieve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your new security details');
  await checkA11y(page, 'forgotten password: security');
  await page.getByLabel(/^Password/).fill('Heather-Moor-42!');
  await page.getByLabel(/^Confirm password/).fill('Heather-Moor-43!');
  await page.getByLabel(/^Memorable number/).fill('582039');
  await page.getByLabel(/^Confirm memorable number/).fill('582039');
  await pressContinue(page);
  await expect(
    page
      .getByRole('alert')
      .getByRole('link', { name: 'Your passwords do not match. Please check and try again.' }),
  ).toBeVisible();
  await checkA11y(page, 'forgotten password: security with errors');

  await page.getByLabel(/^Password/).fill('Heather-Moor-42!');
  await page.getByLabel(/^Confirm password/).fill('Heather-Moor-42!');
  await page.getByLabel(/^Memorable number/).fill('582039');
  await page.getByLabel(/^Confirm memorable number/).fill('582039');
  await pressContinue(page);

  await expect(page).toHaveURL(/\/forgotten-password\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security details reset');
  await expect(page.getByRole('banner')).toContainText(`Hi ${person.name}`);
  await checkA11y(page, 'forgotten password: success');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
  await expect(page.getByRole('banner')).toContainText(`Hi ${person.name}`);
});
