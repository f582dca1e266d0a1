import { randomUUID } from 'node:crypto';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';

// What the failure limits need beside express-rate-limit's stores (decision 075): a count that never expires on its
// own, and the requests still waiting for the bank's answer, counted exactly (no window that can roll over while one
// is in flight).

/** Sends one raw command to the Redis the sessions use (server/session/index.ts). */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/**
 * Counts in memory that last until reset: the bank's own failure count stands until a sign-in or a password reset,
 * so ours must too (in Redis, RedisStore with a window of years does the same).
 */
export class LastingMemoryStore implements Store {
  readonly localKeys = true;
  private readonly counts = new Map<string, number>();

  init(_options: Options): void {}

  get(key: string): ClientRateLimitInfo | undefined {
    const totalHits = this.counts.get(key);
    return totalHits === undefined ? undefined : { totalHits, resetTime: undefined };
  }

  increment(key: string): IncrementResponse {
    const totalHits = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, totalHits);
    return { totalHits, resetTime: undefined };
  }

  decrement(key: string): void {
    const totalHits = (this.counts.get(key) ?? 0) - 1;
    if (totalHits > 0) this.counts.set(key, totalHits);
    else this.counts.delete(key);
  }

  resetKey(key: string): void {
    this.counts.delete(key);
  }
}

/** Requests for one key that have been let through and not yet answered. */
export type InFlight = {
  /** Adds a request; resolves to how many are now in flight (itself included) and how to take it off again. */
  enter(key: string): Promise<{ count: number; leave(): Promise<void> }>;
};

/** In one process, exactly: a portal that stops loses its requests along with this map. */
export function memoryInFlight(): InFlight {
  const counts = new Map<string, number>();
  return {
    enter(key) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      let left = false;
      return Promise.resolve({
        count,
        leave() {
          if (!left) {
            left = true;
            const rest = (counts.get(key) ?? 1) - 1;
            if (rest > 0) counts.set(key, rest);
            else counts.delete(key);
          }
          return Promise.resolve();
        },
      });
    },
  };
}

// One member per request, scored by when it is given up for lost (a portal that died mid-request): adding,
// pruning and counting in one script, so two portals never both see room for one.
const ENTER = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return redis.call('ZCARD', KEYS[1])`;

/** Shared by every portal through Redis; a request is given up for lost after `lostAfterMs`. */
export function redisInFlight(redis: RedisCommand, prefix: string, lostAfterMs: number): InFlight {
  return {
    async enter(key) {
      const set = `${prefix}${key}`;
      const member = randomUUID();
      const now = Date.now();
      const count = Number(
        await redis([
          'EVAL',
          ENTER,
          '1',
          set,
          String(now),
          String(now + lostAfterMs),
          member,
          String(lostAfterMs),
        ]),
      );
      let left = false;
      return {
        count,
        async leave() {
          if (left) return;
          left = true;
          await redis(['ZREM', set, member]);
        },
      };
    },
  };
}
