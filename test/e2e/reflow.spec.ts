import { MIA, OLIVE } from '../helpers/customers.ts';
import { checkA11y, expect, fitsIn320, pressContinue, test } from './fixtures.ts';
import { EASY, ShortApplicationPage } from './pages/short-apply.ts';
import { signIn } from './pages/sign-in.ts';

// WCAG 2.2 SC 1.4.10 Reflow on the pages that scrolled sideways at 320 CSS px: the short application's step 1 (its
// long radio labels), with and without errors, and the list of messages (a three-column table). `npm run a11y:report`
// checks every other page and state the same way.

test('the short application step 1 reflows at 320 px, with and without errors', async ({ page }) => {
  await signIn(page, OLIVE);
  const apply = new ShortApplicationPage(page);
  await apply.start(EASY);
  await fitsIn320(page, 'step 1');
  await pressContinue(page);
  await expect(page.locator('.govuk-error-summary')).toBeVisible();
  await fitsIn320(page, 'step 1 with every error');
  await page.setViewportSize({ width: 320, height: 900 });
  await expect(page.getByRole('radio', { name: 'Donation/Grant/Subscriptions' })).toBeVisible();
  await checkA11y(page, 'step 1 at 320 px');
});

test('the list of messages reflows at 320 px; its table scrolls in a named, focusable region', async ({
  page,
}) => {
  await signIn(page, MIA);
  await page.goto('/messaging-twoway/view');
  await expect(page.getByTestId('conversation-row')).toHaveCount(8);
  await fitsIn320(page, 'My messages');
  await page.setViewportSize({ width: 320, height: 900 });
  const region = page.getByRole('region', { name: 'Your conversations' });
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.getByRole('columnheader', { name: 'Last updated' })).toBeVisible();
  await checkA11y(page, 'My messages at 320 px');
});
