import type { Person } from './pages/registration.ts';
import { REGISTRATION_TITLES } from './pages/registration.ts';
import { checkA11y, expect, test } from './fixtures.ts';
import { MSG, RUTH, on, personas } from './steps/registration.ts';

// Registration's step 1 in a browser, JavaScript on and off (spec 1 §2 "Registration", §4, §5): the required and
// format messages, the identity-check failures up to the activation code, and a registration link's token. Every
// state is checked with axe. Persons: sandbox/CUSTOMERS.md.

test.describe('registration step 1', () => {
  test('an empty form lists each required message, linked to its field', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/registration/register');
    await on(page).press('Continue');
    const summary = on(page).errorSummary;
    await expect(summary).toContainText('There are 5 errors in this form:');
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your date of birth',
      'Please enter your home postcode',
      'Please enter your account number',
    ]);
    await expect(links.nth(2)).toHaveAttribute('href', '#b_day-day');
    await expect(page).toHaveTitle(`Error: ${REGISTRATION_TITLES.STEP_1}`);
    await expect(page.getByLabel(/^First name/)).toHaveAccessibleDescription(
      'Error: Please enter your first name',
    );
    await checkA11y(page, 'registration step 1 with errors');
    if (javaScriptEnabled) {
      await links.nth(2).click();
      await expect(page.getByRole('group', { name: /^Date of birth/ }).getByLabel('Day')).toBeFocused();
    }
  });

  test('format errors: a name symbol, an under-18 date of birth, a postcode and an account number', async ({
    page,
  }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails({
      ...RUTH,
      firstname: 'R!th',
      dob: ['1', '1', String(new Date().getFullYear() - 10)],
      postcode: 'NOWHERE',
      account: '1234',
    });
    await on(page).press('Continue');
    const summary = on(page).errorSummary;
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a valid first name',
      'Please select a valid date of birth.',
      'Please enter a valid home postcode',
      'Please enter a valid account number',
    ]);
    await expect(page.getByLabel(/^First name/)).toHaveValue('R!th');
    await checkA11y(page, 'registration step 1 with format errors');
  });

  test('identity check: failed and reset three times, the warning at the 4th, the activation code at the 5th', async ({
    page,
  }, testInfo) => {
    const nobody: Person = { ...RUTH, firstname: 'Nobody', account: personas(testInfo).unknownAccount };
    await page.goto('/registration/register');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await on(page).fillPersonalDetails(nobody);
      await on(page).press('Continue');
      await expect(on(page).errorSummary.getByRole('link')).toHaveText([MSG.failed]);
      await expect(on(page).errorSummary.getByRole('link')).toHaveAttribute('href', '#firstname');
      // Reset: nothing typed is kept.
      await expect(page.getByLabel(/^First name/)).toHaveValue('');
      await expect(page.getByLabel(/^Account number/)).toHaveValue('');
    }
    await checkA11y(page, 'registration identity check failed');
    await on(page).fillPersonalDetails(nobody);
    await on(page).press('Continue');
    await expect(on(page).errorSummary.getByRole('link')).toHaveText([MSG.warning]);
    await expect(page.getByLabel(/^First name/)).toHaveValue('Nobody');
    await checkA11y(page, 'registration identity check warning');

    await on(page).press('Continue');
    await on(page).expectStep1(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('we need the activation code we sent you by post');
    await expect(page.getByLabel(/^Account number/)).toHaveValue(nobody.account);
    await checkA11y(page, 'registration activation-code stage');
    // The plain variant is not offered again.
    await page.goto('/registration/register');
    await on(page).expectStep1(true);
  });

  test('a registration link’s token prefills the account number', async ({ page }, testInfo) => {
    const { token, main } = personas(testInfo);
    await page.goto(`/registration?token=${token}`);
    await on(page).expectStep1();
    await expect(page.getByLabel(/^Account number/)).toHaveValue(main.account);
    await expect(page.getByRole('link', { name: 'Terms and Conditions (opens in new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy (opens in new tab)' })).toHaveAttribute(
      'href',
      /privacy-policy$/,
    );
    await expect(page.getByRole('main')).toContainText(
      'Continuing means you accept our Terms and Conditions (opens in new tab) and Privacy Policy (opens in new tab).',
    );
  });
});
