import type { Locator, Page } from '@playwright/test';
import { expect, pressContinue } from '../fixtures.ts';

// Make a withdrawal (spec 3 §2, §4): the details form, reached from the accounts list's Withdraw link; the review;
// the confirmation.

export class WithdrawalPage {
  readonly page: Page;
  readonly amount: Locator;
  readonly reference: Locator;
  readonly closeAccount: Locator;

  constructor(page: Page) {
    this.page = page;
    this.amount = page.getByLabel('Amount');
    this.reference = page.getByLabel('Reference (optional)');
    this.closeAccount = page.getByLabel('I wish to close my account');
  }

  /** From the accounts list, the first account's Withdraw link: the details form. */
  async start(): Promise<void> {
    await this.page.goto('/accounts/list');
    await this.page
      .getByRole('link', { name: /Withdraw/ })
      .first()
      .click();
    await expect(this.page).toHaveURL(/\/make-withdrawal\/[0-9a-f]+$/);
  }

  /** Fills the amount (and the reference, when given) and continues. */
  async continueWith(amount: string, reference?: string): Promise<void> {
    await this.amount.fill(amount);
    if (reference !== undefined) await this.reference.fill(reference);
    await pressContinue(this.page);
  }
}
