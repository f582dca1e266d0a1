import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * zod off the client (issue 11 item 2; decision 039): in the browser's build, `shared/zod.ts` (the one place shared
 * code gets zod from) becomes `shared/zod-lite.ts`, a small re-implementation of the part of zod's runtime the shared
 * schemas use. The server build, the tests and the type checker keep zod itself. `test/perf` and the jest project
 * 'zod-lite' check the result: no zod in any client chunk, the same messages from every form rule.
 */
const ZOD = resolve('shared/zod.ts');
const LITE = resolve('shared/zod-lite.ts');

export function zodLiteInBrowser(): Plugin {
  return {
    name: 'portal-zod-lite',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client' || !/(^|\/)zod\.ts$/.test(source)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === ZOD ? LITE : undefined;
    },
  };
}
