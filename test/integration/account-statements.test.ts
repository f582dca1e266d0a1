import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { text } from '../helpers/browserless.ts';
import { detailsPath, useMayasPortal } from './account-tabs.helpers.ts';

// The Statements tab and its document downloads (spec 2 §2, §7 getdocuments/getdocument) over HTTP against the
// sandbox's real PDFs: the download's headers and bytes, the filter's GET form, and keys that are not this account's.

const EVERYDAY = detailsPath('ACC-34000011');
const NOTICE = detailsPath('ACC-34000022');

const { portal, maya } = useMayasPortal();

/** The Download links of a Statements page: [href, type cell]. */
function downloads(html: string): { href: string; type: string }[] {
  return [...html.matchAll(/<tr class="govuk-table__row">([\s\S]*?)<\/tr>/g)].flatMap((row) => {
    const href = /href="([^"]+\/statements\/[^"]+)"/.exec(row[1] ?? '')?.[1];
    const cells = [...(row[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
      text(cell[1] ?? '').trim(),
    );
    return href ? [{ href: href.replaceAll('&amp;', '&'), type: cells[2] ?? '' }] : [];
  });
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the Statements tab', () => {
  it('lists every type at first and filters with the GET form', async () => {
    const all = await maya.get(`${EVERYDAY}/statements`).expect(200);
    expect(new Set(downloads(all.text).map((d) => d.type))).toEqual(
      new Set(['Statement', 'Tax certificate', 'Letter']),
    );
    expect(text(all.text)).toContain(
      "Please contact us if you would like a statement that doesn't appear here.",
    );
    const letters = await maya.get(`${EVERYDAY}/statements?filter=1&type=Letter`).expect(200);
    expect(new Set(downloads(letters.text).map((d) => d.type))).toEqual(new Set(['Letter']));
    expect(letters.text).toMatch(/value="Letter" checked=""|checked="" [^>]*value="Letter"/);
    const none = await maya.get(`${EVERYDAY}/statements?filter=1`).expect(200);
    expect(downloads(none.text)).toEqual([]);
    expect(text(none.text)).toContain('No documents match the types you ticked.');
  });
});

describe('a statement download', () => {
  it('needs a signed-in customer', async () => {
    await request(portal.url)
      .get(`${EVERYDAY}/statements/anything`)
      .expect(302)
      .expect('location', '/sign-in');
  });

  it('streams the real PDF as an attachment', async () => {
    const page = await maya.get(`${EVERYDAY}/statements?filter=1&type=Statement`).expect(200);
    const [first] = downloads(page.text);
    expect(first).toBeDefined();
    const response = await maya
      .get(first?.href ?? '')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"/\\]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const body = response.body as Buffer;
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain('34000011');
    expect(body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('refuses a document key that is not this account’s', async () => {
    const other = downloads((await maya.get(`${NOTICE}/statements`).expect(200)).text)[0];
    expect(other).toBeDefined();
    const key = other?.href.split('/statements/')[1] ?? '';
    // The notice account's document through the easy access account's URL, and a made-up key.
    await maya.get(`${EVERYDAY}/statements/${key}`).expect(404);
    await maya.get(`${EVERYDAY}/statements/no-such-document`).expect(404);
    // Another customer's account.
    await maya.get(`${detailsPath('ACC-30187452')}/statements/${key}`).expect(404);
  });
});
