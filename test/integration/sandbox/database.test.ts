import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadMigrations, migrate, openDatabase } from '../../../sandbox/db/database.ts';
import {
  SEED_CUSTOMERS,
  SEED_PERSONS,
  SEED_VERSION,
  seedDatabase,
  seedNeeded,
} from '../../../sandbox/db/seed.ts';
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
    expect(recorded[1]).toEqual({ version: 2, name: '002-access-flows.sql' });
    expect(recorded[2]).toEqual({ version: 3, name: '003-account-area.sql' });
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
    const migrations = loadMigrations();
    const next = migrations.length + 1;
    const broken = [
      ...migrations,
      {
        version: next,
        name: `${String(next).padStart(3, '0')}-broken.sql`,
        sql: 'CREATE TABLE t2 (x); SELECT nope FROM nowhere;',
      },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't2'").get()).toBeUndefined();
    expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({
      v: migrations.length,
    });
  });
});

describe('seed data', () => {
  it('seeds the documented customers and accounts, the first three exactly as the first seed did', () => {
    expect(count('customers')).toBe(SEED_CUSTOMERS.length);
    expect(count('persons')).toBe(SEED_PERSONS.length);
    expect(count('accounts')).toBe(SEED_PERSONS.flatMap((person) => person.accounts).length);
    const customers = db
      .prepare(
        `SELECT username, name, email, credential_status, failed_attempts, credential_blocked, requires_activation
         FROM customers WHERE user_id IN ('CU100001', 'CU100002', 'CU100003') ORDER BY user_id`,
      )
      .all();
    const plain = { failed_attempts: 0, credential_blocked: 0, requires_activation: 0 };
    expect(customers).toEqual([
      {
        username: 'demo.saver',
        name: 'Alex Saver',
        email: 'alex.saver@example.com',
        credential_status: 'Active',
        ...plain,
      },
      {
        username: 'sam.single',
        name: 'Sam Single',
        email: 'sam.single@example.com',
        credential_status: 'Active',
        ...plain,
      },
      {
        username: 'bella.blocked',
        name: 'Bella Blocked',
        email: 'bella.blocked@example.com',
        credential_status: 'Blocked',
        ...plain,
      },
    ]);
    const original = db
      .prepare(
        `SELECT customer_id, account_number, balance_pence, company_name, date_opened, maturity_date
         FROM accounts WHERE customer_id IN ('CU100001', 'CU100002', 'CU100003')
         ORDER BY customer_id, display_order`,
      )
      .all();
    expect(original).toEqual(
      [
        ['CU100001', '30187452', 1_234_567, 'Alex Saver', '2021-03-15', null],
        ['CU100001', '30219864', 2_500_000, 'Alex Saver', '2023-09-01', null],
        ['CU100001', '30456021', 5_000_010, 'Saver & Co Ltd', '2025-06-02', '2027-06-02'],
        ['CU100002', '31550938', 84_205, 'Sam Single', '2024-11-04', null],
        ['CU100003', '32007716', 1_050_000, 'Bella Blocked', '2022-05-20', null],
      ].map(([customer_id, account_number, balance_pence, company_name, date_opened, maturity_date]) => ({
        customer_id,
        account_number,
        balance_pence,
        company_name,
        date_opened,
        maturity_date,
      })),
    );
    // Every account has its owner as a holder; only Nina is a non-signatory of her own, Theo of Rita's.
    expect(
      db
        .prepare(
          `SELECT a.account_number, h.person_id FROM account_holders h
           JOIN accounts a ON a.account_key = h.account_key WHERE h.role = 'NonSignatory' ORDER BY 1`,
        )
        .all(),
    ).toEqual([
      { account_number: '30999001', person_id: 'CU100019' },
      { account_number: '32330026', person_id: 'CU100006' },
    ]);
    expect(count('account_holders')).toBe(count('accounts') + 1);
  });

  it('is idempotent', async () => {
    const tables = [
      'customers',
      'persons',
      'accounts',
      'account_holders',
      'organisations',
      'activation_codes',
      'transactions',
      'interest_rates',
      'documents',
      'user_details',
      'contact_options',
    ];
    const before = tables.map(count);
    await seedDatabase(db, new Date());
    expect(tables.map(count)).toEqual(before);
    expect(count('transactions')).toBeGreaterThan(500);
    expect(db.prepare('SELECT version FROM seed_log').all()).toEqual([{ version: SEED_VERSION }]);
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
  }, 60_000); // scrypt twice per customer, by design slow: allow for a loaded machine

  it('salts every secret: the same memorable number seals differently each time', () => {
    expect(sealMemorableNumber('482916')).not.toBe(sealMemorableNumber('482916'));
  });

  it('is applied by startSandbox only to a new database or one from an older seed', async () => {
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
    expect(count('customers')).toBe(SEED_CUSTOMERS.length);
  });
});

describe('upgrading a database made before migration 002', () => {
  it('turns customers into persons, keeps their accounts, and adds the new demo persons at the next start', async () => {
    const upgradeDir = mkdtempSync(join(tmpdir(), 'sandbox-upgrade-test-'));
    const file = join(upgradeDir, 'sandbox.sqlite');
    try {
      const old = new DatabaseSync(file);
      old.exec('PRAGMA foreign_keys = ON');
      migrate(old, loadMigrations().slice(0, 1));
      old.exec(`INSERT INTO customers (user_id, username, name, email, password_hash, memorable_number, created_at)
                VALUES ('CU100001', 'demo.saver', 'Alex Saver', 'alex.saver@example.com', 'x', 'y', '2026-01-01')`);
      old.exec(`INSERT INTO accounts (account_key, customer_id, account_name, account_number, sort_code, balance_pence,
                  interest_rate, brand_product_type, interest_payment_frequency, statement_method, company_name,
                  date_opened)
                VALUES ('ACC-30187452', 'CU100001', 'Easy Access Saver', '30187452', '40-12-34', 100, '3.75',
                  'EASY_ACCESS', 'Monthly', 'Online', 'Alex Saver', '2021-03-15')`);
      old.exec("INSERT INTO session_tickets VALUES ('hash', 'CU100001', 1, 9999999999999)");
      old.close();

      const upgraded = openDatabase(file);
      try {
        expect(upgraded.prepare('SELECT person_id, first_name, last_name, email FROM persons').all()).toEqual(
          [
            {
              person_id: 'CU100001',
              first_name: 'Alex',
              last_name: 'Saver',
              email: 'alex.saver@example.com',
            },
          ],
        );
        expect(upgraded.prepare('SELECT account_key, person_id, role FROM account_holders').all()).toEqual([
          { account_key: 'ACC-30187452', person_id: 'CU100001', role: 'Signatory' },
        ]);
        expect(upgraded.prepare('SELECT balance_pence FROM accounts').get()).toEqual({ balance_pence: 100 });
        expect(upgraded.prepare('SELECT count(*) AS n FROM session_tickets').get()).toEqual({ n: 1 });
        expect(upgraded.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
        expect(seedNeeded(upgraded)).toBe(true);
        await seedDatabase(upgraded, new Date('2026-11-22T10:00:00Z'));
        expect(seedNeeded(upgraded)).toBe(false);
        // Kept: the password and the balance. Filled in: what the old row never had.
        expect(
          upgraded
            .prepare("SELECT password_hash, credential_blocked FROM customers WHERE user_id = 'CU100001'")
            .get(),
        ).toEqual({ password_hash: 'x', credential_blocked: 0 });
        expect(
          upgraded.prepare('SELECT balance_pence FROM accounts WHERE account_number = ?').get('30187452'),
        ).toEqual({
          balance_pence: 100,
        });
        expect(
          upgraded
            .prepare("SELECT date_of_birth, postcode, mobile FROM persons WHERE person_id = 'CU100001'")
            .get(),
        ).toEqual({ date_of_birth: '1984-07-19', postcode: 'LS1 4DT', mobile: '07700 900123' });
        expect(Number((upgraded.prepare('SELECT count(*) AS n FROM persons').get() as { n: number }).n)).toBe(
          SEED_PERSONS.length,
        );
      } finally {
        upgraded.close();
      }
    } finally {
      rmSync(upgradeDir, { recursive: true, force: true });
    }
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
