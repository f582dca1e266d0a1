import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The script of the pages that ship no React (decision 034): `client/enhance/main.ts`, built by Vite into the client
 * bundle as its own hashed entry chunk (so `scripts/precompress.ts` compresses it and the static server caches it
 * for a year), and its URL given to server code as `virtual:enhance-url`. In development the dev server compiles
 * the source file on request.
 */
export const ENHANCE_ENTRY = 'client/enhance/main.ts';
const VIRTUAL = 'virtual:enhance-url';
const RESOLVED = `\0${VIRTUAL}`;
/** Written by the client build, read by the server build (they may not share this module's state); not public. */
const RECORD = 'build/enhance-entry.json';

export function enhanceScript(): Plugin {
  let ref: string | undefined;
  let fileName: string | undefined;
  return {
    name: 'portal-enhance-script',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.mode === 'dev') return `export default ${JSON.stringify(`/${ENHANCE_ENTRY}`)};`;
      if (this.environment.name === 'client') {
        // Never imported by client code (only by `.server.ts` modules): fail loudly if that changes.
        this.error(`${VIRTUAL} is for server code only`);
      }
      const file = fileName ?? (JSON.parse(readFileSync(RECORD, 'utf8')) as { file: string }).file;
      return `export default ${JSON.stringify(`/${file}`)};`;
    },
    buildStart() {
      if (this.environment.name !== 'client' || this.environment.mode !== 'build') return;
      ref = this.emitFile({ type: 'chunk', id: resolve(ENHANCE_ENTRY), name: 'enhance' });
    },
    generateBundle() {
      if (this.environment.name !== 'client' || ref === undefined) return;
      fileName = this.getFileName(ref);
      mkdirSync(dirname(RECORD), { recursive: true });
      writeFileSync(RECORD, JSON.stringify({ file: fileName }));
    },
  };
}
