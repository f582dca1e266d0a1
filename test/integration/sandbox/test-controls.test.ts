import { afterEach, describe, expect, it } from '@jest/globals';
import { adjustableClock } from '../../../sandbox/domain/clock.ts';
import { startTestSandbox, type TestSandbox } from './test-sandbox.ts';

// The browser tests' clock control (POST /__test/clock), and that a sandbox started without it has none.
let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
});

describe('POST /__test/clock', () => {
  it('moves the sandbox clock on when the control is enabled', async () => {
    const testClock = adjustableClock();
    sandbox = await startTestSandbox({ clock: testClock.clock, advanceClock: testClock.advance });
    const before = Date.now();
    const res = await fetch(`${sandbox.apiUrl}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: 30 }),
    });
    expect(res.status).toBe(200);
    const { Now } = (await res.json()) as { Now: string };
    expect(new Date(Now).getTime() - before).toBeGreaterThanOrEqual(30 * 60_000);
    const bad = await fetch(`${sandbox.apiUrl}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: -1 }),
    });
    expect(bad.status).toBe(400);
    // DELETE puts it back to real time.
    const reset = await fetch(`${sandbox.apiUrl}/__test/clock`, { method: 'DELETE' });
    expect(reset.status).toBe(200);
    const back = new Date(((await reset.json()) as { Now: string }).Now).getTime();
    expect(Math.abs(back - Date.now())).toBeLessThan(60_000);
  });

  it('does not exist otherwise', async () => {
    sandbox = await startTestSandbox();
    const res = await fetch(`${sandbox.apiUrl}/__test/clock`, { method: 'POST' });
    expect(res.status).toBe(400); // refused by the bank-header check like any unknown call
  });
});
