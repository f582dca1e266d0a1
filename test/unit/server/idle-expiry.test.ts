import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { loadConfig } from '../../../server/config.ts';
import { idleExpiry } from '../../../server/session/index.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const config = loadConfig({ SESSION_EXPIRY_MINUTES: '20', SESSION_ABSOLUTE_MINUTES: '60' });

type FakeSession = Record<string, unknown> & { regenerate(cb: (err?: unknown) => void): void; id: string };
type FakeReq = {
  session: FakeSession;
  sessionExpired?: boolean;
  headers: Record<string, string>;
  get(name: string): string | undefined;
};

let nextId = 0;
/** Like express-session: regenerate() puts a brand-new, empty session on req.session. */
function fakeSession(req: FakeReq, fields: Record<string, unknown>, failRegenerate?: Error): FakeSession {
  const s: FakeSession = {
    id: `sid-${++nextId}`,
    ...fields,
    regenerate(cb) {
      if (failRegenerate) return cb(failRegenerate);
      req.session = fakeSession(req, {});
      cb();
    },
  };
  return s;
}

function fakeReq(
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
  failRegenerate?: Error,
): FakeReq {
  const req: FakeReq = {
    headers,
    get(name) {
      return this.headers[name.toLowerCase()];
    },
    session: undefined as unknown as FakeSession,
  };
  req.session = fakeSession(req, fields, failRegenerate);
  return req;
}

const signedIn = () => ({
  auth: { kind: 'native', sessionTicket: 'T', customer: { userId: 'u', username: 'jsmith', name: 'Jane' } },
  csrfToken: 'old-token',
});

/** Runs the middleware once at time `t`; resolves with what next() was called with. */
function run(req: FakeReq, t: number): Promise<unknown> {
  const middleware = idleExpiry(config, () => t);
  return new Promise((resolve) => {
    void middleware(req as unknown as Request, {} as Response, (err?: unknown) => resolve(err));
  });
}

describe('idleExpiry', () => {
  it('leaves a brand-new empty session untouched (so it stays unsaved and sets no cookie)', async () => {
    const req = fakeReq({});
    expect(await run(req, T0)).toBeUndefined();
    expect(req.session.lastActivity).toBeUndefined();
    expect(req.session.createdAt).toBeUndefined();
    expect(req.sessionExpired).toBeUndefined();
  });

  it('stamps a session saved earlier with a CSRF token but no activity yet', async () => {
    const req = fakeReq({ csrfToken: 'token' });
    await run(req, T0);
    expect(req.session.lastActivity).toBe(T0);
    expect(req.session.createdAt).toBe(T0);
    expect(req.sessionExpired).toBeUndefined();
  });

  it('regenerates a signed-in session idle beyond SESSION_EXPIRY_MINUTES, with the timeout message', async () => {
    const req = fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 });
    const before = req.session;
    const t = T0 + 20 * MINUTE + 1;
    expect(await run(req, t)).toBeUndefined();
    expect(req.session).not.toBe(before);
    expect(req.session.auth).toBeUndefined();
    expect(req.session.csrfToken).toBeUndefined();
    expect(req.sessionExpired).toBe(true);
    expect(req.session.flash).toEqual({ signedOut: 'SessionTimeout' });
    expect(req.session.lastActivity).toBe(t);
    expect(req.session.createdAt).toBe(t);
  });

  it('tells onExpired of a signed-in session that timed out, with its sign-in (so the bank hears of it)', async () => {
    const told: unknown[] = [];
    const middleware = idleExpiry(
      config,
      () => T0 + 21 * MINUTE,
      (_req, auth) => told.push(auth),
    );
    const expire = (req: FakeReq) =>
      new Promise((resolve) => {
        void middleware(req as unknown as Request, {} as Response, resolve);
      });
    await expire(fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 }));
    expect(told).toEqual([signedIn().auth]);
    // Neither an anonymous session that expires nor a signed-in one still in time.
    await expire(fakeReq({ csrfToken: 'token', lastActivity: T0, createdAt: T0 }));
    await expire(fakeReq({ ...signedIn(), lastActivity: T0 + 10 * MINUTE, createdAt: T0 }));
    expect(told).toHaveLength(1);
  });

  it('keeps a session idle for exactly SESSION_EXPIRY_MINUTES', async () => {
    const req = fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 });
    const before = req.session;
    await run(req, T0 + 20 * MINUTE);
    expect(req.session).toBe(before);
    expect(req.session.auth).toBeDefined();
    expect(req.sessionExpired).toBeUndefined();
  });

  it('resets an idle anonymous session without a timeout message', async () => {
    const req = fakeReq({ csrfToken: 'old-token', lastActivity: T0, createdAt: T0 });
    await run(req, T0 + 21 * MINUTE);
    expect(req.session.csrfToken).toBeUndefined();
    expect(req.sessionExpired).toBeUndefined();
    expect(req.session.flash).toBeUndefined();
  });

  it('does not stamp activity for a background request (x-background-request)', async () => {
    const req = fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 }, { 'x-background-request': '1' });
    await run(req, T0 + 5 * MINUTE);
    expect(req.session.lastActivity).toBe(T0);
    // ... so background polling alone lets the session time out.
    await run(req, T0 + 20 * MINUTE + 1);
    expect(req.sessionExpired).toBe(true);
  });

  it('stamps activity at most every 15 seconds', async () => {
    const req = fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 });
    await run(req, T0 + 14 * SECOND);
    expect(req.session.lastActivity).toBe(T0);
    await run(req, T0 + 15 * SECOND);
    expect(req.session.lastActivity).toBe(T0 + 15 * SECOND);
    await run(req, T0 + 20 * SECOND);
    expect(req.session.lastActivity).toBe(T0 + 15 * SECOND);
  });

  it('keeps an active customer signed in past the idle limit', async () => {
    const req = fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 });
    for (let t = T0 + 10 * MINUTE; t <= T0 + 50 * MINUTE; t += 10 * MINUTE) await run(req, t);
    expect(req.sessionExpired).toBeUndefined();
    expect(req.session.auth).toBeDefined();
    expect(req.session.lastActivity).toBe(T0 + 50 * MINUTE);
  });

  it('ends a session at the absolute lifetime even when active', async () => {
    const req = fakeReq({ ...signedIn(), lastActivity: T0 + 60 * MINUTE - 30 * SECOND, createdAt: T0 });
    await run(req, T0 + 60 * MINUTE);
    expect(req.session.auth).toBeDefined();
    await run(req, T0 + 60 * MINUTE + 1);
    expect(req.session.auth).toBeUndefined();
    expect(req.sessionExpired).toBe(true);
    expect(req.session.flash).toEqual({ signedOut: 'SessionTimeout' });
  });

  it('passes a regenerate failure to next()', async () => {
    const failure = new Error('store down');
    const req = fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 }, {}, failure);
    expect(await run(req, T0 + 30 * MINUTE)).toBe(failure);
    expect(req.sessionExpired).toBeUndefined();
  });
});

describe('idleExpiry: a session nobody had signed in to (decision 032)', () => {
  it('keeps what carryOver takes from it, flags it anonymous and never stores the signed-out timeout', async () => {
    const req = fakeReq({ csrfToken: 'old', lastActivity: T0, createdAt: T0, signIn: { startedAt: T0 } });
    const seen: unknown[] = [];
    const middleware = idleExpiry(
      config,
      () => T0 + 21 * MINUTE,
      undefined,
      (expired) => {
        seen.push(expired.signIn);
        return { signInNotice: 'Timeout' };
      },
    );
    await new Promise((resolve) => {
      void middleware(req as unknown as Request, {} as Response, resolve);
    });
    expect(seen).toEqual([{ startedAt: T0 }]);
    expect(req.session.signInNotice).toBe('Timeout');
    expect(req.session.signIn).toBeUndefined();
    expect(req.session.flash).toBeUndefined();
    expect(req.sessionExpired).toBeUndefined();
    expect((req as unknown as Request).anonymousSessionExpired).toBe(true);
  });

  it('never asks carryOver about a signed-in session', async () => {
    const req = fakeReq({ ...signedIn(), lastActivity: T0, createdAt: T0 });
    let asked = false;
    const middleware = idleExpiry(
      config,
      () => T0 + 21 * MINUTE,
      undefined,
      () => {
        asked = true;
        return {};
      },
    );
    await new Promise((resolve) => {
      void middleware(req as unknown as Request, {} as Response, resolve);
    });
    expect(asked).toBe(false);
    expect(req.sessionExpired).toBe(true);
  });
});
