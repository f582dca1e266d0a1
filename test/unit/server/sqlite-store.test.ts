import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SessionData } from 'express-session';
import { createSessionCipher } from '../../../server/session/cipher.ts';
import { SqliteSessionStore } from '../../../server/session/sqlite-store.ts';

const SECRET = 'unit-test-session-secret-0123456789abcdef';
const TOKEN = 'SECRET-TICKET-3f9a7c2e';
const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const MINUTE = 60_000;

let dir: string;
let file: string;
let clock: number;
let store: SqliteSessionStore;
const now = () => clock;

function session(expiresAt: number | null, extra: Partial<SessionData> = {}): SessionData {
  return {
    cookie: {
      originalMaxAge: null,
      expires: expiresAt === null ? undefined : new Date(expiresAt),
      httpOnly: true,
      path: '/',
    },
    auth: {
      kind: 'native',
      sessionTicket: TOKEN,
      customer: { userId: 'u1', username: 'jsmith', name: 'Jane Smith' },
    },
    ...extra,
  } as SessionData;
}

function get(s: SqliteSessionStore, sid: string): Promise<SessionData | null | undefined> {
  return new Promise((resolve, reject) => s.get(sid, (err, value) => (err ? reject(err) : resolve(value))));
}
function set(s: SqliteSessionStore, sid: string, data: SessionData): Promise<void> {
  return new Promise((resolve, reject) => s.set(sid, data, (err) => (err ? reject(err) : resolve())));
}
function destroy(s: SqliteSessionStore, sid: string): Promise<void> {
  return new Promise((resolve, reject) => s.destroy(sid, (err) => (err ? reject(err) : resolve())));
}

/** Reads the stored row straight from the file, as someone with disk access would. */
function rawRow(sid: string): { data: string; expires: number } | undefined {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare('SELECT data, expires FROM sessions WHERE sid = ?').get(sid) as
      { data: string; expires: number } | undefined;
  } finally {
    db.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-sessions-'));
  file = join(dir, 'nested', 'sessions.sqlite');
  clock = T0;
  store = new SqliteSessionStore(file, createSessionCipher(SECRET), 24 * 60 * MINUTE, now);
});

afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SqliteSessionStore', () => {
  it('stores, reads back and destroys a session', async () => {
    await set(store, 'sid-1', session(T0 + 20 * MINUTE));
    const read = await get(store, 'sid-1');
    expect(read?.auth).toEqual({
      kind: 'native',
      sessionTicket: TOKEN,
      customer: { userId: 'u1', username: 'jsmith', name: 'Jane Smith' },
    });
    expect(new Date(read!.cookie.expires as unknown as string).getTime()).toBe(T0 + 20 * MINUTE);

    await destroy(store, 'sid-1');
    expect(await get(store, 'sid-1')).toBeNull();
    expect(rawRow('sid-1')).toBeUndefined();
  });

  it('answers null for an unknown sid', async () => {
    expect(await get(store, 'nobody')).toBeNull();
  });

  it('overwrites a session on a second set', async () => {
    await set(store, 'sid-1', session(T0 + 20 * MINUTE, { returnTo: '/first' }));
    await set(store, 'sid-1', session(T0 + 30 * MINUTE, { returnTo: '/second' }));
    expect((await get(store, 'sid-1'))?.returnTo).toBe('/second');
    expect(rawRow('sid-1')?.expires).toBe(T0 + 30 * MINUTE);
  });

  it('keeps session data encrypted at rest', async () => {
    await set(store, 'sid-1', session(T0 + 20 * MINUTE, { csrfToken: 'csrf-token-value-abc' }));
    store.close(); // flush the WAL so the row is in the main file too
    const row = rawRow('sid-1');
    expect(row).toBeDefined();
    expect(row!.data).not.toContain(TOKEN);
    expect(row!.data).not.toContain('jsmith');
    expect(row!.data).not.toContain('csrf-token-value-abc');
    expect(Buffer.from(row!.data, 'base64').toString('latin1')).not.toContain(TOKEN);
  });

  it('expires a row at cookie.expires (by the injected clock)', async () => {
    await set(store, 'sid-1', session(T0 + 20 * MINUTE));
    expect(rawRow('sid-1')?.expires).toBe(T0 + 20 * MINUTE);
    clock = T0 + 20 * MINUTE - 1;
    expect(await get(store, 'sid-1')).not.toBeNull();
    clock = T0 + 20 * MINUTE;
    expect(await get(store, 'sid-1')).toBeNull();
  });

  it('uses the default lifetime when the cookie has no expiry', async () => {
    await set(store, 'sid-1', session(null));
    expect(rawRow('sid-1')?.expires).toBe(T0 + 24 * 60 * MINUTE);
  });

  it('has no touch, so express-session never writes the row for a request that changed nothing', async () => {
    // express-session calls store.touch on every unchanged request only when the store has one (decision 027).
    expect(typeof (store as unknown as { touch?: unknown }).touch).toBe('undefined');
    // The row lives for the cookie's lifetime from its last save: still there later within it.
    await set(store, 'sid-1', session(T0 + 35 * MINUTE));
    clock = T0 + 25 * MINUTE;
    expect(await get(store, 'sid-1')).not.toBeNull();
  });

  it('prunes expired rows only', async () => {
    await set(store, 'old-1', session(T0 + 5 * MINUTE));
    await set(store, 'old-2', session(T0 + 10 * MINUTE));
    await set(store, 'fresh', session(T0 + 60 * MINUTE));
    clock = T0 + 10 * MINUTE;
    expect(store.prune()).toBe(2);
    expect(rawRow('old-1')).toBeUndefined();
    expect(rawRow('old-2')).toBeUndefined();
    expect(rawRow('fresh')).toBeDefined();
    expect(store.prune()).toBe(0);
  });

  it('treats a row sealed with another secret as no session, not an error', async () => {
    await set(store, 'sid-1', session(T0 + 20 * MINUTE));
    store.close();
    store = new SqliteSessionStore(
      file,
      createSessionCipher('rotated-session-secret-0123456789abcdef'),
      undefined,
      now,
    );
    await expect(get(store, 'sid-1')).resolves.toBeNull();
  });

  it('reads its rows again after a restart with the same secret', async () => {
    await set(store, 'sid-1', session(T0 + 20 * MINUTE));
    store.close();
    store = new SqliteSessionStore(file, createSessionCipher(SECRET), undefined, now);
    expect((await get(store, 'sid-1'))?.auth?.kind).toBe('native');
  });

  it('answers ping()', () => {
    expect(store.ping()).toBe(true);
  });

  it('throws from ping() once closed (so /health/ready reports it)', () => {
    store.close();
    expect(() => store.ping()).toThrow();
  });
});
