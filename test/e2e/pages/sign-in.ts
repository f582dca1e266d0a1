import type { Cookie, Locator, Page } from '@playwright/test';
import { DEMO } from '../env.ts';
import { checkA11y, expect, pressContinue, test } from '../fixtures.ts';

// Native sign-in (spec 1 §2, §4): step 1, username and password; step 2, three digits of the memorable number, the
// positions chosen by the bank. The one place the browser tests sign in.

export type Customer = { username: string; password: string; memorableNumber: string };

/** '1st digit' → the first digit of the memorable number. The labels come from the server's positions + 1. */
export function digitFor(label: string, memorableNumber: string): string {
  const match = /^(\d+)(st|nd|rd|th) digit$/.exec(label.trim());
  if (!match) throw new Error(`not a memorable-number label: "${label}"`);
  const digit = memorableNumber[Number(match[1]) - 1];
  if (digit === undefined) throw new Error(`the memorable number has no ${match[1]}${match[2]} digit`);
  return digit;
}

export class SignInPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  /** Step 2's fieldset of the requested digits. */
  readonly memorableNumber: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.memorableNumber = page.getByRole('group', { name: 'Enter your memorable number' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/sign-in/step-1');
  }

  async expectStep1(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sign-in\/step-1$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  }

  async expectStep2(): Promise<void> {
    await expect(this.page).toHaveURL(/\/sign-in\/step-2$/);
    await expect(this.memorableNumber).toBeVisible();
  }

  /** Step 1: fills username and password and presses Continue. */
  async submitStep1(customer: Pick<Customer, 'username' | 'password'>): Promise<void> {
    await this.username.fill(customer.username);
    await this.password.fill(customer.password);
    await pressContinue(this.page);
  }

  /** The labels of the requested digits on step 2, in page order, e.g. ['2nd digit', '4th digit', '6th digit']. */
  async requestedDigitLabels(): Promise<string[]> {
    const labels = this.memorableNumber.locator('label');
    await expect(labels).toHaveCount(3);
    return (await labels.allInnerTexts()).map((label) => label.trim());
  }

  /** Step 2: fills the digits asked for, `wrong` of them (counted from the first) one off, and presses Continue. */
  async submitStep2(memorableNumber: string, { wrong = 0 }: { wrong?: number } = {}): Promise<void> {
    for (const [i, label] of (await this.requestedDigitLabels()).entries()) {
      const right = digitFor(label, memorableNumber);
      const digit = i < wrong ? String((Number(right) + 1) % 10) : right;
      await this.page.getByLabel(label, { exact: true }).fill(digit);
    }
    await pressContinue(this.page);
  }
}

/** Step 1 of native sign-in on the current page. */
export async function submitStep1(
  page: Page,
  customer: Pick<Customer, 'username' | 'password'>,
): Promise<void> {
  await new SignInPage(page).submitStep1(customer);
}

/** Step 2 of native sign-in on the current page. */
export async function submitStep2(page: Page, memorableNumber: string): Promise<void> {
  await new SignInPage(page).submitStep2(memorableNumber);
}

/** The labels of the requested digits on step 2 of the current page. */
export async function requestedDigitLabels(page: Page): Promise<string[]> {
  return new SignInPage(page).requestedDigitLabels();
}

/**
 * Native sign-in from wherever the page is now: expects step 1 (the current page, or /sign-in/step-1 when `goto`),
 * completes both steps and waits until the browser has left /sign-in. With `a11y`, runs axe on both steps.
 */
export async function signIn(
  page: Page,
  customer: Customer = DEMO,
  options: { goto?: boolean; a11y?: boolean } = {},
): Promise<void> {
  await test.step(`sign in as ${customer.username}`, async () => {
    const signInPage = new SignInPage(page);
    if (options.goto ?? true) await signInPage.goto();
    await signInPage.expectStep1();
    if (options.a11y) await checkA11y(page, 'sign-in step 1');
    await signInPage.submitStep1(customer);
    await signInPage.expectStep2();
    if (options.a11y) await checkA11y(page, 'sign-in step 2');
    await signInPage.submitStep2(customer.memorableNumber);
    await expect(page).not.toHaveURL(/\/sign-in\//);
  });
}

/** The sessions of this worker (one stack, one project) kept for signedIn, by portal and customer: their cookies. */
const kept = new Map<string, Cookie[]>();

/**
 * Signed in as `customer`, through a session of this worker's when it has one: the session is the server's, the
 * browser holds only its cookie, so a new context given that cookie is that customer's browser. The page is then the
 * accounts list loaded afresh (not reached within the app, as after signIn with JavaScript): for tests that go on to
 * another page. Only for tests that change nothing a later test of the same customer could see (no sign-out, no
 * dismissed message, no money moved); the first such test of each customer signs in as signIn does, and so does any
 * test that finds its kept session over (signed out at the bank, or idle too long).
 */
export async function signedIn(page: Page, customer: Customer = DEMO): Promise<void> {
  await test.step(`signed in as ${customer.username} (a kept session)`, async () => {
    const key = `${test.info().project.use.baseURL ?? ''} ${customer.username}`;
    const cookies = kept.get(key);
    if (cookies) {
      await page.context().addCookies(cookies);
      await page.goto('/accounts/list');
      if (!new URL(page.url()).pathname.startsWith('/sign-in')) return;
      await page.context().clearCookies();
    }
    await signIn(page, customer);
    kept.set(key, await page.context().cookies());
  });
}
