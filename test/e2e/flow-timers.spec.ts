import { checkA11y, expect, JS_ONLY, test } from './fixtures.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { DEMO, MEL } from '../helpers/customers.ts';
import { ALEX_MOBILE, startChallenge } from './pages/forgotten-password.ts';
import { submitStep1, submitStep2 } from './pages/sign-in.ts';
import { passChallenge } from './pages/two-factor.ts';

// The flow timers of the anonymous flows (decision 032) and sign-in step 2's CredentialBlocked. The browser's clock
// is moved on with Playwright's clock API; where the server must agree that time is up, the test runs its own
// portal whose clock the test moves too. Never a real wait.

const SIGN_IN_TIMEOUT =
  'You have taken too long to complete the sign in process. You will be returned to the first sign in page.';

test('sign-in step 2 CredentialBlocked: its message and the Home button', async ({ page }) => {
  await page.goto('/sign-in/step-1');
  await submitStep1(page, MEL);
  await expect(page).toHaveURL(/\/sign-in\/step-2$/);
  await submitStep2(page, MEL.memorableNumber);
  await expect(page).toHaveURL(/\/sign-in\/step-2$/);
  await expect(page).toHaveTitle(/^Error: Enter your memorable number - /);
  await expect(page.getByRole('alert')).toContainText(
    'You have reached the maximum number of failed attempts and your access has been blocked. Please contact our helpline.',
  );
  await expect(page.locator('main').getByRole('button', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await checkA11y(page, 'sign-in step 2, credential blocked');
});

test(
  'the forgotten-password security step warns in its last minute; No goes back to step 1',
  JS_ONLY,
  async ({ page }) => {
    // Alex Saver's reset, never completed: nothing changes at the bank.
    await page.clock.install();
    await startChallenge(page);
    await passChallenge(page, ALEX_MOBILE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your new security details');

    const dialog = page.getByRole('dialog', { name: 'This page is about to time out' });
    await page.clock.runFor('13:50');
    await expect(dialog).toBeHidden();
    await page.clock.runFor('00:20');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      /For security reasons, this page will timeout in \d+ seconds\. Would you like more time\?/,
    );
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten your password?');
  },
);

test.describe('the page timer runs out', JS_ONLY, () => {
  let portal: TestPortal;
  let offset = 0;
  test.beforeAll(async () => {
    portal = await startTestPortal({}, { now: () => Date.now() + offset });
  });
  test.afterAll(async () => {
    await portal?.close();
  });

  test('sign-in step 2: back to step 1 with the spec message', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${portal.url}/sign-in/step-1`);
    await submitStep1(page, DEMO);
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
    const dialog = page.getByRole('dialog', { name: 'This page is about to time out' });
    await page.clock.runFor('14:10');
    await expect(dialog).toBeVisible();
    // The portal's clock moves on with the page's: the flow has timed out when the page's timer sends it back.
    offset = portal.config.flowTimeoutMinutes * 60_000;
    await page.clock.runFor('01:00');
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);
    await expect(page.getByRole('status')).toHaveText(SIGN_IN_TIMEOUT);
    await expect(dialog).toHaveCount(0);
  });
});
