// Regenerates sandbox/idp/jwks.json: `node sandbox/idp/generate-jwks.ts`. Run once; the file is committed so that
// the sandbox signs with the same key across restarts. Regenerating invalidates every token already issued.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = privateKey.export({ format: 'jwk' });
// RFC 7638 thumbprint as the key id: the required public members in lexicographic order.
const kid = createHash('sha256')
  .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
  .digest('base64url');
const file = new URL('./jwks.json', import.meta.url);
writeFileSync(file, `${JSON.stringify({ keys: [{ kid, use: 'sig', alg: 'RS256', ...jwk }] }, null, 2)}\n`);
console.log(`Wrote ${file.pathname} (kid ${kid})`);
