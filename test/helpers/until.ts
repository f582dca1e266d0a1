import { setTimeout as tick } from 'node:timers/promises';

// Waiting for something to happen that a test cannot subscribe to (a row in the sandbox's ledger, the portal ready
// again after Redis returns): the check is asked again every few milliseconds until it holds, and the wait ends the
// moment it does. The deadline only bounds a failure; nothing here waits for time itself to pass.

/** Resolves with the first truthy value `check` gives; rejects naming `what` when none came within `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}, in vain`);
    await tick(everyMs);
  }
}

/** Watches `promise`: the function answers whether it is still pending (a request still in flight). */
export function pending(promise: PromiseLike<unknown>): () => boolean {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  return () => !done;
}
