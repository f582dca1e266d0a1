// npm run build, after `react-router build`: writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text
// file of build/client/assets, so the server sends hashed assets compressed without spending CPU per request
// (server/middleware/static-assets.ts; decision 027). A variant not smaller than the file is not kept.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'build/client/assets';
const TEXT = /\.(js|mjs|css|svg|json|map|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

let files = 0;
let raw = 0;
let brotli = 0;
for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  const file = join(dir, name);
  if (name.endsWith('.br') || name.endsWith('.gz') || !TEXT.test(name) || !statSync(file).isFile()) continue;
  const body = readFileSync(file);
  for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(file + '.br', br);
  if (gz.length < body.length) writeFileSync(file + '.gz', gz);
  files += 1;
  raw += body.length;
  brotli += Math.min(br.length, body.length);
}
console.log(
  `precompressed ${files} files in ${dir}: ${(raw / 1000).toFixed(0)} kB → ${(brotli / 1000).toFixed(0)} kB brotli`,
);
