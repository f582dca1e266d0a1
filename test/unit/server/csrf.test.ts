import { beforeEach, describe, expect, it } from '@jest/globals';
import express, { type Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { loadConfig } from '../../../server/config.ts';
import { CSRF_FIELD, CSRF_HEADER, maskedCsrfToken, setUpCsrf } from '../../../server/middleware/csrf.ts';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
const OWN_ORIGIN = 'http://localhost:3000';
const SESSION_TOKEN = 'csrf-token-for-unit-tests-0123456789abcdef';

/** A token as a page carries it: masked (server/middleware/csrf.ts maskedCsrfToken), here with a fixed mask. */
function masked(token: string): string {
  const bytes = Buffer.from(token);
  const mask = Buffer.alloc(bytes.length, 0x5a);
  return Buffer.concat([mask, bytes.map((byte, i) => byte ^ mask[i]!)]).toString('base64url');
}
const TOKEN = masked(SESSION_TOKEN);

type FakeSession = { csrfToken?: string | undefined; flash?: { signedOut?: string } };
let session: FakeSession;
let sessionExpired: boolean | undefined;
let reached: { bodyIsBuffer: boolean; body: string } | undefined;

/** A tiny app: a fake session, the raw form body, the CSRF check, then a handler that records being reached. */
function app(): Express {
  const a = express();
  a.use((req, _res, next) => {
    req.log = pino({ level: 'silent' });
    (req as unknown as { session: FakeSession }).session = session;
    if (sessionExpired !== undefined) req.sessionExpired = sessionExpired;
    next();
  });
  a.use(setUpCsrf(config));
  a.use((req, res) => {
    reached = {
      bodyIsBuffer: Buffer.isBuffer(req.body),
      body: Buffer.isBuffer(req.body) ? req.body.toString() : '',
    };
    res.status(200).send('reached');
  });
  return a;
}

beforeEach(() => {
  session = { csrfToken: SESSION_TOKEN };
  sessionExpired = undefined;
  reached = undefined;
});

describe('setUpCsrf: safe methods', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'] as const)('lets a %s through without a token', async (method) => {
    const agent = request(app());
    const res = await agent[method.toLowerCase() as 'get' | 'head' | 'options']('/accounts').set(
      'origin',
      'https://evil.example',
    );
    expect(res.status).toBe(200);
    expect(reached).toBeDefined();
  });
});

describe('setUpCsrf: origin checks', () => {
  it('refuses a POST from a foreign Origin, even with the right token', async () => {
    await request(app())
      .post('/sign-in/step-1')
      .set('origin', 'https://evil.example')
      .type('form')
      .send({ [CSRF_FIELD]: TOKEN })
      .expect(403);
    expect(reached).toBeUndefined();
  });

  it('refuses an Origin that only looks like ours', async () => {
    for (const origin of [
      'http://localhost:3001',
      'https://localhost:3000',
      'http://localhost:3000.evil.example',
      'null',
    ]) {
      await request(app()).post('/x').set('origin', origin).set(CSRF_HEADER, TOKEN).expect(403);
    }
    expect(reached).toBeUndefined();
  });

  it.each(['cross-site', 'same-site'])('refuses Sec-Fetch-Site: %s without an Origin', async (site) => {
    await request(app()).post('/x').set('sec-fetch-site', site).set(CSRF_HEADER, TOKEN).expect(403);
    expect(reached).toBeUndefined();
  });

  it.each(['same-origin', 'none'])('accepts Sec-Fetch-Site: %s with the right token', async (site) => {
    await request(app()).post('/x').set('sec-fetch-site', site).set(CSRF_HEADER, TOKEN).expect(200);
  });

  it('accepts our own Origin with the right token', async () => {
    await request(app()).post('/x').set('origin', OWN_ORIGIN).set(CSRF_HEADER, TOKEN).expect(200);
  });
});

describe('setUpCsrf: the token', () => {
  it('accepts the right token in a urlencoded form body, and leaves the raw body for later', async () => {
    await request(app())
      .post('/sign-in/step-1')
      .set('origin', OWN_ORIGIN)
      .type('form')
      .send({ username: 'jsmith', [CSRF_FIELD]: TOKEN })
      .expect(200);
    expect(reached?.bodyIsBuffer).toBe(true);
    expect(new URLSearchParams(reached?.body).get('username')).toBe('jsmith');
  });

  it('accepts the right token in a multipart form body', async () => {
    await request(app()).post('/x').field('username', 'jsmith').field(CSRF_FIELD, TOKEN).expect(200);
    expect(reached?.bodyIsBuffer).toBe(true);
  });

  it('accepts the right token in the x-csrf-token header', async () => {
    // A bodiless POST (the keep-alive); a JSON body is refused by the form reader before the check (decision 030).
    await request(app()).post('/keep-alive').set(CSRF_HEADER, TOKEN).expect(200);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('checks %s too', async (method) => {
    const verb = method.toLowerCase() as 'put' | 'patch' | 'delete';
    await request(app())[verb]('/x').expect(403);
    await request(app())[verb]('/x').set(CSRF_HEADER, TOKEN).expect(200);
  });

  it.each([
    ['a wrong token', masked('csrf-token-for-unit-tests-0123456789abcdeX')],
    ['a shorter token', masked('short')],
    ['a longer token', masked(`${SESSION_TOKEN}x`)],
    ['the token unmasked', SESSION_TOKEN],
  ])('refuses %s with 403', async (_label, token) => {
    await request(app())
      .post('/x')
      .type('form')
      .send({ [CSRF_FIELD]: token })
      .expect(403);
    await request(app()).post('/x').set(CSRF_HEADER, token).expect(403);
    expect(reached).toBeUndefined();
  });

  it('refuses a POST with no token at all', async () => {
    await request(app()).post('/x').type('form').send({ username: 'jsmith' }).expect(403);
    await request(app()).post('/x').expect(403);
    expect(session.flash).toBeUndefined();
  });

  it('does not accept an empty token against a session without one', async () => {
    session = {};
    await request(app())
      .post('/x')
      .type('form')
      .send({ [CSRF_FIELD]: '' })
      .expect(403);
    expect(reached).toBeUndefined();
  });
});

describe('setUpCsrf: a form from a session that has expired', () => {
  it('redirects 303 to /signed-out with the timeout message', async () => {
    session = {}; // idleExpiry regenerated it: no token any more
    sessionExpired = true;
    const res = await request(app())
      .post('/transfers/new')
      .set('origin', OWN_ORIGIN)
      .type('form')
      .send({ [CSRF_FIELD]: TOKEN, amount: '10.00' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/signed-out');
    expect(session.flash).toEqual({ signedOut: 'SessionTimeout' });
    expect(reached).toBeUndefined();
  });

  it('also redirects when the store lost the session (token sent, none in the session)', async () => {
    session = {};
    await request(app()).post('/x').set(CSRF_HEADER, TOKEN).expect(303).expect('location', '/signed-out');
    expect(session.flash).toEqual({ signedOut: 'SessionTimeout' });
  });

  it('answers a .data request with the single-fetch redirect headers', async () => {
    session = {};
    sessionExpired = true;
    const res = await request(app())
      .post('/transfers/new.data')
      .type('form')
      .send({ [CSRF_FIELD]: TOKEN });
    expect(res.status).toBe(204);
    expect(res.headers['x-remix-redirect']).toBe('/signed-out');
    expect(res.headers['x-remix-status']).toBe('303');
    expect(res.headers['x-remix-reload-document']).toBe('true');
    expect(res.headers.location).toBeUndefined();
    expect(session.flash).toEqual({ signedOut: 'SessionTimeout' });
  });

  it('still refuses a foreign origin with 403 rather than redirecting', async () => {
    session = {};
    sessionExpired = true;
    await request(app()).post('/x').set('origin', 'https://evil.example').set(CSRF_HEADER, TOKEN).expect(403);
    expect(session.flash).toBeUndefined();
  });
});

describe('maskedCsrfToken', () => {
  it('creates one token per session, then masks it afresh in every response', async () => {
    const req = { session: {} as FakeSession } as unknown as express.Request;
    const first = maskedCsrfToken(req);
    const stored = req.session.csrfToken;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    const second = maskedCsrfToken(req);
    expect(second).not.toBe(first);
    expect(req.session.csrfToken).toBe(stored);
    const other = { session: {} as FakeSession } as unknown as express.Request;
    maskedCsrfToken(other);
    expect(other.session.csrfToken).not.toBe(stored);
    // Every masked copy is accepted.
    session = { csrfToken: stored ?? undefined };
    await request(app()).post('/x').set(CSRF_HEADER, first).expect(200);
    await request(app()).post('/x').set(CSRF_HEADER, second).expect(200);
  });
});
