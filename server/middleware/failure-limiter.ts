import { setTimeout as delay } from 'node:timers/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { InFlight } from './failure-counts.ts';
import type { Rule } from './rate-limit-rules.ts';

// The limits on failed answers (decision 075). express-rate-limit counts a request before its answer and takes the
// count back after a success, so correct answers arriving together see a count over the limit; and it cannot read a
// count without taking a place. So these limits keep their counts in its stores but decide themselves: the count is
// read before the request goes on, a failure counted once the answer is known, and the requests still waiting for
// the bank are held to the room left (failure-counts.ts).

/** How often a request waiting for room (others still waiting for the bank) looks again. */
const WAIT_STEP_MS = 20;

/** Counts one failure, trying `tries` times: a lasting count that missed one would let a stranger one closer. */
async function countFailure(store: Store, key: string, tries: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await store.increment(key);
      return;
    } catch (err) {
      if (attempt >= tries) throw err;
    }
  }
}

/**
 * A limit on failed answers: the limit is checked before the request goes on (failures so far, plus the requests
 * still waiting for the bank), and a failure counted once the answer is known. A request that finds the room taken
 * only by requests still waiting waits for them, so correct answers arriving together are never refused. A store
 * error lets the request through, as express-rate-limit's passOnStoreError does: a Redis that is down must not stop
 * customers signing in (/health/ready reports it), except for a lasting count, where it is the error page.
 */
export function failureLimiter(
  rule: Rule,
  store: Store,
  inFlight: InFlight,
  hash: (value: string) => string,
  applies: (rule: Rule, req: Request) => boolean,
  refuse: (rule: Rule, req: Request, res: Response, resetTime: Date | undefined) => void,
  logger: Logger,
  config: Config,
): RequestHandler {
  // Longer than any request's bank calls (one deadline for all of them; decision 031): by then the room is free.
  const waitMs = config.upstream.timeoutMs + 1_000;
  return async (req, res, next) => {
    if (!applies(rule, req)) return next();
    const key = hash(rule.key(req) ?? '');
    let entry: Awaited<ReturnType<InFlight['enter']>> | undefined;
    try {
      const giveUpAt = Date.now() + waitMs;
      for (;;) {
        // In first, then the count read: a request that finished in between is then in one or the other (its
        // failure is counted before it leaves), never in neither.
        const entered = await inFlight.enter(key);
        entry = entered;
        const counted = await store.get?.(key);
        // RedisStore reads a key Redis does not have (a nil reply) as NaN: no failures.
        const failures = Number.isFinite(counted?.totalHits) ? (counted?.totalHits ?? 0) : 0;
        if (failures + entered.count <= rule.limit) break;
        entry = undefined;
        await entered.leave();
        if (failures >= rule.limit || Date.now() >= giveUpAt)
          return refuse(rule, req, res, counted?.resetTime);
        await delay(WAIT_STEP_MS + Math.random() * WAIT_STEP_MS);
      }
    } catch (err) {
      void entry?.leave().catch(() => undefined);
      // A count that stands for the bank's lockout is never skipped: a store that cannot say how many failures
      // strangers have had could let the one that locks the customer through. The page asks to try again later.
      if (rule.lasting) return next(err);
      logger.error({ err, limit: rule.name }, 'rate limit store: request allowed without the limit');
      return next();
    }
    const held = entry;
    // 'close' comes after 'finish', and also when the client goes before the answer: a request that asked the bank
    // and was not answered in full counts as a failure, or dropping the connection would hide a wrong password.
    res.once('close', () => {
      const failed =
        Boolean(res.locals.askedBank) &&
        !res.locals.rateLimited &&
        (res.statusCode >= 400 || !res.writableFinished);
      const counting = failed ? countFailure(store, key, rule.lasting ? 3 : 1) : Promise.resolve();
      void counting
        .finally(() => held.leave())
        .catch((err: unknown) => logger.error({ err, limit: rule.name }, 'rate limit store'));
    });
    next();
  };
}
