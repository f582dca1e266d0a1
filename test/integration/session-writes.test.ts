import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { usePortal } from './use-portal.ts';
import { signIn, text } from '../helpers/browserless.ts';
import { SqliteSessionStore } from '../../server/session/sqlite-store.ts';

// The session store is read once per request that carries a cookie and written only when the session changed
// (decision 027): no touch round trip, no write for static files, for unchanged pages or for the /api proxy.

let offsetMs = 0;
const now = () => Date.now() + offsetMs;

const get = jest.spyOn(SqliteSessionStore.prototype, 'get');
const set = jest.spyOn(SqliteSessionStore.prototype, 'set');
const destroy = jest.spyOn(SqliteSessionStore.prototype, 'destroy');

const portal = usePortal({ SESSION_EXPIRY_MINUTES: '20' }, { now });
afterAll(() => {
  jest.restoreAllMocks();
});
afterEach(() => {
  jest.clearAllMocks();
});

describe('session store writes', () => {
  it('a static file never reaches the session, even with a session cookie', async () => {
    const agent = await signIn(portal.url);
    const page = await agent.get('/accounts/list').expect(200);
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(page.text)?.[1];
    expect(asset).toBeTruthy();
    jest.clearAllMocks();
    await agent.get(asset!).expect(200);
    await agent.get('/favicon.svg').expect(200);
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
  });

  it('a signed-in page that changes nothing reads the session once and writes nothing', async () => {
    const agent = await signIn(portal.url);
    await agent.get('/accounts/list').expect(200);
    jest.clearAllMocks();
    const again = await agent.get('/accounts/list').expect(200);
    expect(text(again.text)).toContain('Hi Alex Saver');
    expect(get).toHaveBeenCalledTimes(1);
    expect(set).not.toHaveBeenCalled();
    expect(destroy).not.toHaveBeenCalled();
    // express-session touches only stores that have touch: ours has none, so no expiry write either.
    expect('touch' in SqliteSessionStore.prototype).toBe(false);
  });

  it('the /api proxy writes nothing for a background poll or a request inside the activity window', async () => {
    const agent = await signIn(portal.url);
    await agent.get('/accounts/list').expect(200);
    jest.clearAllMocks();
    await agent.get('/api/utility/v1.0/ping').set('x-background-request', '1').expect(200);
    await agent.get('/api/utility/v1.0/ping').expect(200);
    expect(set).not.toHaveBeenCalled();
  });

  it('customer activity is stamped at most once per 15 seconds, and idle expiry still holds', async () => {
    const agent = await signIn(portal.url);
    await agent.get('/accounts/list').expect(200);
    offsetMs += 16_000;
    jest.clearAllMocks();
    await agent.get('/accounts/list').expect(200);
    await agent.get('/accounts/list').expect(200);
    expect(set).toHaveBeenCalledTimes(1); // the activity stamp, then nothing
    offsetMs += 21 * 60_000;
    await agent.get('/accounts/list').expect(302).expect('location', '/signed-out');
  });
});
