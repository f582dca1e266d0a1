import { checkA11y, expect, pressContinue, test } from './fixtures.ts';
import { ALEX_MOBILE, type PersonalDetails, startChallenge } from './pages/forgotten-password.ts';
import { enterCode, sendCodeToMobile, TwoFactorPage } from './pages/two-factor.ts';
import { latestCode, sentCount, wrongCode } from './steps/sandbox.ts';

// The two-factor screens a customer can reach against the sandbox in real time (spec 2 §2, §4, §5, §8): the
// destination and code errors, the wrong-code messages and warning, Request Cancelled, a new code, the request limit,
// Mobile Phone not available, and Cancel. The vehicle is the forgotten-password activation of Alex Saver, whose
// challenges are never passed here, so nothing changes at the bank. The expiry screens are in
// two-factor-expiry.spec.ts (the sandbox's clock moved on); Unsuccessful and an unsupported status need a bank that
// answers them on purpose: test/integration/two-factor.test.ts.

const NORA: PersonalDetails = {
  firstname: 'Nora',
  lastname: 'Nophone',
  dob: ['27', '5', '1947'],
  postcode: 'YO1 7HH',
  accountNumber: '32663359',
};

test('the destination and code errors, wrong codes, the warning, then Request Cancelled', async ({
  page,
}) => {
  await startChallenge(page);
  await expect(page).toHaveURL(/\/two-factor\/destination$/);
  await expect(page.getByRole('radio', { name: 'E-mail to al**@example.com' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(ALEX_MOBILE);

  await pressContinue(page);
  await expect(
    page.getByRole('alert').getByRole('link', {
      name: 'Please select a mobile phone number or an e-mail address.',
    }),
  ).toHaveAttribute('href', '#destination');
  await expect(page).toHaveTitle(/^Error: Additional authentication - /);
  await checkA11y(page, 'two-factor: no destination chosen');

  await sendCodeToMobile(page, ALEX_MOBILE);
  const code = await latestCode(ALEX_MOBILE);
  await expect(page.getByRole('textbox', { name: 'One Time Passcode' })).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  );

  await pressContinue(page);
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Please enter your One Time Passcode.' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'One Time Passcode' }).fill('12ab56');
  await pressContinue(page);
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Please enter a valid One Time Passcode.' }),
  ).toBeVisible();
  await checkA11y(page, 'two-factor: code errors');

  await enterCode(page, wrongCode(code));
  await expect(
    page
      .getByRole('alert')
      .getByRole('link', { name: 'You have entered an incorrect OTP. Please check and try again.' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('this is your second attempt');
  await checkA11y(page, 'two-factor: incorrect code');

  await enterCode(page, wrongCode(code));
  await expect(page.getByRole('main')).toContainText(
    'Please be aware as this is your second attempt. You have one attempt left and after that you will be locked out of your account. If you are locked out, you can try again in 24 hours.',
  );
  await checkA11y(page, 'two-factor: second attempt warning');

  await enterCode(page, wrongCode(code));
  await expect(page).toHaveURL(/\/two-factor\/cancelled$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Cancelled');
  await expect(page.getByRole('main')).toContainText(
    'You have entered an incorrect OTP too many times. For security reasons we have cancelled your request.',
  );
  await checkA11y(page, 'two-factor: request cancelled');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/forgotten-password\/retrieve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten your password?');
});

test('Request another code, up to the request limit', async ({ page }) => {
  await startChallenge(page);
  await sendCodeToMobile(page, ALEX_MOBILE);
  const before = await sentCount(ALEX_MOBILE);
  const resend = () => new TwoFactorPage(page).requestAnotherCode();
  await resend();
  await expect(page.getByRole('main')).toContainText('We have sent you a new passcode.');
  expect(await sentCount(ALEX_MOBILE)).toBe(before + 1);
  await checkA11y(page, 'two-factor: new code sent');
  // 5 passcodes per challenge: the first, then 4 more; the 6th request is refused.
  for (let i = 0; i < 3; i++) {
    await resend();
    await expect(page).toHaveURL(/\/two-factor\/code$/);
  }
  await resend();
  await expect(page).toHaveURL(/\/two-factor\/request-limit$/);
  await expect(page.getByRole('main')).toContainText(
    "We're sorry, you have reached the limit of OTP requests. For security reasons please wait for 24 hours before you try again.",
  );
  await checkA11y(page, 'two-factor: request limit');
});

test('Mobile Phone not available when the bank holds no destination', async ({ page }) => {
  await startChallenge(page, NORA);
  await expect(page).toHaveURL(/\/two-factor\/unavailable$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile Phone not available');
  await expect(page.getByRole('main')).toContainText('Please call customer services.');
  await checkA11y(page, 'two-factor: mobile phone not available');
});

test('Cancel returns to where the journey started', async ({ page }) => {
  await startChallenge(page);
  await expect(page).toHaveURL(/\/two-factor\/destination$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/forgotten-password\/retrieve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten your password?');
  await page.goto('/two-factor/code');
  await expect(page).not.toHaveURL(/\/two-factor\//);
});
