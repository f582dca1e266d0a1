import type { Locator, Page } from '@playwright/test';

// The identity check that registration's step 1 and forgotten username share (spec 1 §2, §5): name, date of birth,
// home postcode and account number, with the error summary above them.

export type Person = {
  firstname: string;
  lastname: string;
  dob: [day: string, month: string, year: string];
  postcode: string;
  account: string;
};

/** The error summary, by its heading. */
export function errorSummary(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: /There (is|are) \d+ errors? in this form/ });
}

export async function fillPersonalDetails(page: Page, person: Person): Promise<void> {
  await page.getByLabel(/^First name/).fill(person.firstname);
  await page.getByLabel(/^Last name/).fill(person.lastname);
  const dob = page.getByRole('group', { name: /^Date of birth/ });
  await dob.getByLabel('Day').fill(person.dob[0]);
  await dob.getByLabel('Month').fill(person.dob[1]);
  await dob.getByLabel('Year').fill(person.dob[2]);
  await page.getByLabel(/^Home postcode/).fill(person.postcode);
  await page.getByLabel(/^Account number/).fill(person.account);
}
