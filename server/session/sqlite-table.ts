import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The SQLite file the sessions and the submission keys share (WAL, synchronous=NORMAL, made if missing unless it is
 * ':memory:'), with `table` ready in it: rows of encrypted `data` under a text key, each with its expiry time.
 */
export function openExpiringTable(file: string, table: string, key: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS ${table} (${key} TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS ${table}_expires ON ${table} (expires);
  `);
  return db;
}
