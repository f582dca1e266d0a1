import { afterEach, describe, expect, it } from '@jest/globals';
import { createSessionCipher } from '../../../server/session/cipher.ts';
import { SqliteSubmissionStore } from '../../../server/submissions/store.ts';
import { submissionStoreContract } from '../../helpers/submission-store-contract.ts';
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cipher = createSessionCipher('a-test-secret-that-is-long-enough-for-hkdf');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

submissionStoreContract(
  'SQLite submission store',
  async (now) => {
    const dir = mkdtempSync(join(tmpdir(), 'submissions-'));
    dirs.push(dir);
    return new SqliteSubmissionStore(join(dir, 'sessions.sqlite'), cipher, now);
  },
  { expiresOnClock: true },
);

describe('SQLite submission store on disk', () => {
  it('is atomic across two connections to the same file (two portal processes)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'submissions-'));
    dirs.push(dir);
    const file = join(dir, 'sessions.sqlite');
    const a = new SqliteSubmissionStore(file, cipher);
    const b = new SqliteSubmissionStore(file, cipher);
    const results = await Promise.all([
      a.claim('k', 'alex', 'w'),
      b.claim('k', 'alex', 'w'),
      a.claim('k', 'alex', 'w'),
    ]);
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    await a.settle('k', 'alex', 'done', { kind: 'answer', answer: { ref: 'R1', secret: 'not-in-clear' } });
    expect(await b.get('k', 'alex')).toMatchObject({ state: 'done' });
    // Outcomes are encrypted at rest, like the sessions.
    const raw = new DatabaseSync(file).prepare('SELECT data FROM submissions').all() as Array<{
      data: string;
    }>;
    expect(raw.map((row) => row.data).join('')).not.toContain('not-in-clear');
    await a.close();
    await b.close();
  });
});
