import { DEMO } from './env.ts';
import { expect, JS_ONLY, test, waitForHydratedForm } from './fixtures.ts';
import { digitFor, SignInPage } from './pages/sign-in.ts';

// Sign-in step 2 with JavaScript: the digits a customer types the moment the step appears are the digits sent.

test('digits typed into step 2 as soon as it appears are kept and sent', JS_ONLY, async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await waitForHydratedForm(page, 'form[action="/sign-in/step-1"]');
  await signIn.submitStep1(DEMO);
  for (let i = 0; i < 3; i++) {
    const input = page.locator(`#pin${i}`);
    // No wait for anything but the box itself: typed as a quick customer types.
    const label = await page.locator(`label[for="pin${i}"]`).textContent();
    await input.pressSequentially(digitFor(label ?? '', DEMO.memorableNumber));
  }
  for (let i = 0; i < 3; i++) await expect(page.locator(`#pin${i}`)).toHaveValue(/^\d$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/sign-in\//);
});

test(
  'digits typed into step 2 while its page is still loading are kept and sent',
  JS_ONLY,
  async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.submitStep1(DEMO);
    await signIn.expectStep2();
    // The step as a page load (a reload, or step 1 posted before its script ran): typed before the script has run.
    await page.goto('/sign-in/step-2', { waitUntil: 'commit' });
    for (let i = 0; i < 3; i++) {
      const label = await page.locator(`label[for="pin${i}"]`).textContent();
      await page.locator(`#pin${i}`).pressSequentially(digitFor(label ?? '', DEMO.memorableNumber));
    }
    await waitForHydratedForm(page, 'form[action="/sign-in/step-2"]');
    for (let i = 0; i < 3; i++) await expect(page.locator(`#pin${i}`)).toHaveValue(/^\d$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(/\/sign-in\//);
  },
);
