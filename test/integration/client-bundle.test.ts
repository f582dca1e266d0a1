import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// One validation library on both sides (decision 040): the shared form schemas run on zod/mini in the browser as on the
// server, while classic zod (the upstream payload schemas, the server's configuration) stays out of every browser
// script. Read from the production build (`npm run build` runs before the integration tests).

const clientAssets = join(process.cwd(), 'build/client/assets');
const scripts = readdirSync(clientAssets).filter((name) => name.endsWith('.js'));
const read = (name: string) => readFileSync(join(clientAssets, name), 'utf8');

// zod names each class it builds schemas and errors with: classic zod's 'ZodType' (every classic schema is one),
// 'ZodObject', 'ZodError'..., zod/mini's 'ZodMiniType', 'ZodMiniObject'..., their shared core's '$ZodType'... A
// minifier keeps these strings.
const CLASSIC_ZOD = /["'`]Zod(?:Type|Object|String|Error)["'`]/;
const ZOD_MINI = /["'`]ZodMiniObject["'`]/;

describe('the browser build', () => {
  it('has no classic zod in any script', () => {
    expect(scripts.filter((name) => CLASSIC_ZOD.test(read(name)))).toEqual([]);
  });

  it('runs the shared form schemas on zod/mini, and no longer carries the old stand-in for zod', () => {
    expect(scripts.filter((name) => ZOD_MINI.test(read(name)))).not.toEqual([]);
    expect(scripts.filter((name) => /^zod-lite-/.test(name))).toEqual([]);
  });

  it('while the server build imports zod and zod/mini from node_modules, not bundled', () => {
    const server = readFileSync(join(process.cwd(), 'build/server/index.js'), 'utf8');
    expect(server).toMatch(/from ["']zod["']/);
    expect(server).toMatch(/from ["']zod\/mini["']/);
    expect(server).not.toContain('class ZodObject extends ZodType');
  });
});
