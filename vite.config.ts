import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { enhanceScript } from './scripts/vite-enhance.ts';
import { serverBoundary } from './scripts/vite-server-boundary.ts';

export default defineConfig({
  plugins: [reactRouter(), enhanceScript(), serverBoundary()],
  css: {
    preprocessorOptions: { scss: { loadPaths: ['node_modules'], quietDeps: true } },
    // govuk-frontend still carries old IE media-query hacks that lightningcss cannot parse (docs/stack-notes.md).
    lightningcss: { errorRecovery: true },
  },
  // The SSR bundle's entry is the Express-facing handler, bundled with the routes: React Router's context keys
  // compare by identity, so the handler must share the routes' copy (server/app-bundle.ts).
  environments: { ssr: { build: { rollupOptions: { input: './app/request-handler.server.ts' } } } },
  build: { assetsInlineLimit: 0 },
  optimizeDeps: { include: ['react-hook-form', 'govuk-frontend'] },
});
