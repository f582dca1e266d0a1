import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

// oidc-provider's storage contract (its in-memory adapter is the reference: lib/adapters/memory_adapter.js), kept in
// the sandbox database so that identity-provider sessions, grants and tokens survive a restart.
// Expiry uses the real clock: oidc-provider itself always does.

type Row = { payload: string; expires_at: number | null; consumed_at: number | null };

function toPayload(row: Row | undefined, now: number): AdapterPayload | undefined {
  if (!row) return undefined;
  if (row.expires_at !== null && row.expires_at <= now) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  if (row.consumed_at !== null) payload.consumed = row.consumed_at;
  return payload;
}

class SqliteAdapter implements Adapter {
  readonly #model: string;
  readonly #db: DatabaseSync;

  constructor(model: string, db: DatabaseSync) {
    this.#model = model;
    this.#db = db;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null;
    this.#db
      .prepare(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
         ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      )
      .run(
        this.#model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const row = this.#db
      .prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND id = ?')
      .get(this.#model, id) as Row | undefined;
    return toPayload(row, Date.now());
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const row = this.#db
      .prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ?')
      .get(this.#model, userCode) as Row | undefined;
    return toPayload(row, Date.now());
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const row = this.#db
      .prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ?')
      .get(this.#model, uid) as Row | undefined;
    return toPayload(row, Date.now());
  }

  async consume(id: string): Promise<void> {
    this.#db
      .prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?')
      .run(Math.floor(Date.now() / 1000), this.#model, id);
  }

  async destroy(id: string): Promise<void> {
    this.#db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?').run(this.#model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Called once per token model (AccessToken, RefreshToken, AuthorizationCode...): remove only this model's rows.
    this.#db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND grant_id = ?').run(this.#model, grantId);
  }
}

export function createSqliteAdapter(db: DatabaseSync): AdapterFactory {
  return (model: string) => new SqliteAdapter(model, db);
}

/** Deletes expired provider data; returns how many rows went. */
export function pruneExpiredOidcPayloads(db: DatabaseSync, now = Date.now()): number {
  const result = db
    .prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at <= ?')
    .run(now);
  return Number(result.changes);
}
