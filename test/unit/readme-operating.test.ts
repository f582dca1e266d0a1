import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { envSchema } from '../../server/config/env.ts';

// README's "Operating the container" is what an ops team reads instead of the code: every variable the server reads
// is in its table, with the default the image runs with.

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe("README's Operating the container", () => {
  it('lists every environment variable server/config/env.ts reads', () => {
    const section = /^## Operating the container\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    const listed = new Set(
      rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(envSchema.shape).filter((name) => !listed.has(name))).toEqual([]);
  });
});
