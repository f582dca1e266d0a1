import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../sandbox/db/database.ts';
import { seedDatabase } from '../../sandbox/db/seed.ts';
import { type Clock, londonDate, systemClock } from '../../sandbox/domain/clock.ts';

// Seeding the sandbox hashes every demo password with scrypt (slow by design): seconds per sandbox, and the tests
// start about eighty. A seeded database is kept as a template and copied instead; the sandbox then finds its data
// there and seeds nothing (sandbox/server.ts seedNeeded). A template is only reused for the same sandbox code (every
// file under sandbox/ goes into its name) seeded at the same time: the same fixed instant for a pinned clock, or, for
// a clock that runs with real time, the same London day and no more than half an hour ago (the seed places
// transactions and messages relative to now).

const SANDBOX_DIR = fileURLToPath(new URL('../../sandbox/', import.meta.url));
// Inside this checkout, not the system's temporary folder: two checkouts on one machine (CI beside a developer's
// copy) hold different sandbox code, and each clears the templates of code other than its own.
const TEMPLATES = fileURLToPath(new URL('../../node_modules/.cache/portal-test-seeds/', import.meta.url));
const LIVE_MAX_AGE_MS = 30 * 60_000;
/** A clock this close to the system clock is taken to run with it (an offset clock before any test moved it). */
const LIVE_WITHIN_MS = 60_000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let sandboxHash: string | undefined;
function hashOfSandbox(): string {
  if (!sandboxHash) {
    const hash = createHash('sha256');
    for (const file of filesUnder(SANDBOX_DIR))
      hash.update(file.slice(SANDBOX_DIR.length)).update(readFileSync(file));
    sandboxHash = hash.digest('hex').slice(0, 16);
  }
  return sandboxHash;
}

async function writeTemplate(file: string, at: Date): Promise<void> {
  mkdirSync(TEMPLATES, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const db = openDatabase(partial);
  try {
    await seedDatabase(db, at);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  rmSync(`${partial}-wal`, { force: true });
  rmSync(`${partial}-shm`, { force: true });
  renameSync(partial, file); // atomic: another worker sees the whole template or none
  // Templates of older sandbox code are of no further use.
  const current = hashOfSandbox();
  for (const name of readdirSync(TEMPLATES)) {
    if (!name.startsWith(current) && !name.endsWith('.partial'))
      rmSync(join(TEMPLATES, name), { force: true });
  }
}

function fresh(file: string, maxAgeMs: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < maxAgeMs;
  } catch {
    return false;
  }
}

/**
 * Puts a seeded sandbox database at `dbFile` (a new file), as the sandbox would seed it at `clock()`, from a template
 * when there is one.
 */
export async function seededDatabase(dbFile: string, clock: Clock = systemClock): Promise<void> {
  const at = clock();
  const live = Math.abs(at.getTime() - Date.now()) < LIVE_WITHIN_MS;
  const key = live ? `live-${londonDate(at)}` : at.toISOString().replace(/[:.]/g, '-');
  const template = join(TEMPLATES, `${hashOfSandbox()}-${key}.sqlite`);
  if (!fresh(template, live ? LIVE_MAX_AGE_MS : Infinity)) await writeTemplate(template, at);
  copyFileSync(template, dbFile);
}
