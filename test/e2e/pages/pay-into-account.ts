import type { Page } from '@playwright/test';
import { SANDBOX_ACS_URL } from '../env.ts';
import { checkA11y, expect, pressContinue } from '../fixtures.ts';

// Pay into account by card (spec 3 §2, §4): the transfer details, the review, the card issuer's challenge (in a
// frame with JavaScript, a full-page hand-off without), the confirmation.

export const CARDS = {
  challenge: '4444 3333 2222 1111',
  frictionless: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
} as const;
export const FRAME_TITLE = 'Verify your payment with your card issuer';

export class PayIntoAccountPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** From the account's details page (`account`: its key in hex), the 'Pay in by card' link. */
  async start(account: string): Promise<void> {
    await this.page.goto(`/accounts/details/${account}`);
    await this.page.getByRole('link', { name: 'Pay in by card' }).click();
  }

  async fillDetails(
    card: string,
    options: { amount?: string; code?: string; expiry?: string } = {},
  ): Promise<void> {
    const { page } = this;
    await page.getByLabel('Amount').fill(options.amount ?? '25.00');
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry date').fill(options.expiry ?? '12/30');
    await page.getByLabel('Name on card').fill('Carl Card');
    await page.getByLabel('Card security code').fill(options.code ?? '739');
    await page.getByLabel('Address line 1').fill('1 Card Street');
    await page.getByLabel('Town or city (optional)').fill('Cardiff');
    await page.getByLabel('Postcode').fill('CF10 1EP');
  }

  /** Step 1 filled and sent, the review checked; then 'Pay £X'. */
  async payWith(card: string, amount = '25.00', a11y = false): Promise<void> {
    const { page } = this;
    await this.fillDetails(card, { amount });
    await pressContinue(page);
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your payment');
    await expect(page.getByText(`Card ending ${card.slice(-4)}`)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(card.replace(/ /g, '').slice(0, 12));
    if (a11y) await checkA11y(page, 'card payment: review');
    await page.getByRole('button', { name: `Pay £${amount}` }).click();
  }

  /**
   * At the verification page, the customer answers the issuer's challenge: in the frame with JavaScript, on the
   * issuer's own page without (then the Continue buttons of the issuer's and our return pages).
   */
  async answerChallenge(
    js: boolean,
    answer: 'Approve payment' | 'Decline' | 'Cancel',
    a11y = false,
  ): Promise<void> {
    const { page } = this;
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your payment');
    if (js) {
      const frame = page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
      await expect(frame.getByRole('button', { name: 'Approve payment' })).toBeVisible();
      if (a11y) await checkA11y(page, 'card payment: verification with the issuer in the frame');
      await frame.getByRole('button', { name: answer }).click();
    } else {
      if (a11y) await checkA11y(page, 'card payment: verification, the full-page hand-off');
      await page.getByRole('button', { name: 'Continue to your card issuer' }).click();
      await expect(page).toHaveURL(new RegExp(`^${SANDBOX_ACS_URL}/acs/challenge`));
      await page.getByRole('button', { name: answer }).click();
      // The issuer's way back, then ours: without JavaScript each says Continue.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Returning you to /);
      await page.getByRole('button', { name: 'Continue' }).click();
    }
  }
}
