import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, errorLinks, PIP, signIn, type Agent } from '../helpers/browserless.ts';
import { PIP_EDIT_FORM } from '../helpers/customers.ts';

// Decision 030: a bad request gets a 4xx answer with the design system's error page —
// never a 500, never bare text — and one structured log line; nothing reaches the console. Decision 030.

const portal = usePortal({}, { captureLogs: true });

// Every error goes through pino: React Router's default handleError (console.error of the raw stack) and its
// console.warn about undecodable paths must not run.
let consoleCalls: unknown[][] = [];
beforeEach(() => {
  consoleCalls = [];
  for (const method of ['error', 'warn', 'log'] as const)
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleCalls.push([method, ...args]);
    });
});
afterEach(() => {
  jest.restoreAllMocks();
  expect(consoleCalls).toEqual([]);
});

/** The design system's error page: govuk markup, one h1, a proper title, no stack trace, no script needed. */
function expectErrorPage(
  res: { status: number; headers: Record<string, string>; text: string },
  heading: string,
) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['content-security-policy']).toBeTruthy();
  expect(res.text).toContain(`<title>${heading} - Northmoor Savings</title>`);
  expect(res.text.match(/<h1[ >]/g)).toHaveLength(1);
  expect(res.text).toMatch(new RegExp(`<h1 class="govuk-heading-l">${heading}</h1>`));
  expect(res.text).toContain('govuk-template');
  expect(res.text).not.toMatch(/\bat \S+ \(|Error:|node_modules/);
}

const NOT_COMPLETED = 'Your request could not be completed';
const TOO_LARGE = 'The information you sent was too large';

async function formPage(): Promise<{ agent: Agent; csrf: string }> {
  const agent = request.agent(portal.url);
  const page = await agent.get('/sign-in/step-1').expect(200);
  return { agent, csrf: csrfFrom(page.text) };
}

describe('unknown methods', () => {
  it.each([
    ['OPTIONS', '/'],
    ['OPTIONS', '/sign-in/step-1'],
    ['PROPFIND', '/'],
    ['TRACE', '/'],
    ['PUT', '/sign-in/step-1'],
    ['PATCH', '/'],
    ['DELETE', '/accounts'],
  ])('%s %s is 405 with the error page and Allow', async (method, path) => {
    const { agent, csrf } = await formPage();
    const res = await agent[method.toLowerCase() as 'options'](path).set('x-csrf-token', csrf);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expectErrorPage(res, NOT_COMPLETED);
  });

  it('a method Node itself refuses (BREW) still gets the error page, not a bare 400', async () => {
    const url = new URL(portal.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`BREW / HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: text\/html/i);
    expect(body).toContain(`<title>${NOT_COMPLETED} - Northmoor Savings</title>`);
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
  });
});

describe('malformed and unexpected bodies', () => {
  it.each([
    ['multipart without a boundary', 'multipart/form-data', 'garbage', 400],
    ['a broken multipart body', 'multipart/form-data; boundary=XX', '--XX\r\nbroken', 400],
    ['malformed JSON', 'application/json', '{bad', 415],
    ['text/plain', 'text/plain', '_csrf=x', 415],
  ])('%s is a 4xx page', async (_label, type, body, status) => {
    const { agent, csrf } = await formPage();
    for (const path of ['/sign-in/step-1', '/sign-in/step-1.data']) {
      const res = await agent.post(path).set('x-csrf-token', csrf).set('content-type', type).send(body);
      expect(res.status).toBe(status);
      expectErrorPage(res, NOT_COMPLETED);
    }
  });

  it('100,000 fields are refused on the bytes (413), before any parser', async () => {
    const { agent, csrf } = await formPage();
    const body = `_csrf=${csrf}&${Array.from({ length: 100_000 }, (_, i) => `f${i}=x`).join('&')}`;
    const res = await agent.post('/sign-in/step-1').type('form').send(body);
    expect(res.status).toBe(413);
    expectErrorPage(res, TOO_LARGE);
  });

  it('a small body with too many fields is refused too (413): the cap is on fields, not only bytes', async () => {
    const { agent, csrf } = await formPage();
    const parts = Array.from(
      { length: 300 },
      (_, i) => `--XX\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    );
    const body = `--XX\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n${parts.join('')}--XX--\r\n`;
    expect(body.length).toBeLessThan(32 * 1024);
    const res = await agent
      .post('/sign-in/step-1')
      .set('content-type', 'multipart/form-data; boundary=XX')
      .send(body);
    expect(res.status).toBe(413);
    expectErrorPage(res, TOO_LARGE);
  });

  it('a well-formed multipart sign-in form still works', async () => {
    const { agent, csrf } = await formPage();
    const res = await agent
      .post('/sign-in/step-1')
      .field('_csrf', csrf)
      .field('username', 'demo.saver')
      .field('password', 'Demo-Password-2026');
    expect(res.status).toBe(303);
  });
});

describe('refused form posts', () => {
  it('a cross-site POST is 403 with the error page, not bare text', async () => {
    const { agent, csrf } = await formPage();
    const res = await agent
      .post('/sign-in/step-1')
      .set('origin', 'https://evil.example')
      .type('form')
      .send({ _csrf: csrf, username: 'demo.saver', password: 'x' });
    expect(res.status).toBe(403);
    expectErrorPage(res, NOT_COMPLETED);
  });

  it('a POST with a wrong CSRF token is 403 with the error page', async () => {
    const { agent } = await formPage();
    const res = await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: 'wrong', username: 'demo.saver' });
    expect(res.status).toBe(403);
    expectErrorPage(res, NOT_COMPLETED);
  });
});

describe('request lines', () => {
  it.each([
    ['a TAB in returnTo', '/sign-in/step-1?returnTo=/%09/evil.example'],
    ['a NUL in returnTo', '/sign-in/step-1?returnTo=/acc%00ounts'],
    ['CR/LF in a parameter', '/accounts/list?page=1%0d%0aSet-Cookie:x=1'],
    ['a TAB in the IdP hand-off returnTo', '/mgr-sign-in?returnTo=/%09/evil.example'],
    ['a NUL in the path', '/accounts%00'],
    ['a path that will not decode', '/%FF'],
    ['a lone %', '/%'],
  ])('%s is 400 with the error page', async (_label, path) => {
    const res = await request(portal.url).get(path);
    expect(res.status).toBe(400);
    expectErrorPage(res, NOT_COMPLETED);
  });
});

describe('logging', () => {
  it('refusals are one structured warn line each, with the reason and no stack', async () => {
    await request(portal.url).options('/').expect(405);
    const lines = portal
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const refused = lines.filter((line) => line.msg === 'request refused');
    expect(refused.length).toBeGreaterThan(0);
    for (const line of refused) {
      expect(line.level).toBe(40);
      expect(JSON.stringify(line)).not.toContain('    at ');
    }
    expect(refused.at(-1)).toMatchObject({ status: 405, reason: 'method OPTIONS not allowed' });
  });
});

describe('/health/* carries the security headers', () => {
  it.each(['/health/live', '/health/ready'])('%s', async (path) => {
    const res = await request(portal.url).get(path);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBeTruthy();
  });
});

describe('control characters in free-text fields (decision 030)', () => {
  it('an address with NUL, ESC, a bidi override or a line break is refused, naming the field; the rest is kept', async () => {
    const agent = await signIn(portal.url, PIP);
    const page = await agent.get('/personal-details/edit').expect(200);
    const res = await agent
      .post('/personal-details/edit')
      .type('form')
      .send({
        _csrf: csrfFrom(page.text),
        ...PIP_EDIT_FORM,
        addressAddressLine1: 'Palace\u001b[31m Street',
        addressAddressLine2: 'Flat \u202e1',
        correspondenceBuildingName: 'Stoneybrae\u0000 Farm',
        correspondenceAddressLine1: 'Keiss\r\nLocation: x',
        contactOptions: ['Email', 'Mobile', 'Post'],
        intent: 'save',
      })
      .expect(400);
    const refusal = (label: string) =>
      `${label} contains one or more invalid characters. Please remove them and try again`;
    expect(
      errorLinks(res.text, [
        ['#addressAddressLine1', refusal('Address line 1')],
        ['#addressAddressLine2', refusal('Address line 2')],
        ['#correspondenceBuildingName', refusal('House name or flat number')],
        ['#correspondenceAddressLine1', refusal('Address line 1')],
      ]),
    ).toEqual([]);
    const valueOf = (id: string) =>
      /\bvalue="([^"]*)"/.exec(new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(res.text)?.[0] ?? '')?.[1];
    expect(valueOf('addressAddressLine1')).toBe('Palace[31m Street');
    expect(valueOf('addressAddressLine2')).toBe('Flat 1');
    expect(valueOf('correspondenceBuildingName')).toBe('Stoneybrae Farm');
    expect(valueOf('addressPostTown')).toBe('CANTERBURY');
  });
});
