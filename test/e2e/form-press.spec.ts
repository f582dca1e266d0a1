import { expect, JS_ONLY, test, waitForHydratedForm } from './fixtures.ts';

// A press on Continue that starts while a field is focused submits the form. Leaving the field
// validates it on blur; its message pushes the button down before the press is released, which used to lose the
// click. The press is held for two frames, time enough for that message to be drawn, as a person's press is.

test(
  'a press on Continue while a field is focused submits, and shows the error summary',
  JS_ONLY,
  async ({ page }) => {
    await page.goto('/sign-in/step-1');
    await waitForHydratedForm(page, 'form[action="/sign-in/step-1"]');
    await page.getByLabel('Username').focus();
    const button = page.getByRole('button', { name: 'Continue' });
    const box = await button.boundingBox();
    if (!box) throw new Error('Continue is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await page.mouse.up();
    const summary = page.locator('.govuk-error-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Sign in - /);
  },
);
