import type { Response } from 'express';

// Amounts that make the sandbox misbehave on purpose, for the portal's tests of money movements (withdrawals,
// notices and card payments 'make'; sandbox/CUSTOMERS.md "Magic amounts"):
//   £9.99  the bank answers ResponseStatus 'Failed' and moves nothing
//   £3.33  the movement is committed, the answer comes 3 seconds later (a second submission meanwhile is in flight)
//   £7.77  the movement is committed, then the connection is dropped without an answer (the outcome is unknown)

export type MagicAmount = 'fail' | 'slow' | 'drop';

export const MAGIC_AMOUNTS: Readonly<Record<number, MagicAmount>> = { 999: 'fail', 333: 'slow', 777: 'drop' };
/** How long a £3.33 movement waits before answering. */
export const SLOW_ANSWER_MS = 3000;

export function magicAmount(pence: number | null | undefined): MagicAmount | undefined {
  return pence === null || pence === undefined ? undefined : MAGIC_AMOUNTS[pence];
}

/** Sends `body` now, after SLOW_ANSWER_MS ('slow'), or never: the socket is destroyed ('drop'). */
export function answer(res: Response, magic: MagicAmount | undefined, body: unknown): void {
  if (magic === 'drop') {
    res.socket?.destroy();
    return;
  }
  if (magic === 'slow') {
    setTimeout(() => {
      if (!res.writableEnded && !res.destroyed) res.json(body);
    }, SLOW_ANSWER_MS);
    return;
  }
  res.json(body);
}
