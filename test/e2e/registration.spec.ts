import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, JS_ONLY, test } from './fixtures.ts';
import { SANDBOX_API_URL } from './env.ts';
import { PASSWORD, PIN, type Person, REGISTRATION_TITLES } from './pages/registration.ts';
import { SignInPage } from './pages/sign-in.ts';
import { EDDIE, LOU, MSG, RUTH, on, personas } from './steps/registration.ts';

// Registration in a browser, JavaScript on and off (spec 1 §2 "Registration", §4, §5, §8): step 2's credential-setup
// errors, Cancel and a replaced ticket, the activation-code variant, and a whole registration, keyboard-only too.
// Every page and state is checked with axe. The result screens and step 1 have their own files
// (registration-results.spec.ts, registration-step-1.spec.ts). Each project's person is taken to step 2 here before
// it registers, at the end of this file: a registered person cannot come back to step 2.

/** The sandbox bank's API (its outbox holds the letters it "posted"); a private stack may run it elsewhere. */
const SANDBOX_API = process.env.E2E_SANDBOX_API_URL ?? SANDBOX_API_URL;

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('registration step 2', () => {
  test('empty and mismatched security details, a taken username and InvalidCredentials stay on step 2', async ({
    page,
  }, testInfo) => {
    const { main, username } = personas(testInfo);
    await on(page).toStep2(main);
    await checkA11y(page, 'registration step 2');
    await on(page).press('Register');
    await expect(on(page).errorSummary.getByRole('link')).toHaveText([
      'Please enter a username',
      'Please confirm your username',
      'Please enter a password',
      'Please confirm your password',
      'Please enter your memorable number',
      'Please confirm your memorable number',
    ]);
    await expect(page).toHaveTitle(`Error: ${REGISTRATION_TITLES.STEP_2}`);
    await checkA11y(page, 'registration step 2 with errors');

    await on(page).fillSecurityDetails(username);
    await page.getByLabel(/^Confirm username/).fill(`${username}x`);
    await page.getByLabel(/^Confirm password/).fill('Heather-Moor-43!');
    await page.getByLabel(/^Confirm memorable number/).fill('582030');
    await on(page).press('Register');
    await expect(on(page).errorSummary.getByRole('link')).toHaveText([
      'Please ensure the username fields match',
      'Please ensure the password fields match',
      'Please ensure the memorable number fields match',
    ]);

    await on(page).fillSecurityDetails('demo.saver');
    await on(page).press('Register');
    await expect(on(page).errorSummary.getByRole('link')).toHaveText([
      'This username is already taken. Please choose another username.',
    ]);
    await expect(page.getByText(MSG.general)).toBeVisible();
    await expect(page.getByLabel(/^Username/)).toHaveValue('demo.saver');
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await checkA11y(page, 'registration step 2, username taken');

    await on(page).fillSecurityDetails(username, 'Password123!', '777777');
    await on(page).press('Register');
    await expect(on(page).errorSummary.getByRole('link')).toHaveText([
      'Your chosen password is on a list of well known passwords',
      'You cannot have all the digits the same',
    ]);
    await checkA11y(page, 'registration step 2, invalid credentials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 2 Register');
  });

  test('Cancel resets the registration', async ({ page }, testInfo) => {
    await on(page).toStep2(personas(testInfo).main);
    await on(page).press('Cancel');
    await on(page).expectStep1();
    await expect(page.getByLabel(/^First name/)).toHaveValue('');
  });

  test('InvalidTicket (a newer registration replaced the ticket) → step 1 with the message, data cleared', async ({
    page,
    browser,
  }, testInfo) => {
    const { main, username } = personas(testInfo);
    await on(page).toStep2(main);
    const other = await browser.newContext();
    try {
      await on(await other.newPage()).toStep2(main);
    } finally {
      await other.close();
    }
    await on(page).fillSecurityDetails(username);
    await on(page).press('Register');
    await on(page).expectStep1();
    const banner = page.getByRole('alert').filter({ hasText: 'Important' });
    await expect(banner).toContainText(MSG.invalidTicket);
    await expect(page.getByLabel(/^First name/)).toHaveValue('');
    await checkA11y(page, 'registration step 1 after an invalid ticket');
  });
});

test.describe('the activation-code variant', () => {
  test('an expired code says so; the right code registers', async ({ page }, testInfo) => {
    const person = personas(testInfo).activation;
    let code = 'K7M4Q2XP';
    if (person === LOU) {
      // Five failed identity checks lock Lou's account and the bank posts a code (read from the sandbox outbox).
      code = await lockOutAndReadLetter(LOU);
    }
    await page.goto('/registration/register/activate');
    await on(page).expectStep1(true);
    await checkA11y(page, 'registration activation variant');
    await on(page).fillPersonalDetails(EDDIE);
    await page.getByLabel(/^Activation code/).fill('W3R8T6YN');
    await on(page).press('Continue');
    await expect(on(page).errorSummary.getByRole('link')).toHaveText([
      'Your activation code has expired. Please call us to ask for a new one.',
    ]);
    await expect(page.getByLabel(/^Activation code/)).toHaveValue('');
    await checkA11y(page, 'registration activation code expired');

    await on(page).fillPersonalDetails(person);
    await page.getByLabel(/^Activation code/).fill(code.toLowerCase());
    await on(page).press('Continue');
    await on(page).expectStep2(true);
    await on(page).fillSecurityDetails(`${person.firstname.toLowerCase()}.${person.lastname.toLowerCase()}`);
    await on(page).press('Register');
    await on(page).expectResult('/registration/success', 'Registration complete');
  });
});

test.describe('registering', () => {
  test('from a registration link: personal details, security details, success, then sign in', async ({
    page,
  }, testInfo) => {
    const { token, main, username } = personas(testInfo);
    await page.goto(`/registration?token=${token}`);
    await on(page).expectStep1();
    await expect(page.getByLabel(/^Account number/)).toHaveValue(main.account);
    await on(page).fillPersonalDetails(main);
    await on(page).press('Continue');
    await on(page).expectStep2();
    await expect(page.getByRole('main')).toContainText(
      'this page times out 15 minutes after we checked your details',
    );
    await on(page).fillSecurityDetails(username, 'Granite-Peak-77?', '902715');
    await on(page).press('Register');

    await on(page).expectResult('/registration/success', 'Registration complete');
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    await checkA11y(page, 'registration success');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);

    await new SignInPage(page).submitStep1({ username, password: 'Granite-Peak-77?' });
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
  });

  test('keyboard only: Tab, typing, Enter and Space register', JS_ONLY, async ({ page }) => {
    await page.goto('/registration/register');
    await tabTo(page, page.getByLabel(/^First name/));
    await page.keyboard.type(RUTH.firstname);
    for (const [label, value] of [
      [/^Last name/, RUTH.lastname],
      ['Day', RUTH.dob[0]],
      ['Month', RUTH.dob[1]],
      ['Year', RUTH.dob[2]],
      [/^Home postcode/, RUTH.postcode],
      [/^Account number/, RUTH.account],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await on(page).expectStep2();

    await tabTo(page, page.getByLabel(/^Username/));
    await page.keyboard.type('ruth.register');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Confirm username/)).toBeFocused();
    await page.keyboard.type('ruth.register');
    for (const [label, value] of [
      [/^Password/, PASSWORD],
      [/^Confirm password/, PASSWORD],
      [/^Memorable number/, PIN],
      [/^Confirm memorable number/, PIN],
    ] as const) {
      await tabTo(page, page.getByLabel(label), 3);
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }), 3);
    await page.keyboard.press('Space');
    await on(page).expectResult('/registration/success', 'Registration complete');
    await tabTo(page, page.getByRole('button', { name: 'Login' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);
  });
});

/** Fails the plain identity check five times for `person`'s account (straight to the sandbox API); the letter's code. */
async function lockOutAndReadLetter(person: Person): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-channel': 'WEB', 'x-client-version': '5.2' };
  const entries = [
    { Type: 'firstName', Value: person.firstname },
    { Type: 'lastName', Value: person.lastname },
    { Type: 'dateOfBirth', Value: '1900-01-01' },
    { Type: 'postCode', Value: person.postcode },
    { Type: 'accountNumber', Value: person.account },
  ];
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await fetch(`${SANDBOX_API}/webauthentication/v2.0/user/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        TermsAndConditionsDocumentVersion: 'v1.0',
        Entries: entries,
        ExtendedProperties: null,
      }),
    });
    expect(res.ok).toBe(true);
  }
  const destination = `${person.firstname} ${person.lastname}, ${person.postcode}`;
  const outbox = await fetch(`${SANDBOX_API}/outbox.json?destination=${encodeURIComponent(destination)}`);
  const { Messages } = (await outbox.json()) as { Messages: { Channel: string; Code?: string }[] };
  const code = Messages.find((m) => m.Channel === 'Letter')?.Code;
  if (!code) throw new Error(`no activation code posted to ${destination}`);
  return code;
}
