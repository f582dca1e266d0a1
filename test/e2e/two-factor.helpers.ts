import type { Page } from '@playwright/test';
import { expect, pressContinue } from './fixtures.ts';
import { SANDBOX_API_URL } from './env.ts';

// The two-factor screens as a customer uses them (spec 2 §4), with the passcodes read from the sandbox's outbox
// (GET /outbox.json?destination=...), which stands for the customer's phone.

/** The passcode in the newest message to `destination`. */
export async function latestCode(destination: string): Promise<string> {
  const response = await fetch(
    `${SANDBOX_API_URL}/outbox.json?destination=${encodeURIComponent(destination)}`,
  );
  const { Messages } = (await response.json()) as { Messages: { Code: string | null }[] };
  const code = Messages[0]?.Code;
  if (!code) throw new Error(`no passcode sent to ${destination}`);
  return code;
}

export async function sentCount(destination: string): Promise<number> {
  const response = await fetch(
    `${SANDBOX_API_URL}/outbox.json?destination=${encodeURIComponent(destination)}`,
  );
  return ((await response.json()) as { Messages: unknown[] }).Messages.length;
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** On 'Additional authentication': chooses the mobile ending in the last 3 digits of `mobile` and continues. */
export async function sendCodeToMobile(page: Page, mobile: string): Promise<void> {
  await expect(page).toHaveURL(/\/two-factor\/destination$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Additional authentication');
  await page
    .getByRole('radio', { name: `Text message to the mobile phone number ending ${mobile.slice(-3)}` })
    .check();
  await pressContinue(page);
  await expect(page).toHaveURL(/\/two-factor\/code$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your One Time Passcode');
}

/** On the code page: types `code` and continues. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'One Time Passcode' }).fill(code);
  await pressContinue(page);
}

/** The personal details of the forgotten-password step 1 (spec 1 §3). */
export type PersonalDetails = {
  firstname: string;
  lastname: string;
  dob: [string, string, string];
  postcode: string;
  accountNumber: string;
};

/** Fills step 1 of /forgotten-password/retrieve and continues. */
export async function submitPersonalDetails(page: Page, person: PersonalDetails): Promise<void> {
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
