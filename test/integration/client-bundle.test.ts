import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// zod off the client (issue 11 item 2; decision 039): the browser's build carries shared/zod-lite.ts where the server's
// carries zod. Read from the production build (`npm run build` runs before the integration tests).

const clientAssets = join(process.cwd(), 'build/client/assets');
const scripts = readdirSync(clientAssets).filter((name) => name.endsWith('.js'));
const read = (name: string) => readFileSync(join(clientAssets, name), 'utf8');

describe('the browser build', () => {
  it('has no zod in any script, nor the zod resolver it needed', () => {
    const withZod = scripts.filter((name) => /\$ZodObject|jitless|@hookform\/resolvers/.test(read(name)));
    expect(withZod).toEqual([]);
  });

  it('runs the shared schemas on zod-lite, in a chunk of its own', () => {
    expect(scripts.filter((name) => /^zod-lite-[\w-]+\.js$/.test(name))).toHaveLength(1);
  });

  it('while the server build keeps zod itself (imported from node_modules, not bundled)', () => {
    const server = readFileSync(join(process.cwd(), 'build/server/index.js'), 'utf8');
    expect(server).toMatch(/from ["']zod["']/);
    expect(server).not.toContain('class ZodObject extends ZodType');
  });
});
