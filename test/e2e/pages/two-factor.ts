import type { Locator, Page } from '@playwright/test';
import { expect, pressButton, pressContinue } from '../fixtures.ts';
import { latestCode } from '../steps/sandbox.ts';

// The two-factor screens as a customer uses them (spec 2 §4): where to send the code, then the code, read from the
// sandbox's outbox, which stands for the customer's phone.

export class TwoFactorPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly code: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.code = page.getByRole('textbox', { name: 'One Time Passcode' });
  }

  /** On 'Additional authentication': chooses the mobile ending in the last 3 digits of `mobile` and continues. */
  async sendCodeToMobile(mobile: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/two-factor\/destination$/);
    await expect(this.heading).toHaveText('Additional authentication');
    await this.page
      .getByRole('radio', { name: `Text message to the mobile phone number ending ${mobile.slice(-3)}` })
      .check();
    await pressContinue(this.page);
    await expect(this.page).toHaveURL(/\/two-factor\/code$/);
    await expect(this.heading).toHaveText('Enter your One Time Passcode');
  }

  /** On the code page: types `code` and continues. */
  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await pressContinue(this.page);
  }

  /** The whole challenge: a code to `mobile`, and the code from the outbox entered. */
  async pass(mobile: string): Promise<void> {
    await this.sendCodeToMobile(mobile);
    await this.enterCode(await latestCode(mobile));
  }

  async requestAnotherCode(): Promise<void> {
    await pressButton(this.page, 'Request another code');
  }
}

export async function sendCodeToMobile(page: Page, mobile: string): Promise<void> {
  await new TwoFactorPage(page).sendCodeToMobile(mobile);
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await new TwoFactorPage(page).enterCode(code);
}

/** Passes the challenge the page is at with a code to `mobile` (read from the outbox). */
export async function passChallenge(page: Page, mobile: string): Promise<void> {
  await new TwoFactorPage(page).pass(mobile);
}
