import { checkA11y, expect, test } from './fixtures.ts';
import { ALEX, BARRY, NED, SETH, THEO, UMA, on } from './steps/registration.ts';

// Registration's result screens in a browser, JavaScript on and off (spec 1 §2 "Registration", §8): each outcome of
// the identity check and of the credential setup, checked with axe. Persons: sandbox/CUSTOMERS.md.

test.describe('registration result screens', () => {
  test('Blocked → /registration/blocked, with the opening hours', async ({ page }) => {
    await page.goto('/registration');
    await on(page).expectStep1();
    await checkA11y(page, 'registration step 1');
    await on(page).fillPersonalDetails(BARRY);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/blocked', 'Registration blocked');
    await expect(
      page.getByText('Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.'),
    ).toBeVisible();
    await expect(
      page.getByText("Calls are charged at the caller's standard mobile operator rate."),
    ).toBeVisible();
    await checkA11y(page, 'registration blocked');
  });

  test('AlreadyActive → /registration/alreadyhascredentials: Sign in and I forgot my details', async ({
    page,
  }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails(ALEX);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/alreadyhascredentials', 'You are already registered');
    await checkA11y(page, 'registration already has credentials');
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await page.getByRole('link', { name: 'I forgot my details' }).click();
    await expect(page).toHaveURL(/\/forgotten-username\/retrieve$/);
  });

  test('NotAllowed → /registration/notallowed', async ({ page }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails(NED);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/notallowed', 'You cannot register for online banking');
    await checkA11y(page, 'registration not allowed');
  });

  test('NonSignatory → /registration/accessdenied', async ({ page }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails(THEO);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/accessdenied', 'You must be a signatory to register');
    await checkA11y(page, 'registration access denied');
  });

  test('setup Unsuccessful → /registration/unsuccessful, whose Try again starts again', async ({ page }) => {
    await on(page).toStep2(UMA);
    await on(page).fillSecurityDetails('uma.unsuccessful');
    await on(page).press('Register');
    await on(page).expectResult('/registration/unsuccessful', 'Registration unsuccessful');
    await expect(page.getByRole('main')).toContainText('Monday to Friday 9am to 5pm');
    await checkA11y(page, 'registration unsuccessful');
    await page.getByRole('button', { name: 'Try again' }).click();
    await on(page).expectStep1();
  });

  test('setup Blocked → /registration/blocked', async ({ page }) => {
    await on(page).toStep2(SETH);
    await on(page).fillSecurityDetails('seth.setupblocked');
    await on(page).press('Register');
    await on(page).expectResult('/registration/blocked', 'Registration blocked');
  });
});
