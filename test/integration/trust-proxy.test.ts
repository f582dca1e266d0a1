import { describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom } from '../helpers/browserless.ts';

// The client address (the per-client limits' key) comes from X-Forwarded-For only for the proxies TRUST_PROXY names
// (Express's `trust proxy`), in every mode; with none named, the header is the client's to invent and is ignored.

jest.setTimeout(60_000);

/**
 * A failed sign-in as a browser behind a TLS-terminating proxy would send it: X-Forwarded-Proto https (the session
 * cookie is Secure, so the cookie is carried by hand) and `forwardedFor` as the proxy's X-Forwarded-For.
 */
async function failedSignIn(url: string, username: string, forwardedFor: string) {
  const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': forwardedFor };
  const page = await request(url).get('/sign-in/step-1').set(headers).expect(200);
  const cookie = (page.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return request(url)
    .post('/sign-in/step-1')
    .set(headers)
    .set('cookie', cookie)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), username, password: 'Wrong-Password-1' });
}

/** 40 failed sign-ins from one client, each naming a new forwarded address and a new username. */
async function forty(url: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++)
    statuses.push((await failedSignIn(url, `guess.user${i}`, forwardedFor(i))).status);
  return statuses;
}

const HTTPS = { PUBLIC_URL: 'https://portal.bank.test' };

describe('with no TRUST_PROXY (the default)', () => {
  const portal = usePortal(HTTPS);

  it('40 failed sign-ins with 40 different X-Forwarded-For values are one client: 429 after the 30th', async () => {
    const statuses = await forty(portal.url, (i) => `203.0.113.${i + 1}`);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});

describe('with TRUST_PROXY naming the proxy (here loopback, where the test client connects from)', () => {
  const portal = usePortal({ ...HTTPS, TRUST_PROXY: 'loopback' });

  it('the forwarded address is the client: 40 addresses, 40 clients, none limited', async () => {
    const statuses = await forty(portal.url, (i) => `203.0.113.${i + 1}`);
    expect(statuses.every((s) => s === 400)).toBe(true);
  });

  it('one forwarded address through the proxy is one client, whatever the proxy adds', async () => {
    // A client's own X-Forwarded-For comes first; the trusted proxy appends the address it saw.
    const statuses = await forty(portal.url, (i) => `198.51.100.${i + 1}, 192.0.2.7`);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
