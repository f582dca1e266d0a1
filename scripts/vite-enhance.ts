import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The script of the pages that ship no React (decision 034): `app/enhance/main.ts`, built by Vite into the client
 * bundle as its own hashed entry chunk (so `scripts/precompress.ts` compresses it and the static server caches it
 * for a year), and its URL given to server code as `virtual:enhance-url`. In development the dev server compiles
 * the source file on request.
 */
export const ENHANCE_ENTRY = 'app/enhance/main.ts';
/** The editor deployment's inline editing (decision 057), loaded only for a signed-in content editor, on every page. */
export const EDITOR_ENTRY = 'app/enhance/inline-edit.ts';
const VIRTUAL = 'virtual:enhance-url';
const RESOLVED = `\0${VIRTUAL}`;
/** Written by the client build, read by the server build (they may not share this module's state); not public. */
const RECORD = 'build/enhance-entry.json';

type Record = { file: string; editor: string };

export function enhanceScript(): Plugin {
  let refs: { file: string; editor: string } | undefined;
  let record: Record | undefined;
  return {
    name: 'portal-enhance-script',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const module = (files: Record) =>
        `export default ${JSON.stringify(`/${files.file}`)};\nexport const editorScriptUrl = ${JSON.stringify(`/${files.editor}`)};`;
      if (this.environment.mode === 'dev') return module({ file: ENHANCE_ENTRY, editor: EDITOR_ENTRY });
      if (this.environment.name === 'client') {
        // Never imported by client code (only by `.server.ts` modules): fail loudly if that changes.
        this.error(`${VIRTUAL} is for server code only`);
      }
      return module(record ?? (JSON.parse(readFileSync(RECORD, 'utf8')) as Record));
    },
    buildStart() {
      if (this.environment.name !== 'client' || this.environment.mode !== 'build') return;
      refs = {
        file: this.emitFile({ type: 'chunk', id: resolve(ENHANCE_ENTRY), name: 'enhance' }),
        editor: this.emitFile({ type: 'chunk', id: resolve(EDITOR_ENTRY), name: 'inline-edit' }),
      };
    },
    generateBundle() {
      if (this.environment.name !== 'client' || refs === undefined) return;
      record = { file: this.getFileName(refs.file), editor: this.getFileName(refs.editor) };
      mkdirSync(dirname(RECORD), { recursive: true });
      writeFileSync(RECORD, JSON.stringify(record));
    },
  };
}
