import type { Locator, Page } from '@playwright/test';
import { expect, pressContinue } from '../fixtures.ts';

// Notice to withdraw (spec 3 §2, §4): the account's notices, reached from its details page; the form for a new
// notice; the review; the confirmation.

export class NoticePage {
  readonly page: Page;
  readonly notices: Locator;
  readonly amount: Locator;
  readonly reference: Locator;

  constructor(page: Page) {
    this.page = page;
    this.notices = page.getByTestId('pending-notices').getByRole('listitem');
    this.amount = page.getByLabel('Amount');
    this.reference = page.getByLabel('Reference (optional)');
  }

  /** From the account's details page (`account`: its key in hex), the 'Give notice to withdraw' link. */
  async start(account: string): Promise<void> {
    await this.page.goto(`/accounts/details/${account}`);
    await this.page.getByRole('link', { name: 'Give notice to withdraw' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/notice-to-withdraw/${account}$`));
  }

  /** Fills the amount and the reference and continues. */
  async continueWith(amount: string, reference: string): Promise<void> {
    await this.amount.fill(amount);
    await this.reference.fill(reference);
    await pressContinue(this.page);
  }
}
