import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { Store, type SessionData } from 'express-session';
import type { SessionCipher } from './cipher.ts';
import { openExpiringTable } from './sqlite-table.ts';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store on Node's built-in SQLite (WAL, synchronous=NORMAL). Session data is encrypted at rest
 * because it holds upstream tickets and tokens (docs/stack-notes.md, Sessions). Rows expire with the session cookie.
 *
 * No `touch`: express-session would otherwise write the row's expiry on every request that changed nothing. A row
 * lives for the absolute lifetime from its last save (the cookie's maxAge), which always outlasts both the idle
 * expiry the server enforces from `lastActivity` and the absolute one from `createdAt` (decision 027).
 */
export class SqliteSessionStore extends Store {
  private readonly db: DatabaseSync;
  private readonly getStmt: StatementSync;
  private readonly setStmt: StatementSync;
  private readonly destroyStmt: StatementSync;
  private readonly pruneStmt: StatementSync;
  private readonly pruneTimer: NodeJS.Timeout;
  private readonly cipher: SessionCipher;
  private readonly defaultTtlMs: number;
  private readonly now: () => number;

  constructor(
    file: string,
    cipher: SessionCipher,
    defaultTtlMs = 24 * 60 * 60 * 1000,
    now: () => number = Date.now,
  ) {
    super();
    this.cipher = cipher;
    this.defaultTtlMs = defaultTtlMs;
    this.now = now;
    this.db = openExpiringTable(file, 'sessions', 'sid');
    this.getStmt = this.db.prepare('SELECT data, expires FROM sessions WHERE sid = ?');
    this.setStmt = this.db.prepare(
      'INSERT INTO sessions (sid, data, expires) VALUES (?, ?, ?) ON CONFLICT(sid) DO UPDATE SET data = excluded.data, expires = excluded.expires',
    );
    this.destroyStmt = this.db.prepare('DELETE FROM sessions WHERE sid = ?');
    this.pruneStmt = this.db.prepare('DELETE FROM sessions WHERE expires <= ?');
    this.pruneTimer = setInterval(() => this.prune(), 10 * 60 * 1000);
    this.pruneTimer.unref();
  }

  private expiresOf(session: SessionData): number {
    const expires = session.cookie?.expires;
    return expires ? new Date(expires).getTime() : this.now() + this.defaultTtlMs;
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    try {
      const row = this.getStmt.get(sid) as { data: string; expires: number } | undefined;
      if (!row || row.expires <= this.now()) return callback(undefined, null);
      callback(undefined, JSON.parse(this.cipher.decrypt(row.data)) as SessionData);
    } catch (err) {
      // A row that cannot be decrypted (secret rotated) is treated as no session, not as an error page.
      if (err instanceof Error && err.name === 'SessionDecryptError') return callback(undefined, null);
      callback(err);
    }
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    try {
      this.setStmt.run(sid, this.cipher.encrypt(JSON.stringify(session)), this.expiresOf(session));
      callback?.();
    } catch (err) {
      callback?.(err);
    }
  }

  override destroy(sid: string, callback?: Callback): void {
    try {
      this.destroyStmt.run(sid);
      callback?.();
    } catch (err) {
      callback?.(err);
    }
  }

  prune(): number {
    return Number(this.pruneStmt.run(this.now()).changes);
  }

  /** For /health/ready: the database answers. */
  ping(): boolean {
    this.db.prepare('SELECT 1').get();
    return true;
  }

  close(): void {
    clearInterval(this.pruneTimer);
    if (this.db.isOpen) this.db.close();
  }
}
