import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures.ts';
import { SANDBOX_API_URL } from './env.ts';
import { ALEX_MOBILE, startChallenge } from './pages/forgotten-password.ts';
import { enterCode, sendCodeToMobile } from './pages/two-factor.ts';
import { latestCode } from './steps/sandbox.ts';

// The expiry screens of two-factor (spec 2 §4, §8): the bank's clock is moved on through the sandbox's test control
// (SANDBOX_TEST_CONTROLS=1 in the e2e stack) instead of waiting 10 or 20 minutes. The vehicle is Alex Saver's
// forgotten-password activation, never completed, so nothing changes at the bank.
const EXPIRED = 'The OTP you entered has expired. Please start the session again.';

async function moveBankClockOn(minutes: number) {
  const response = await fetch(`${SANDBOX_API_URL}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  expect(response.ok).toBe(true);
}

// The clock goes back to real time after each test: later tests on this stack (a withdrawal's ActionDate must be the
// bank's today) must not inherit the minutes moved here.
test.afterEach(async () => {
  const response = await fetch(`${SANDBOX_API_URL}/__test/clock`, { method: 'DELETE' });
  expect(response.ok).toBe(true);
});

async function codeSent(page: Page): Promise<string> {
  await startChallenge(page);
  await sendCodeToMobile(page, ALEX_MOBILE);
  return latestCode(ALEX_MOBILE);
}

test('a passcode used after 10 minutes: OTP expired, back to the start of the journey', async ({ page }) => {
  const code = await codeSent(page);
  await moveBankClockOn(11);
  await enterCode(page, code);
  await expect(page.getByRole('heading', { level: 1, name: 'OTP expired' })).toBeVisible();
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await checkA11y(page, 'two-factor, OTP expired');
});

test('after 20 minutes the bank’s ticket has gone too: the journey starts again with its message', async ({
  page,
}) => {
  // The activation ticket and the challenge both last 20 minutes; the ticket is checked first, so the customer sees
  // forgotten password's InvalidTicket message (the Request expired screen itself: test/integration/two-factor.test.ts).
  const code = await codeSent(page);
  await moveBankClockOn(21);
  await enterCode(page, code);
  await expect(page).toHaveURL(/\/forgotten-password\/retrieve$/);
  await expect(
    page.getByText('Your code has expired. Please restart the forgotten password process.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible();
  await checkA11y(page, 'forgotten password, restarted after the ticket expired');
});
