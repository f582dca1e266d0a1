import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../../../server/config.ts';
import { deviceCookies } from '../../../server/middleware/device-cookie.ts';
import { PROD_SECRET } from './config-helpers.ts';

// The device cookie (server/middleware/device-cookie.ts; decision 075): what a browser is given after a sign-in, and
// when the portal believes it.

const HTTPS = loadConfig({ PUBLIC_URL: 'https://portal.bank.test', SESSION_SECRET: PROD_SECRET });
const LOCAL = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });

/** A tiny app: GET /remember?u= sets the cookie; GET /trusted?u= answers the device id it finds, or 'none'. */
function app(config: typeof HTTPS) {
  const devices = deviceCookies(config);
  const a = express();
  a.get('/remember', (req, res) => {
    devices.remember(res, String(req.query.u));
    res.end();
  });
  a.get('/trusted', (req, res) => {
    res.send(devices.trustedDevice(req, String(req.query.u)) ?? 'none');
  });
  return a;
}

async function cookieFor(config: typeof HTTPS, username: string): Promise<string> {
  const res = await request(app(config)).get(`/remember?u=${username}`).expect(200);
  return (res.headers['set-cookie'] as unknown as string[])[0]!;
}

describe('device cookies', () => {
  it('over https: __Host-, Secure, HttpOnly, SameSite=Lax, a year; the login and a nonce, signed', async () => {
    const cookie = await cookieFor(HTTPS, 'Sam.Single');
    expect(cookie).toMatch(
      /^__Host-portal\.device\.[\w-]{16}=[\w-]+\.[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
    const value = cookie.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(value.split('.')[0]!, 'base64url').toString()).toBe('sam.single');
    expect(cookie).not.toContain(PROD_SECRET);
  });

  it('trusts the browser for the same customer however the username is typed, and for no one else', async () => {
    const pair = (await cookieFor(LOCAL, 'sam.single')).split(';')[0]!;
    const trusted = (username: string, cookie = pair) =>
      request(app(LOCAL))
        .get(`/trusted?u=${encodeURIComponent(username)}`)
        .set('cookie', cookie);
    expect((await trusted('SAM.SINGLE ')).text).toMatch(/^[\w-]{22}$/);
    expect((await trusted('fred.forgetful')).text).toBe('none');
    // Another customer's name put on the cookie, or its signature changed: not believed.
    const [name, value] = pair.split('=') as [string, string];
    const [, nonce, signature] = value.split('.');
    const renamed = `${Buffer.from('fred.forgetful').toString('base64url')}.${nonce}.${signature}`;
    expect((await trusted('fred.forgetful', `${name}=${renamed}`)).text).toBe('none');
    const flipped = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    expect((await trusted('sam.single', `${name}=${flipped}`)).text).toBe('none');
    // Nor one signed under another deployment's secret.
    const other = loadConfig({ PUBLIC_URL: 'http://localhost:3000', SESSION_SECRET: PROD_SECRET });
    const foreign = (await cookieFor(other, 'sam.single')).split(';')[0]!.split('=')[1]!;
    expect((await trusted('sam.single', `${name}=${foreign}`)).text).toBe('none');
  });
});
