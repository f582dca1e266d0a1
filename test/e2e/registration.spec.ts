import type { Locator, Page, TestInfo } from '@playwright/test';
import { checkA11y, expect, JS_ONLY, test } from './fixtures.ts';
import { SANDBOX_API_URL } from './env.ts';
import { PASSWORD, PIN, type Person, REGISTRATION_TITLES, RegistrationPage } from './pages/registration.ts';
import { SignInPage } from './pages/sign-in.ts';

// Registration in a browser, JavaScript on and off (spec 1 §2 "Registration", §4, §5, §8): the two steps, every
// result screen, the identity-check failures and the activation-code variant, the credential-setup errors, Cancel,
// and a keyboard-only registration. Every page and state is checked with axe. Persons: sandbox/CUSTOMERS.md; a
// registration can only succeed once per person in a run, so each project registers its own.

/** The sandbox bank's API (its outbox holds the letters it "posted"); a private stack may run it elsewhere. */
const SANDBOX_API = process.env.E2E_SANDBOX_API_URL ?? SANDBOX_API_URL;

const RITA: Person = {
  firstname: 'Rita',
  lastname: 'Register',
  dob: ['12', '4', '1988'],
  postcode: 'EH1 1YZ',
  account: '30999001',
};
const ROB: Person = {
  firstname: 'Rob',
  lastname: 'Register',
  dob: ['25', '9', '1979'],
  postcode: 'G1 1XQ',
  account: '31000002',
};
const RUTH: Person = {
  firstname: 'Ruth',
  lastname: 'Register',
  dob: ['31', '1', '2001'],
  postcode: 'AB10 1YP',
  account: '31000013',
};
const ADA: Person = {
  firstname: 'Ada',
  lastname: 'Activation',
  dob: ['8', '8', '1994'],
  postcode: 'BN1 1EE',
  account: '31000046',
};
const LOU: Person = {
  firstname: 'Lou',
  lastname: 'Lockout',
  dob: ['5', '5', '1985'],
  postcode: 'CH1 2HS',
  account: '31000068',
};
const EDDIE: Person = {
  firstname: 'Eddie',
  lastname: 'Expired',
  dob: ['10', '10', '1960'],
  postcode: 'PO1 2DD',
  account: '31000057',
};
const BARRY: Person = {
  firstname: 'Barry',
  lastname: 'Barred',
  dob: ['3', '3', '1966'],
  postcode: 'LE1 5WW',
  account: '31000035',
};
const ALEX: Person = {
  firstname: 'Alex',
  lastname: 'Saver',
  dob: ['19', '7', '1984'],
  postcode: 'LS1 4DT',
  account: '30187452',
};
const NED: Person = {
  firstname: 'Ned',
  lastname: 'Notallowed',
  dob: ['15', '6', '1972'],
  postcode: 'DH1 3HP',
  account: '31000024',
};
const THEO: Person = {
  firstname: 'Theo',
  lastname: 'Thirdparty',
  dob: ['24', '12', '1987'],
  postcode: 'EH1 1YZ',
  account: '30999001',
};
const UMA: Person = {
  firstname: 'Uma',
  lastname: 'Unsuccessful',
  dob: ['14', '2', '1992'],
  postcode: 'WR1 2NA',
  account: '31000079',
};
const SETH: Person = {
  firstname: 'Seth',
  lastname: 'Setupblocked',
  dob: ['1', '12', '1970'],
  postcode: 'HR1 2PJ',
  account: '31000080',
};

/** Who each project registers: the plain journey (with a registration link's token) and the activation code. */
function personas(info: TestInfo) {
  return info.project.name === 'js'
    ? {
        main: RITA,
        token: 'tok-30999001',
        username: 'rita.register',
        activation: ADA,
        unknownAccount: '39990001',
      }
    : {
        main: ROB,
        token: 'tok-31000002',
        username: 'rob.register',
        activation: LOU,
        unknownAccount: '39990002',
      };
}

const MSG = {
  failed: 'The details you have entered do not match our records. Please try again.',
  warning:
    'Please be aware, as this is your 4th attempt, you only have 1 attempt left before a new Activation Code needs to be generated',
  invalidTicket: 'Your session has timed out. Please restart the registration process.',
  general: 'Unfortunately something is incorrect – please scroll to the top for more details.',
};
/** Registration's page object, on `page`. */
const on = (page: Page) => new RegistrationPage(page);

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('registration result screens', () => {
  test('Blocked → /registration/blocked, with the opening hours', async ({ page }) => {
    await page.goto('/registration');
    await on(page).expectStep1();
    await checkA11y(page, 'registration step 1');
    await on(page).fillPersonalDetails(BARRY);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/blocked', 'Registration blocked');
    await expect(
      page.getByText('Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.'),
    ).toBeVisible();
    await expect(
      page.getByText("Calls are charged at the caller's standard mobile operator rate."),
    ).toBeVisible();
    await checkA11y(page, 'registration blocked');
  });

  test('AlreadyActive → /registration/alreadyhascredentials: Sign in and I forgot my details', async ({
    page,
  }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails(ALEX);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/alreadyhascredentials', 'You are already registered');
    await checkA11y(page, 'registration already has credentials');
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await page.getByRole('link', { name: 'I forgot my details' }).click();
    await expect(page).toHaveURL(/\/forgotten-username\/retrieve$/);
  });

  test('NotAllowed → /registration/notallowed', async ({ page }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails(NED);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/notallowed', 'You cannot register for online banking');
    await checkA11y(page, 'registration not allowed');
  });

  test('NonSignatory → /registration/accessdenied', async ({ page }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails(THEO);
    await on(page).press('Continue');
    await on(page).expectResult('/registration/accessdenied', 'You must be a signatory to register');
    await checkA11y(page, 'registration access denied');
  });

  test('setup Unsuccessful → /registration/unsuccessful, whose Try again starts again', async ({ page }) => {
    await on(page).toStep2(UMA);
    await on(page).fillSecurityDetails('uma.unsuccessful');
    await on(page).press('Register');
    await on(page).expectResult('/registration/unsuccessful', 'Registration unsuccessful');
    await expect(page.getByRole('main')).toContainText('Monday to Friday 9am to 5pm');
    await checkA11y(page, 'registration unsuccessful');
    await page.getByRole('button', { name: 'Try again' }).click();
    await on(page).expectStep1();
  });

  test('setup Blocked → /registration/blocked', async ({ page }) => {
    await on(page).toStep2(SETH);
    await on(page).fillSecurityDetails('seth.setupblocked');
    await on(page).press('Register');
    await on(page).expectResult('/registration/blocked', 'Registration blocked');
  });
});

test.describe('registration step 1', () => {
  test('an empty form lists each required message, linked to its field', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/registration/register');
    await on(page).press('Continue');
    const summary = on(page).errorSummary;
    await expect(summary).toContainText('There are 5 errors in this form:');
    const links = summary.getByRole('link');
    await expect(links).toHaveText([
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your date of birth',
      'Please enter your home postcode',
      'Please enter your account number',
    ]);
    await expect(links.nth(2)).toHaveAttribute('href', '#b_day-day');
    await expect(page).toHaveTitle(`Error: ${REGISTRATION_TITLES.STEP_1}`);
    await expect(page.getByLabel(/^First name/)).toHaveAccessibleDescription(
      'Error: Please enter your first name',
    );
    await checkA11y(page, 'registration step 1 with errors');
    if (javaScriptEnabled) {
      await links.nth(2).click();
      await expect(page.getByRole('group', { name: /^Date of birth/ }).getByLabel('Day')).toBeFocused();
    }
  });

  test('format errors: a name symbol, an under-18 date of birth, a postcode and an account number', async ({
    page,
  }) => {
    await page.goto('/registration/register');
    await on(page).fillPersonalDetails({
      ...RUTH,
      firstname: 'R!th',
      dob: ['1', '1', String(new Date().getFullYear() - 10)],
      postcode: 'NOWHERE',
      account: '1234',
    });
    await on(page).press('Continue');
    const summary = on(page).errorSummary;
    await expect(summary.getByRole('link')).toHaveText([
      'Please enter a valid first name',
      'Please select a valid date of birth.',
      'Please enter a valid home postcode',
      'Please enter a valid account number',
    ]);
    await expect(page.getByLabel(/^First name/)).toHaveValue('R!th');
    await checkA11y(page, 'registration step 1 with format errors');
  });

  test('identity check: failed and reset three times, the warning at the 4th, the activation code at the 5th', async ({
    page,
  }, testInfo) => {
    const nobody: Person = { ...RUTH, firstname: 'Nobody', account: personas(testInfo).unknownAccount };
    await page.goto('/registration/register');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await on(page).fillPersonalDetails(nobody);
      await on(page).press('Continue');
      await expect(on(page).errorSummary.getByRole('link')).toHaveText([MSG.failed]);
      await expect(on(page).errorSummary.getByRole('link')).toHaveAttribute('href', '#firstname');
      // Reset: nothing typed is kept.
      await expect(page.getByLabel(/^First name/)).toHaveValue('');
      await expect(page.getByLabel(/^Account number/)).toHaveValue('');
    }
    await checkA11y(page, 'registration identity check failed');
    await on(page).fillPersonalDetails(nobody);
    await on(page).press('Continue');
    await expect(on(page).errorSummary.getByRole('link')).toHaveText([MSG.warning]);
    await expect(page.getByLabel(/^First name/)).toHaveValue('Nobody');
    await checkA11y(page, 'registration identity check warning');

    await on(page).press('Continue');
    await on(page).expectStep1(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText('we need the activation code we sent you by post');
    await expect(page.getByLabel(/^Account number/)).toHaveValue(nobody.account);
    await checkA11y(page, 'registration activation-code stage');
    // The plain variant is not offered again.
    await page.goto('/registration/register');
    await on(page).expectStep1(true);
  });

  test('a registration link’s token prefills the account number', async ({ page }, testInfo) => {
    const { token, main } = personas(testInfo);
    await page.goto(`/registration?token=${token}`);
    await on(page).expectStep1();
    await expect(page.getByLabel(/^Account number/)).toHaveValue(main.account);
    await expect(page.getByRole('link', { name: 'Terms and Conditions (opens in new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy (opens in new tab)' })).toHaveAttribute(
      'href',
      /privacy-policy$/,
    );
    await expect(page.getByRole('main')).toContainText(
      'Continuing means you accept our Terms and Conditions (opens in new tab) and Privacy Policy (opens in new tab).',
    );
  });
});

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
