import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The build's half of the server boundary (docs/decisions/043-app-folder-and-server-boundary.md): the browser's build
 * fails on any module of server/, as React Router's own build fails on any module named *.server.ts. ESLint's rule
 * (eslint.config.js) says the same earlier, at the import; this holds even where a lint was skipped.
 */
export function serverBoundary(): Plugin {
  const serverDir = resolve('server') + sep;
  return {
    name: 'portal-server-boundary',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && resolved.id.startsWith(serverDir)) {
        this.error(
          `Server code in the browser's build: '${source}' imported by '${importer}'. ` +
            'Reach it through a *.server.ts module of app/ (its loaders and actions run on the server).',
        );
      }
      return null;
    },
  };
}
