import type { Locator, Page } from '@playwright/test';
import { expect, pressButton } from '../fixtures.ts';
import { errorSummary, fillPersonalDetails, type Person } from './identity-form.ts';

// Registration (spec 1 §2 "Registration"): step 1, the personal details (and the activation code in its variant);
// step 2, the security details; then a result screen. The persons are in sandbox/CUSTOMERS.md.

const BANK = 'Northmoor Savings';
const STEP_1 = `Registration step 1 of 2: Personal details - ${BANK}`;
const STEP_1_ACTIVATE = `Registration step 1 of 2: Personal details and activation code - ${BANK}`;
const STEP_2 = `Registration step 2 of 2: Register - ${BANK}`;
export const REGISTRATION_TITLES = { STEP_1, STEP_1_ACTIVATE, STEP_2 } as const;

export const PASSWORD = 'Heather-Moor-42!';
export const PIN = '582039';

export type { Person };

export class RegistrationPage {
  readonly page: Page;
  /** The error summary, by its heading. */
  readonly errorSummary: Locator;
  readonly firstname: Locator;
  readonly accountNumber: Locator;
  readonly activationCode: Locator;

  constructor(page: Page) {
    this.page = page;
    this.errorSummary = errorSummary(page);
    this.firstname = page.getByLabel(/^First name/);
    this.accountNumber = page.getByLabel(/^Account number/);
    this.activationCode = page.getByLabel(/^Activation code/);
  }

  async goto(path = '/registration/register'): Promise<void> {
    await this.page.goto(path);
  }

  /**
   * Presses a submit button at once after the last (fixtures.ts pressButton), the field being typed in left first:
   * with JavaScript on it is validated on blur.
   */
  async press(name: string): Promise<void> {
    await pressButton(this.page, name, { blurFirst: true });
  }

  async fillPersonalDetails(person: Person): Promise<void> {
    await fillPersonalDetails(this.page, person);
  }

  async fillSecurityDetails(username: string, password = PASSWORD, pin = PIN): Promise<void> {
    const { page } = this;
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Confirm username/).fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByLabel(/^Memorable number/).fill(pin);
    await page.getByLabel(/^Confirm memorable number/).fill(pin);
  }

  async expectStep1(activate = false): Promise<void> {
    const { page } = this;
    await expect(page).toHaveURL(
      activate ? /\/registration\/register\/activate$/ : /\/registration\/register(\?.*)?$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      activate ? 'Step 1 of 2 Personal details and activation code' : 'Step 1 of 2 Personal details',
    );
    await expect(page).toHaveTitle(activate ? STEP_1_ACTIVATE : STEP_1);
    await expect(page.getByRole('complementary', { name: 'Need help?' })).toContainText('Need help?');
  }

  async expectStep2(activate = false): Promise<void> {
    const { page } = this;
    await expect(page).toHaveURL(
      activate ? /\/registration\/register\/activate$/ : /\/registration\/register$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 2 Register');
    await expect(page).toHaveTitle(STEP_2);
  }

  /** Step 1 with a person's details, continued. */
  async submitPersonalDetails(person: Person): Promise<void> {
    await this.fillPersonalDetails(person);
    await this.press('Continue');
  }

  /** Step 1 with a person's details, arriving at step 2. */
  async toStep2(person: Person): Promise<void> {
    await this.goto();
    await this.expectStep1();
    await this.submitPersonalDetails(person);
    await this.expectStep2();
  }

  /** Step 2 with these security details, Register pressed. */
  async register(username: string, password = PASSWORD, pin = PIN): Promise<void> {
    await this.fillSecurityDetails(username, password, pin);
    await this.press('Register');
  }

  /** A result screen: its path, heading, title and the help box. */
  async expectResult(path: string, heading: string): Promise<void> {
    const { page } = this;
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} - ${BANK}`);
    await expect(page.getByRole('complementary', { name: 'Need help?' })).toContainText('Need help?');
  }
}
