import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadMigrations, migrate, openDatabase } from '../../../sandbox/db/database.ts';
import { SEED_CUSTOMERS, seedDatabase } from '../../../sandbox/db/seed.ts';
import { firstOfNextMonth, londonDate, nextAnniversary } from '../../../sandbox/domain/clock.ts';
import { decimalToNumber, penceToAmount } from '../../../sandbox/domain/money.ts';
import {
  memorableDigitsMatch,
  sealMemorableNumber,
  verifyPassword,
} from '../../../sandbox/domain/secrets.ts';
import { startSandbox } from '../../../sandbox/server.ts';

// The sandbox's storage: numbered migrations, idempotent seed data, secrets never in plaintext.

let dir: string;
let db: DatabaseSync;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-db-test-'));
  db = openDatabase(join(dir, 'sandbox.sqlite'));
  await seedDatabase(db, new Date('2026-11-22T10:00:00Z'));
});

afterAll(() => {
  if (db?.isOpen) db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = (table: string) =>
  Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);

describe('migrations', () => {
  it('applies the numbered files in order, records them, and runs in WAL mode', () => {
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(loadMigrations().map(({ version, name }) => ({ version, name })));
    expect(recorded[0]).toEqual({ version: 1, name: '001-initial.sql' });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
  });

  it('does not apply a migration twice', () => {
    expect(migrate(db)).toEqual([]);
  });

  it('refuses a gap in the numbering', () => {
    const migrations = mkdtempSync(join(tmpdir(), 'sandbox-migrations-'));
    try {
      writeFileSync(join(migrations, '001-first.sql'), 'SELECT 1;');
      writeFileSync(join(migrations, '003-third.sql'), 'SELECT 1;');
      expect(() => loadMigrations(migrations)).toThrow(/without gaps/);
    } finally {
      rmSync(migrations, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back and records nothing for it', () => {
    const broken = [
      ...loadMigrations(),
      { version: 2, name: '002-broken.sql', sql: 'CREATE TABLE t2 (x); SELECT nope FROM nowhere;' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't2'").get()).toBeUndefined();
    expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: 1 });
  });
});

describe('seed data', () => {
  it('seeds the documented customers and accounts', () => {
    expect(count('customers')).toBe(3);
    expect(count('accounts')).toBe(5);
    const customers = db
      .prepare('SELECT username, name, credential_status FROM customers ORDER BY user_id')
      .all();
    expect(customers).toEqual([
      { username: 'demo.saver', name: 'Alex Saver', credential_status: 'Active' },
      { username: 'sam.single', name: 'Sam Single', credential_status: 'Active' },
      { username: 'bella.blocked', name: 'Bella Blocked', credential_status: 'Blocked' },
    ]);
  });

  it('is idempotent', async () => {
    await seedDatabase(db, new Date());
    expect(count('customers')).toBe(3);
    expect(count('accounts')).toBe(5);
  });

  it('keeps no password or memorable number in plaintext, yet can check them', async () => {
    db.exec('PRAGMA wal_checkpoint(FULL)');
    const file = readFileSync(join(dir, 'sandbox.sqlite')).toString('latin1');
    for (const customer of SEED_CUSTOMERS) {
      expect(file).not.toContain(customer.password);
      expect(file).not.toContain(customer.memorableNumber);
      const row = db
        .prepare('SELECT password_hash, memorable_number FROM customers WHERE username = ?')
        .get(customer.username) as { password_hash: string; memorable_number: string };
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(customer.password, row.password_hash)).toBe(true);
      expect(await verifyPassword(`${customer.password}x`, row.password_hash)).toBe(false);
      const digits = [0, 2, 5].map((position) => customer.memorableNumber.charAt(position));
      const wrong = digits.map((digit) => String((Number(digit) + 1) % 10));
      expect(memorableDigitsMatch(row.memorable_number, [0, 2, 5], digits.join(''))).toBe(true);
      expect(memorableDigitsMatch(row.memorable_number, [0, 2, 5], wrong.join(''))).toBe(false);
      expect(memorableDigitsMatch(row.memorable_number, [0, 2, 5], digits.join('').slice(0, 2))).toBe(false);
    }
  });

  it('salts every secret: the same memorable number seals differently each time', () => {
    expect(sealMemorableNumber('482916')).not.toBe(sealMemorableNumber('482916'));
  });

  it('is applied by startSandbox only when there are no customers yet', async () => {
    db.prepare("UPDATE customers SET name = 'Alex Renamed' WHERE username = 'demo.saver'").run();
    db.close();
    const sandbox = await startSandbox({
      apiPort: 0,
      idpPort: 0,
      dbFile: join(dir, 'sandbox.sqlite'),
      quiet: true,
    });
    await sandbox.close();
    db = openDatabase(join(dir, 'sandbox.sqlite'));
    expect(db.prepare("SELECT name FROM customers WHERE username = 'demo.saver'").get()).toEqual({
      name: 'Alex Renamed',
    });
    expect(count('customers')).toBe(3);
  });
});

describe('money and dates', () => {
  it('turns pence into an exact two-decimal amount', () => {
    expect(penceToAmount(0)).toBe(0);
    expect(penceToAmount(5)).toBe(0.05);
    expect(penceToAmount(10)).toBe(0.1);
    expect(penceToAmount(1_234_567)).toBe(12345.67);
    expect(penceToAmount(-12_345)).toBe(-123.45);
    expect(JSON.stringify(penceToAmount(1_000_000_001))).toBe('10000000.01');
    expect(JSON.stringify(penceToAmount(30))).toBe('0.3'); // not 0.30000000000000004
    expect(() => penceToAmount(1.5)).toThrow(TypeError);
  });

  it('reads decimal rates', () => {
    expect(decimalToNumber('4.40')).toBe(4.4);
    expect(() => decimalToNumber('4,40')).toThrow(TypeError);
  });

  it('works out interest dates on the London calendar', () => {
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // BST
    expect(londonDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31'); // GMT
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(nextAnniversary('2024-02-29', '2026-11-22')).toBe('2027-02-28');
    expect(nextAnniversary('2023-09-01', '2026-09-01')).toBe('2027-09-01');
  });
});
