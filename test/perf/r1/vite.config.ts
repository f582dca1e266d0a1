import { defineConfig } from 'vite';
import { enhanceScript } from '../../../scripts/vite-enhance.ts';

// The R1 reference's own SSR build (test/perf/r1/entry.tsx): the portal's components, without the React Router
// plugin (no route modules, no server build), into build/bench-r1/.
export default defineConfig({
  root: process.cwd(),
  plugins: [enhanceScript()],
  publicDir: false,
  css: {
    preprocessorOptions: { scss: { loadPaths: ['node_modules'], quietDeps: true } },
    lightningcss: { errorRecovery: true },
  },
  build: {
    ssr: 'test/perf/r1/entry.tsx',
    outDir: 'build/bench-r1',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'entry.js' } },
  },
  logLevel: 'warn',
});
