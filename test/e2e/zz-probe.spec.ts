import { test, expect, checkA11y, signIn } from './fixtures.ts';
test('probe', async ({ page }) => {
  await page.goto('/sign-in/step-1');
  console.log(await page.title());
  await checkA11y(page, 'step1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForTimeout(1000);
  console.log(page.url(), await page.title());
  console.log(await page.locator('main').innerText());
  await checkA11y(page, 'step1 errors');
  await signIn(page);
  console.log(page.url(), await page.title());
  console.log(await page.locator('body').innerText());
});
