import { test, expect, checkA11y, signIn } from './fixtures.ts';
test('probe', async ({ page }) => {
  await page.goto('/sign-in/step-1');
  console.log(await page.title(), await page.locator('body').getAttribute('class'));
  await checkA11y(page, 'step1');
  console.log(await page.title(), await page.locator('body').getAttribute('class'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForTimeout(1000);
  console.log(page.url(), await page.title(), await page.locator('body').getAttribute('class'));
  console.log(await page.locator('main').innerText());
  await checkA11y(page, 'step1 errors');
  await signIn(page);
  console.log(page.url(), await page.title());
});
