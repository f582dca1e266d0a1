import { beforeEach, expect } from '@jest/globals';
import { CANCEL_NOTICE, WITHDRAWAL } from '../../../shared/api/money-movements.ts';
import { DEMO } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';
import { type Caller, NORA, WES, resetMoney, useCaller } from './money-helpers.ts';

// What the movemoney v1.0 tests share (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): a
// sandbox on the seed day with the test controls, wes.withdraw, nora.notice and demo.saver signed in, their money
// reset before every test, and the withdrawal and cancel-notice calls.

// Monday 23 November 2026, 10:00 in London (GMT): the seed day and "today".
export const TODAY = '2026-11-23';

export const WES_EASY = 'ACC-35000011';
export const WES_ONLINE = 'ACC-35000022';
export const NORA_35 = 'ACC-35100011';
export const NORA_95 = 'ACC-35100022';

export function withdraw(
  caller: Caller,
  key: string,
  info: {
    ActionDate?: string;
    Amount: string | null;
    CloseAccount?: boolean;
    PaymentReference?: string | null;
  },
) {
  return caller.post(WITHDRAWAL, {
    AccountKey: { Key: key, Context: 'Savings' },
    WithdrawalInformation: {
      ActionDate: info.ActionDate ?? TODAY,
      Amount: info.Amount,
      CloseAccount: info.CloseAccount ?? false,
      PaymentReference: info.PaymentReference ?? null,
    },
  });
}

export function cancel(caller: Caller, key: string, transactionIdentifier: string) {
  return caller.post(CANCEL_NOTICE, {
    AccountKey: { Key: key, Context: 'Savings' },
    TransactionIdentifier: transactionIdentifier,
  });
}

/** The sandbox and callers of a movemoney test file, each test starting from the seeded money. */
export function useMoneyMovements() {
  const sandbox = useTestSandbox({ clock: () => new Date(`${TODAY}T10:00:00Z`), testControls: true });
  const callers = {
    wes: useCaller(sandbox, WES),
    nora: useCaller(sandbox, NORA),
    demo: useCaller(sandbox, DEMO),
  };
  beforeEach(async () => {
    for (const who of [WES, NORA, DEMO])
      expect((await resetMoney(sandbox.apiUrl, who.username)).status).toBe(200);
  });
  return { sandbox, ...callers };
}
