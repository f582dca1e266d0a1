import type { Page } from '@playwright/test';
import { pressContinue } from '../fixtures.ts';

// Step 1 of /forgotten-password/retrieve (spec 1 §3): the personal details that start a reset, and with it the
// two-factor challenge (two-factor.ts).

export type PersonalDetails = {
  firstname: string;
  lastname: string;
  dob: [string, string, string];
  postcode: string;
  accountNumber: string;
};

/** Alex Saver (demo.saver): a reset of his that is never completed changes nothing at the bank. */
export const ALEX: PersonalDetails = {
  firstname: 'Alex',
  lastname: 'Saver',
  dob: ['19', '7', '1984'],
  postcode: 'LS1 4DT',
  accountNumber: '30187452',
};
export const ALEX_MOBILE = '07700 900123';

export class ForgottenPasswordPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto('/forgotten-password/retrieve');
  }

  /** Fills the personal details and continues. */
  async submitPersonalDetails(person: PersonalDetails): Promise<void> {
    const { page } = this;
    await page.getByRole('textbox', { name: 'First name' }).fill(person.firstname);
    await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastname);
    const dob = page.getByRole('group', { name: 'Date of birth' });
    await dob.getByRole('textbox', { name: 'Day' }).fill(person.dob[0]);
    await dob.getByRole('textbox', { name: 'Month' }).fill(person.dob[1]);
    await dob.getByRole('textbox', { name: 'Year' }).fill(person.dob[2]);
    await page.getByRole('textbox', { name: 'Home postcode' }).fill(person.postcode);
    await page.getByRole('textbox', { name: 'Account number' }).fill(person.accountNumber);
    await pressContinue(page);
  }

  /** From /forgotten-password/retrieve to the two-factor challenge, as `person`. */
  async startChallenge(person: PersonalDetails = ALEX): Promise<void> {
    await this.goto();
    await this.submitPersonalDetails(person);
  }
}

export async function submitPersonalDetails(page: Page, person: PersonalDetails): Promise<void> {
  await new ForgottenPasswordPage(page).submitPersonalDetails(person);
}

/** From /forgotten-password/retrieve to the two-factor challenge, as `person` (Alex Saver by default). */
export async function startChallenge(page: Page, person: PersonalDetails = ALEX): Promise<void> {
  await new ForgottenPasswordPage(page).startChallenge(person);
}
