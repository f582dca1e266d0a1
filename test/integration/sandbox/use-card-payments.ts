import { beforeEach, expect } from '@jest/globals';
import { CARD_PAYMENT_MAKE } from '../../../shared/api/money-movements.ts';
import { DEMO } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';
import { CARL, CARL_SAVINGS, answerAtIssuer, makeRequest, resetMoney, useCaller } from './money-helpers.ts';

// What the paybycard v1.0 tests share (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): a
// sandbox with the test controls, carl.card and demo.saver signed in, carl's money reset before every test, and make
// (with the issuer's challenge answered).

// Monday 23 November 2026 in London: cards expiring 11/26 are still valid, 10/26 have expired.
export const NOW = new Date('2026-11-23T10:00:00Z');

/** The sandbox, callers and calls of a paybycard test file. */
export function useCardPayments() {
  const sandbox = useTestSandbox({ clock: () => NOW, testControls: true });
  const carl = useCaller(sandbox, CARL);
  const demo = useCaller(sandbox, DEMO);

  beforeEach(async () => {
    expect((await resetMoney(sandbox.apiUrl, CARL.username)).status).toBe(200);
  });

  function make(overrides: Record<string, unknown> = {}, key = CARL_SAVINGS, caller = carl) {
    return caller.post(CARD_PAYMENT_MAKE, makeRequest(key, overrides));
  }

  /** make + the issuer's challenge answered; returns what complete needs. */
  async function challenged(
    action: 'approve' | 'decline',
    overrides: Record<string, unknown> = {},
    key = CARL_SAVINGS,
  ) {
    const request = makeRequest(key, overrides);
    const made = await carl.post(CARD_PAYMENT_MAKE, request);
    expect(made.body.ResponseStatus).toBe('PerformThreeDSecure');
    const page = await answerAtIssuer(made.body.ThreeDSecureUrl, action);
    return { request, paymentKey: made.body.PaymentKey as string, paRes: page.form.fields.PaRes as string };
  }

  return { sandbox, carl, demo, make, challenged };
}
