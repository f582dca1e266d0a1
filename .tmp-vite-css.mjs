import { preprocessCSS, resolveConfig } from 'vite';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const config = await resolveConfig({ root: process.cwd(), configFile: false, logLevel: 'info' }, 'build');
const file = new URL('./client/styles/main.scss', import.meta.url).pathname;
const warn = console.warn; let warnings = 0; console.warn = (...a) => { warnings++; warn(...a); };
const out = await preprocessCSS(readFileSync(file, 'utf8'), file, config);
console.log('css bytes', out.code.length, 'warnings', warnings, 'deps', out.deps?.size);
