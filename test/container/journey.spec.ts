import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { NATIVE_PORT, WES } from '../e2e/env.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { WithdrawalPage } from '../e2e/pages/make-withdrawal.ts';
import { signIn } from '../e2e/pages/sign-in.ts';
import { ledger, resetMoney } from '../e2e/steps/sandbox.ts';

// The portal container as a customer meets it, with JavaScript off: a native sign-in and a withdrawal; then SIGTERM
// while a withdrawal is with the bank (£3.33: the sandbox commits it and answers 3 s later, sandbox/CUSTOMERS.md).
// Run by test/container/run.ts, which names the container and reads the shutdown's timings from RESULTS.

const PORTAL_CONTAINER = process.env.CONTAINER_PORTAL ?? '';
const RESULTS = process.env.CONTAINER_RESULTS ?? '';
const run = promisify(execFile);

test.beforeEach(async () => {
  expect(PORTAL_CONTAINER, 'CONTAINER_PORTAL names the portal container').not.toBe('');
  await resetMoney(WES.username);
});

test('a customer signs in natively and makes a withdrawal', async ({ page }) => {
  await signIn(page, WES);
  const withdrawal = new WithdrawalPage(page);
  await withdrawal.start();
  await withdrawal.continueWith('12.50', 'Container');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your withdrawal');
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page).toHaveURL(/\/confirmation\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal confirmed');
  expect((await ledger(WES.username, 'withdrawal')).map((row) => row.AmountPence)).toEqual([1250]);
});

/** How a new connection to the portal fares: 'refused' once it no longer listens. */
async function newRequest(): Promise<'answered' | 'refused'> {
  try {
    await fetch(`http://127.0.0.1:${NATIVE_PORT}/health/live`, { signal: AbortSignal.timeout(1000) });
    return 'answered';
  } catch {
    return 'refused';
  }
}

test('on SIGTERM a withdrawal in flight completes, new requests are refused, and the portal exits', async ({
  page,
}) => {
  await signIn(page, WES);
  const withdrawal = new WithdrawalPage(page);
  await withdrawal.start();
  await withdrawal.continueWith('3.33');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your withdrawal');

  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && /\/review$/.test(new URL(res.url()).pathname),
    { timeout: 15_000 },
  );
  let answeredAt: number | undefined;
  void answer.then(() => (answeredAt = Date.now()));
  // Not awaited yet: a click waits until the navigation it starts has its answer, 3 s from now.
  const pressed = page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  // The bank has committed it and holds its answer: the withdrawal is in flight.
  await expect
    .poll(async () => (await ledger(WES.username, 'withdrawal')).map((row) => row.AmountPence), {
      timeout: 5_000,
    })
    .toEqual([333]);

  const signalled = Date.now();
  await run('podman', ['kill', '--signal', 'SIGTERM', PORTAL_CONTAINER], { timeout: 10_000 });
  await expect.poll(newRequest, { timeout: 3_000, intervals: [50] }).toBe('refused');
  const refusedAt = Date.now();
  expect(answeredAt, 'new connections are refused while the withdrawal is still in flight').toBeUndefined();

  await pressed;
  const res = await answer;
  expect(res.status()).toBe(303);
  expect(res.headers().location).toMatch(/\/confirmation\?key=/);
  expect((await ledger(WES.username, 'withdrawal')).map((row) => row.AmountPence)).toEqual([333]);

  const { stdout } = await run('podman', ['wait', PORTAL_CONTAINER], { timeout: 15_000 });
  const exitedAt = Date.now();
  const exitCode = Number(stdout.trim());
  if (RESULTS)
    writeFileSync(
      RESULTS,
      JSON.stringify({
        refusedAfterMs: refusedAt - signalled,
        inFlightAnsweredAfterMs: (answeredAt ?? exitedAt) - signalled,
        exitedAfterMs: exitedAt - signalled,
        exitCode,
      }),
    );
  expect(exitCode).toBe(0);
  expect(exitedAt - signalled).toBeLessThan(10_000);
});
