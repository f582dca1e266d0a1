import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { usePortal } from './use-portal.ts';
import { csrfFrom, signIn } from '../helpers/browserless.ts';

// Compression, precompressed static assets and their caching (decision 027). The bytes are read raw (node:http),
// not through supertest or fetch, which would decode them and hide what was sent.

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(res: Raw): string {
  const coding = res.headers['content-encoding'];
  const bytes =
    coding === 'br' ? brotliDecompressSync(res.body) : coding === 'gzip' ? gunzipSync(res.body) : res.body;
  return bytes.toString('utf8');
}

const assetsDir = join(process.cwd(), 'build/client/assets');
/** The biggest script of the build: certainly precompressed. */
const script = readdirSync(assetsDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, size: readFileSync(join(assetsDir, name)).length }))
  .sort((a, b) => b.size - a.size)[0]!.name;
const stylesheet = readdirSync(assetsDir).find((name) => /^main-.*\.css$/.test(name))!;

const portal = usePortal();

describe('hashed static assets', () => {
  it('sends the brotli file to a browser that accepts br, immutable for a year, with nothing else run', async () => {
    const res = await raw(`${portal.url}/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).equals(readFileSync(join(assetsDir, script)))).toBe(true);
    expect(res.body.length).toBeLessThan(readFileSync(join(assetsDir, script)).length / 2);
    // Matched before logging, helmet and the session: no request id, no CSP nonce, no cookie.
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await raw(`${portal.url}/assets/${stylesheet}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(gz.body).equals(readFileSync(join(assetsDir, stylesheet)))).toBe(true);

    const plain = await raw(`${portal.url}/assets/${stylesheet}`, { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.equals(readFileSync(join(assetsDir, stylesheet)))).toBe(true);
  });

  it('answers a revalidation with 304, and an unknown asset with a plain 404 (not a page, no session)', async () => {
    const first = await raw(`${portal.url}/assets/${script}`);
    const again = await raw(`${portal.url}/assets/${script}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const missing = await raw(`${portal.url}/assets/no-such-file-1234.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.headers['set-cookie']).toBeUndefined();
  });

  it('caches unhashed files for an hour only', async () => {
    const icon = await raw(`${portal.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('pages', () => {
  it('are brotli-compressed for a browser that accepts br, with the CSP nonce intact and no-store', async () => {
    const res = await raw(`${portal.url}/sign-in/step-1`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBeUndefined();
    const html = decode(res);
    expect(html).toContain('</html>');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('are gzip-compressed for a browser that accepts only gzip, and plain for one that accepts none', async () => {
    const gz = await raw(`${portal.url}/sign-in/step-1`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toContain('</html>');
    const plain = await raw(`${portal.url}/sign-in/step-1`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('</html>');
  });

  it('send HEAD and small answers uncompressed', async () => {
    const head = await raw(`${portal.url}/sign-in/step-1`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    const health = await raw(`${portal.url}/health/live`, { 'accept-encoding': 'br' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('carry the CSRF token masked afresh in every response, and every masked copy is accepted', async () => {
    // BREACH: the secret must not repeat byte for byte across compressed responses (decision 027).
    const agent = await signIn(portal.url);
    const first = csrfFrom((await agent.get('/accounts/list').expect(200)).text);
    const second = csrfFrom((await agent.get('/accounts/list').expect(200)).text);
    expect(first).not.toBe(second);
    await agent
      .post('/sign-out')
      .type('form')
      .send({ _csrf: first })
      .expect(303)
      .expect('location', '/signed-out');
  });

  it('refuses a token whose mask was tampered with', async () => {
    const agent = await signIn(portal.url);
    const token = csrfFrom((await agent.get('/accounts/list').expect(200)).text);
    const bytes = Buffer.from(token, 'base64url');
    bytes[40] = (bytes[40] ?? 0) ^ 1;
    await agent
      .post('/sign-out')
      .type('form')
      .send({ _csrf: bytes.toString('base64url') })
      .expect(403);
  });
});
