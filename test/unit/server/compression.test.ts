import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { setUpCompression } from '../../../server/middleware/compression.ts';

// The compression step as createApp mounts it: the `compression` package with our options (decision 042).

const BIG = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) });

let server: Server;
let markFirstPartRead: () => void = () => undefined;
const firstPartRead = new Promise<void>((resolve) => (markFirstPartRead = resolve));
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(setUpCompression());
  app.get('/json', (_req, res) => {
    res.json(JSON.parse(BIG));
  });
  app.get('/small', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/encoded', (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-encoding', 'gzip');
    res.end(Buffer.from('already encoded'));
  });
  app.get('/flushed', (_req, res) => {
    // The first part is flushed (as the React Router handler does after each write); the rest waits for the client
    // to have read it.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(`<p>${'f'.repeat(2000)}</p>`);
    res.flush();
    firstPartRead.then(
      () => res.end('</html>'),
      () => res.end(),
    );
  });
  app.get('/stream', (_req, res) => {
    // Chunks over several turns of the event loop, as a streamed document with Suspense sends them.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    let n = 0;
    const timer = setInterval(() => {
      res.write(`<p>${n} ${'z'.repeat(800)}</p>`);
      if (++n === 5) {
        clearInterval(timer);
        res.end('</html>');
      }
    }, 5);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function get(
  path: string,
  acceptEncoding = 'gzip, br',
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compression', () => {
  it('compresses a large JSON answer with brotli, or gzip when that is all the browser takes', async () => {
    const br = await get('/json');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG);
    const gz = await get('/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG);
    const plain = await get('/json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BIG);
  });

  it('leaves small answers and encoded answers alone', async () => {
    const small = await get('/small');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const encoded = await get('/encoded');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body.toString()).toBe('already encoded');
  });

  it('sends a flushed part before the answer ends', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      httpRequest(`${base}/flushed`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const decoder = createBrotliDecompress();
        let text = '';
        decoder.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          // The whole first part decoded while the server still holds the end back.
          if (text.endsWith('</p>')) markFirstPartRead();
        });
        decoder.on('end', () => resolve(text));
        res.pipe(decoder);
      })
        .on('error', reject)
        .end();
    });
    expect(body).toBe(`<p>${'f'.repeat(2000)}</p></html>`);
  });

  it('compresses a streamed answer written over several turns, whole and in order', async () => {
    const res = await get('/stream', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toMatch(/^<p>0 z+<\/p><p>1 z+<\/p><p>2 z+<\/p><p>3 z+<\/p><p>4 z+<\/p><\/html>$/);
  });
});
