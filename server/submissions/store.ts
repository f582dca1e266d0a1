import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { SessionCipher } from '../session/cipher.ts';
import { openExpiringTable } from '../session/sqlite-table.ts';

// The one-time submission keys of the money movements (docs/money-journeys.md, One-time submission keys).
// A key is claimed in ONE atomic operation of a shared store, never as a session field: express-session has no
// locking, so two parallel POSTs both read the same session and both would see the key unused. The store also keeps
// each movement's outcome, so a repeat POST, a refresh or a result page whose session write was lost still shows the
// first result. SQLite (`INSERT ... ON CONFLICT DO NOTHING`) beside the sessions by default; Redis (`SET NX PX`) when
// the sessions are there. Outcomes are encrypted at rest like the sessions, and expire after a day.

export type SubmissionState = 'in-flight' | 'done' | 'unknown';

export type Submission = {
  /** The journey that claimed the key ('withdrawal', 'notice', 'card-payment'...). */
  journey: string;
  state: SubmissionState;
  /** What the journey recorded when the call settled: its own shape, read back by the same journey. */
  outcome: unknown;
  /** When the key was claimed (ms since the epoch). */
  claimedAt: number;
};

export type ClaimResult = { claimed: true } | { claimed: false; existing: Submission | null };

export interface SubmissionStore {
  /**
   * Claims `key` for `owner` atomically. `{ claimed: true }` only for the first caller; every later caller gets the
   * record (or null when the key belongs to someone else: nothing about it is given away).
   */
  claim(key: string, owner: string, journey: string): Promise<ClaimResult>;
  /** Records how the call ended: `done` with its outcome, or `unknown` when it could not be confirmed. */
  settle(key: string, owner: string, state: 'done' | 'unknown', outcome: unknown): Promise<void>;
  /** The record of `key` if `owner` claimed it. */
  get(key: string, owner: string): Promise<Submission | null>;
  close(): Promise<void>;
}

/**
 * How long outcomes are kept: a bookmarked confirmation still answers the next day (docs/money-journeys.md, Result
 * pages).
 */
export const SUBMISSION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * An `in-flight` record older than this was left by a process that stopped mid-call: it is reported as `unknown`
 * (the customer is told to check their accounts), never as still processing for ever, and never retried.
 */
export const IN_FLIGHT_LIMIT_MS = 2 * 60 * 1000;

type Stored = Submission & { owner: string };

function visible(record: Stored, owner: string, now: number): Submission | null {
  if (record.owner !== owner) return null;
  const { owner: _owner, ...submission } = record;
  if (submission.state === 'in-flight' && now - submission.claimedAt > IN_FLIGHT_LIMIT_MS) {
    return { ...submission, state: 'unknown' };
  }
  return submission;
}

export class SqliteSubmissionStore implements SubmissionStore {
  private readonly db: DatabaseSync;
  private readonly insertStmt: StatementSync;
  private readonly getStmt: StatementSync;
  private readonly settleStmt: StatementSync;
  private readonly pruneStmt: StatementSync;
  private readonly pruneTimer: NodeJS.Timeout;
  private readonly cipher: SessionCipher;
  private readonly now: () => number;

  constructor(file: string, cipher: SessionCipher, now: () => number = Date.now) {
    this.cipher = cipher;
    this.now = now;
    this.db = openExpiringTable(file, 'submissions', 'key');
    this.insertStmt = this.db.prepare(
      'INSERT INTO submissions (key, data, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO NOTHING',
    );
    this.getStmt = this.db.prepare('SELECT data FROM submissions WHERE key = ? AND expires > ?');
    this.settleStmt = this.db.prepare('UPDATE submissions SET data = ? WHERE key = ?');
    this.pruneStmt = this.db.prepare('DELETE FROM submissions WHERE expires <= ?');
    this.pruneTimer = setInterval(() => this.prune(), 10 * 60 * 1000);
    this.pruneTimer.unref();
  }

  private read(key: string): Stored | null {
    const row = this.getStmt.get(key, this.now()) as { data: string } | undefined;
    if (!row) return null;
    try {
      return JSON.parse(this.cipher.decrypt(row.data)) as Stored;
    } catch {
      return null;
    }
  }

  async claim(key: string, owner: string, journey: string): Promise<ClaimResult> {
    const t = this.now();
    const record: Stored = { owner, journey, state: 'in-flight', outcome: null, claimedAt: t };
    // A row left over from an expired key is pruned first so the key can never be claimed twice within its life.
    this.pruneStmt.run(t);
    const { changes } = this.insertStmt.run(
      key,
      this.cipher.encrypt(JSON.stringify(record)),
      t + SUBMISSION_TTL_MS,
    );
    if (Number(changes) === 1) return { claimed: true };
    const existing = this.read(key);
    return { claimed: false, existing: existing ? visible(existing, owner, t) : null };
  }

  async settle(key: string, owner: string, state: 'done' | 'unknown', outcome: unknown): Promise<void> {
    const existing = this.read(key);
    if (!existing || existing.owner !== owner) return;
    const record: Stored = { ...existing, state, outcome };
    this.settleStmt.run(this.cipher.encrypt(JSON.stringify(record)), key);
  }

  async get(key: string, owner: string): Promise<Submission | null> {
    const existing = this.read(key);
    return existing ? visible(existing, owner, this.now()) : null;
  }

  prune(): number {
    return Number(this.pruneStmt.run(this.now()).changes);
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    if (this.db.isOpen) this.db.close();
  }
}

/** The few Redis commands the store needs (node-redis v5 client). */
export type RedisLike = {
  set(key: string, value: string, options: { NX?: true; XX?: true; PX?: number } | object): Promise<unknown>;
  get(key: string): Promise<string | null>;
  pTTL(key: string): Promise<number>;
};

export class RedisSubmissionStore implements SubmissionStore {
  private readonly client: RedisLike;
  private readonly cipher: SessionCipher;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(
    client: RedisLike,
    cipher: SessionCipher,
    prefix = 'portal:sub:',
    now: () => number = Date.now,
  ) {
    this.client = client;
    this.cipher = cipher;
    this.prefix = prefix;
    this.now = now;
  }

  private async read(key: string): Promise<Stored | null> {
    const raw = await this.client.get(this.prefix + key);
    if (!raw) return null;
    try {
      return JSON.parse(this.cipher.decrypt(raw)) as Stored;
    } catch {
      return null;
    }
  }

  async claim(key: string, owner: string, journey: string): Promise<ClaimResult> {
    const t = this.now();
    const record: Stored = { owner, journey, state: 'in-flight', outcome: null, claimedAt: t };
    const reply = await this.client.set(this.prefix + key, this.cipher.encrypt(JSON.stringify(record)), {
      NX: true,
      PX: SUBMISSION_TTL_MS,
    });
    if (reply === 'OK') return { claimed: true };
    const existing = await this.read(key);
    return { claimed: false, existing: existing ? visible(existing, owner, t) : null };
  }

  async settle(key: string, owner: string, state: 'done' | 'unknown', outcome: unknown): Promise<void> {
    const existing = await this.read(key);
    if (!existing || existing.owner !== owner) return;
    const ttl = await this.client.pTTL(this.prefix + key);
    const record: Stored = { ...existing, state, outcome };
    await this.client.set(this.prefix + key, this.cipher.encrypt(JSON.stringify(record)), {
      XX: true,
      PX: ttl > 0 ? ttl : SUBMISSION_TTL_MS,
    });
  }

  async get(key: string, owner: string): Promise<Submission | null> {
    const existing = await this.read(key);
    return existing ? visible(existing, owner, this.now()) : null;
  }

  async close(): Promise<void> {
    // The Redis client belongs to the session store handle, which closes it.
  }
}
