import { checkA11y, expect, pressContinue, test } from './fixtures.ts';
import { SANDBOX_API_URL } from './env.ts';
import { signIn } from './pages/sign-in.ts';
import { enterCode, sendCodeToMobile } from './pages/two-factor.ts';
import { latestCode } from './steps/sandbox.ts';

// Update security details through two-factor to success (spec 1 §2, §4, §5; spec 2 §4), from the My Details menu.
// Each project has its own customer, and the memorable number is put back afterwards through the sandbox's API,
// so the specs can run again on the same sandbox.

const CUSTOMERS = {
  js: {
    username: 'chris.change',
    password: 'Change-Password-2026',
    memorableNumber: '163728',
    mobile: '07700 900412',
  },
  nojs: {
    username: 'cleo.change',
    password: 'Change-Password-2027',
    memorableNumber: '274839',
    mobile: '07700 900413',
  },
} as const;
const NEW_MEMORABLE_NUMBER = '582039';

const HEADERS = {
  'content-type': 'application/json',
  'x-brand-code': 'NMS',
  'x-channel': 'WEB',
  'x-client-version': '5.2',
};

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${SANDBOX_API_URL}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Signs in to the sandbox's API and sets the memorable number back to `original` under two-factor. */
async function restoreMemorableNumber(
  customer: (typeof CUSTOMERS)[keyof typeof CUSTOMERS],
  current: string,
): Promise<void> {
  const step1 = await api('/webauthentication/v2.0/user/sign-in/create', {
    Username: customer.username,
    CredentialValues: [{ Name: 'Password', Value: customer.password }],
    ExtendedProperties: null,
  });
  const ticket = step1.body.SignInTicket as {
    Data: { CredentialStates: { Name: string; Context: { Positions: number[] } }[] };
  };
  const positions = ticket.Data.CredentialStates.find((s) => s.Name === 'Pin')!.Context.Positions;
  const step2 = await api('/webauthentication/v2.0/user/sign-in/update', {
    Ticket: ticket,
    CredentialValues: [{ Name: 'Pin', Value: positions.map((p) => current[p]).join('') }],
    ExtendedProperties: null,
  });
  if (step2.body.Status !== 'Success') return; // still the original one
  const session = { 'x-session-ticket': String(step2.body.SessionTicket) };
  const change = {
    CredentialValues: [{ Name: 'Pin', Value: customer.memorableNumber, Context: 'placeholder' }],
    ExtendedProperties: null,
  };
  const path = '/webauthentication/v2.0/user/credentials/change';
  const first = await api(path, change, session);
  const key = first.headers.get('x-challenge-key') ?? '';
  await api('/2fa/v1.0/challenge', { Destination: customer.mobile, ChallengeKey: key });
  const code = await latestCode(customer.mobile);
  await api(path, change, { ...session, 'x-challenge-key': key, 'x-challenge-code': code });
}

test('changes the memorable number under two-factor, from My Details to success', async ({
  page,
}, testInfo) => {
  const customer = CUSTOMERS[testInfo.project.name === 'nojs' ? 'nojs' : 'js'];
  try {
    await signIn(page, { ...customer });
    await page.getByRole('link', { name: 'My Details' }).click();
    await expect(page).toHaveURL(/\/services\/index$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Details');
    await checkA11y(page, 'My Details services');

    await page.getByRole('link', { name: 'Security details' }).click();
    await expect(page).toHaveURL(/\/update-security-details\/retrieve$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update your security details');
    await expect(page.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('complementary', { name: 'Need help?' })).toContainText('Need help?');
    await checkA11y(page, 'update security details');

    // Nothing filled in: MustHaveCredential.
    await pressContinue(page);
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('There is 1 error in this form:');
    await expect(
      summary.getByRole('link', { name: 'You must input at least one credential to change.' }),
    ).toHaveAttribute('href', '#username');
    await checkA11y(page, 'update security details with errors');

    await page.getByLabel('Memorable number', { exact: true }).fill(NEW_MEMORABLE_NUMBER);
    await page.getByLabel('Confirm memorable number', { exact: true }).fill(NEW_MEMORABLE_NUMBER);
    await pressContinue(page);

    await expect(page).toHaveURL(/\/two-factor\/destination$/);
    await checkA11y(page, 'two-factor: choose where to send the code');
    await sendCodeToMobile(page, customer.mobile);
    await expect(page.getByRole('main')).toContainText('It may take up to three minutes to arrive.');
    await checkA11y(page, 'two-factor: enter the code');
    await enterCode(page, await latestCode(customer.mobile));

    await expect(page).toHaveURL(/\/update-security-details\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security details updated');
    await checkA11y(page, 'update security details: success');
    await page.getByRole('button', { name: 'Back to Accounts' }).click();
    await expect(page).toHaveURL(/\/accounts\/list$/);
  } finally {
    await restoreMemorableNumber(customer, NEW_MEMORABLE_NUMBER);
  }
});
