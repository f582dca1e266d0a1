import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { enhanceScript } from './scripts/vite-enhance.ts';

export default defineConfig({
  plugins: [reactRouter(), enhanceScript()],
  css: {
    preprocessorOptions: { scss: { loadPaths: ['node_modules'], quietDeps: true } },
    // govuk-frontend still carries old IE media-query hacks that lightningcss cannot parse (STACK-NOTES).
    lightningcss: { errorRecovery: true },
  },
  // The SSR bundle's entry is the Express-facing handler, bundled with the routes (STACK-NOTES React Router 8).
  environments: { ssr: { build: { rollupOptions: { input: './server/ssr-entry.ts' } } } },
  build: { assetsInlineLimit: 0 },
  optimizeDeps: { include: ['react-hook-form', 'govuk-frontend'] },
});
