import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { enhanceScript } from './scripts/vite-enhance.ts';
import { serverBoundary } from './scripts/vite-server-boundary.ts';

// govuk-frontend's spacing overrides come with a static copy of each class (`govuk-!-static-margin-4`...): 100 rules,
// about 0.7 kB of the gzipped stylesheet, that the portal never uses. The Sass cannot leave them out (one private mixin
// writes both), so the production minifier drops them; the development server still serves them, so
// test/unit/stylesheet-unused-symbols.test.ts fails if any markup starts using one.
const STATIC_SPACING_OVERRIDES = ['margin', 'padding'].flatMap((property) =>
  ['', '-top', '-right', '-bottom', '-left'].flatMap((side) =>
    [...Array(10).keys()].map((point) => `govuk-!-static-${property}${side}-${point}`),
  ),
);

export default defineConfig({
  plugins: [reactRouter(), enhanceScript(), serverBoundary()],
  css: {
    preprocessorOptions: { scss: { loadPaths: ['node_modules'], quietDeps: true } },
    // govuk-frontend still carries old IE media-query hacks that lightningcss cannot parse (docs/stack-notes.md).
    lightningcss: { errorRecovery: true, unusedSymbols: STATIC_SPACING_OVERRIDES },
  },
  // The SSR bundle's entry is the Express-facing handler, bundled with the routes: React Router's context keys
  // compare by identity, so the handler must share the routes' copy (server/app-bundle.ts).
  environments: { ssr: { build: { rollupOptions: { input: './app/request-handler.server.ts' } } } },
  build: { assetsInlineLimit: 0 },
  optimizeDeps: { include: ['react-hook-form', 'govuk-frontend'] },
});
