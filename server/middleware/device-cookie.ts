import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { Config } from '../config.ts';

// Device cookies (decision 075; OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser where a
// customer has completed a sign-in carries a cookie naming that customer, signed by the portal. Wrong passwords
// from that browser are counted per cookie, not against the customer's untrusted-client limit, so a stranger who
// exhausts that limit does not keep the customer out of their own browser (server/middleware/rate-limit.ts).

/** How long a browser stays trusted after the customer's last sign-in on it (each sign-in issues a new cookie). */
export const DEVICE_COOKIE_DAYS = 365;

/** Usernames as the bank matches them: case, spacing and compatibility forms do not make another customer. */
export const squash = (value: string | null | undefined) =>
  (value ?? '').normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export type DeviceCookies = {
  /** After a completed sign-in: the browser is trusted for `username` from now on. */
  remember(res: Response, username: string): void;
  /** The device id (the cookie's nonce) when this browser carries a valid device cookie for `username`. */
  trustedDevice(req: Request, username: string): string | undefined;
};

export function deviceCookies(config: Config): DeviceCookies {
  // A key of its own, derived from SESSION_SECRET: a device cookie's signature is never a session cookie's.
  const key = createHmac('sha256', config.session.secret).update('portal device cookie v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  // One cookie per customer (a shared browser may be trusted for several); the name says whose without saying
  // the username, and the __Host- prefix pins it to this origin over https.
  const name = (login: string) =>
    `${config.insecureLocal ? '' : '__Host-'}portal.device.${sign(`name:${login}`).slice(0, 16)}`;

  return {
    remember(res, username) {
      const login = squash(username);
      const payload = `${Buffer.from(login).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
      res.cookie(name(login), `${payload}.${sign(payload)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: !config.insecureLocal,
        path: '/',
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
      });
    },
    trustedDevice(req, username) {
      const login = squash(username);
      const value = parse(req.get('cookie') ?? '')[name(login)];
      const [encodedLogin, nonce, signature, extra] = value?.split('.') ?? [];
      if (!encodedLogin || !nonce || !signature || extra !== undefined) return undefined;
      const expected = Buffer.from(sign(`${encodedLogin}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return Buffer.from(encodedLogin, 'base64url').toString('utf8') === login ? nonce : undefined;
    },
  };
}
