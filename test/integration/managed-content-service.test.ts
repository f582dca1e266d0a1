import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { pino } from 'pino';
import { h1 } from './managed-content.helpers.ts';
import { startTestPortal } from '../helpers/portal.ts';
import { text } from '../helpers/browserless.ts';
import { ContentService } from '../../server/content/service.ts';

// Managed content when the content service is slow or fails (decision 035): pages stay on their defaults and the
// failure is logged once.

describe('a slow or failing content service', () => {
  let slow: Server;
  let slowUrl: string;
  const hung: Array<() => void> = [];

  beforeAll(async () => {
    slow = createServer((_req, res) => {
      // Never answers until the test ends.
      hung.push(() => res.destroy());
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    hung.forEach((end) => end());
    await new Promise((resolve) => slow.close(resolve));
  });

  function service(baseUrl: string, lines: string[]) {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    return new ContentService({ baseUrl, brandCode: 'NMS', logger, timeoutMs: 150, freshMs: 0, retryMs: 0 });
  }

  it('gives no values (the defaults) when the service does not answer in time, logged once', async () => {
    const lines: string[] = [];
    const content = service(slowUrl, lines);
    const started = performance.now();
    expect(await content.published('advert-loan', 'r1')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await content.published('advert-loan', 'r2')).toBeUndefined();
    const warnings = lines.filter((line) => line.includes('content service unavailable'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('no answer within 150 ms');
  });

  it('gives no values when the service is down', async () => {
    const lines: string[] = [];
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await service(url, lines).published('advert-loan', 'r1')).toBeUndefined();
    expect(lines.filter((line) => line.includes('content service unavailable'))).toHaveLength(1);
  });

  it('revalidates with the ETag, takes a new publish, and keeps the values it had when the service then fails', async () => {
    const seen: Array<string | undefined> = [];
    let version = 1;
    let up = true;
    const bank = createServer((req, res) => {
      seen.push(req.headers['if-none-match']);
      if (!up) {
        res.writeHead(503).end();
        return;
      }
      const etag = `"v${version}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag }).end();
        return;
      }
      res.writeHead(200, { etag, 'content-type': 'application/json' });
      res.end(JSON.stringify({ Content: { title: `Title ${version}` }, Errors: {}, Options: {} }));
    });
    await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
    try {
      const lines: string[] = [];
      const content = service(`http://127.0.0.1:${(bank.address() as AddressInfo).port}`, lines);
      expect((await content.published('help', 'r1'))?.content.title).toBe('Title 1');
      expect((await content.published('help', 'r2'))?.content.title).toBe('Title 1');
      expect(seen).toEqual([undefined, '"v1"']); // the second load was a 304
      version = 2; // published elsewhere
      expect((await content.published('help', 'r3'))?.content.title).toBe('Title 2');
      up = false;
      expect((await content.published('help', 'r4'))?.content.title).toBe('Title 2');
      expect(lines.filter((line) => line.includes('content service unavailable'))).toHaveLength(1);
    } finally {
      await new Promise((resolve) => bank.close(resolve));
    }
  });

  it('renders a page with its defaults when the content service hangs', async () => {
    const down = await startTestPortal({ CONTENT_TIMEOUT_MS: '150' }, { upstreamUrl: slowUrl });
    try {
      const html = (await request(down.url).get('/cash-isa').expect(200)).text;
      expect(h1(html)).toBe('Cash ISA');
      expect(text(html)).toContain('Start with just £1');
      const error = text((await request(down.url).get('/network-error').expect(200)).text);
      expect(error).toContain("The operation couldn't be completed.");
      expect(error).toContain('Back to previous page');
    } finally {
      await down.close();
    }
  }, 30_000);
});
