import { afterEach, describe, expect, it } from '@jest/globals';
import {
  IN_FLIGHT_LIMIT_MS,
  SUBMISSION_TTL_MS,
  type SubmissionStore,
} from '../../server/submissions/store.ts';

// The one-time submission keys (docs/money-journeys.md, One-time submission keys): claimed once, atomically, outside
// the session.
/** `expiresOnClock`: the store expires keys on the injected clock (SQLite); Redis expires them on its own (PX). */
export function submissionStoreContract(
  name: string,
  make: (now: () => number) => Promise<SubmissionStore>,
  options: { expiresOnClock: boolean },
) {
  describe(name, () => {
    let store: SubmissionStore;
    let t = 1_800_000_000_000;
    const now = () => t;
    afterEach(async () => {
      await store?.close();
    });

    it('lets exactly one of many parallel claims through', async () => {
      store = await make(now);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => store.claim('key-a', 'alex', 'withdrawal')),
      );
      expect(results.filter((r) => r.claimed)).toHaveLength(1);
      for (const r of results.filter((r) => !r.claimed)) {
        expect(r).toEqual({
          claimed: false,
          existing: { journey: 'withdrawal', state: 'in-flight', outcome: null, claimedAt: t },
        });
      }
    });

    it('keeps the outcome for the owner, and gives nothing away to anyone else', async () => {
      store = await make(now);
      expect(await store.claim('key-b', 'alex', 'withdrawal')).toEqual({ claimed: true });
      await store.settle('key-b', 'alex', 'done', { kind: 'answer', answer: { status: 'Success' } });
      expect(await store.get('key-b', 'alex')).toMatchObject({
        state: 'done',
        outcome: { kind: 'answer', answer: { status: 'Success' } },
      });
      expect(await store.get('key-b', 'mallory')).toBeNull();
      expect(await store.claim('key-b', 'mallory', 'withdrawal')).toEqual({ claimed: false, existing: null });
      await store.settle('key-b', 'mallory', 'done', { forged: true });
      expect(await store.get('key-b', 'alex')).toMatchObject({ outcome: { kind: 'answer' } });
      expect(await store.get('never-claimed', 'alex')).toBeNull();
    });

    it('reports a key left in flight by a stopped process as unknown, never as still processing', async () => {
      store = await make(now);
      await store.claim('key-c', 'alex', 'notice');
      t += IN_FLIGHT_LIMIT_MS + 1;
      expect(await store.get('key-c', 'alex')).toMatchObject({ state: 'unknown' });
      expect((await store.claim('key-c', 'alex', 'notice')).claimed).toBe(false);
    });

    // Redis expires keys on its own clock: its test reads the key's PTTL instead (redis-session.test.ts).
    if (options.expiresOnClock)
      it('forgets outcomes after a day on the store clock', async () => {
        store = await make(now);
        await store.claim('key-d', 'alex', 'withdrawal');
        await store.settle('key-d', 'alex', 'unknown', { kind: 'unknown' });
        expect(await store.get('key-d', 'alex')).toMatchObject({ state: 'unknown' });
        t += SUBMISSION_TTL_MS + 1;
        expect(await store.get('key-d', 'alex')).toBeNull();
      });
  });
}
