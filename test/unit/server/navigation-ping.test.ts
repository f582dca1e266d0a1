import { describe, expect, it } from '@jest/globals';
import type { AppContext } from '../../../server/context.ts';
import type { UpstreamOutcome } from '../../../server/upstream/client.ts';
import { pingOnNavigation } from '../../../app/lib/navigation-ping.server.ts';

// spec 2 §4 Navigation (decision 017): a GET to a new signed-in path pings the bank and records path and time.

function stubContext(outcome: UpstreamOutcome<unknown> = { kind: 'ok', status: 200, data: {} }) {
  const calls: { method?: string; path: string }[] = [];
  const ended: string[] = [];
  const session = {
    auth: { kind: 'native', sessionTicket: 't', customer: {} },
  } as unknown as AppContext['session'];
  const ctx = {
    session,
    now: () => 42,
    log: { warn: () => undefined },
    upstream: async (call: { method?: string; path: string }) => {
      calls.push({ method: call.method, path: call.path });
      return outcome;
    },
    endSession: async (reason: string) => {
      ended.push(reason);
    },
  } as unknown as AppContext;
  return { ctx, calls, ended };
}

const get = (path: string) => new Request(`http://localhost${path}`);

describe('pingOnNavigation', () => {
  it('pings on a new path, and records it, but not again on the same path (document or data request)', async () => {
    const { ctx, calls } = stubContext();
    await pingOnNavigation(ctx, get('/accounts/list'));
    expect(calls).toEqual([{ method: 'GET', path: '/utility/v1.0/ping' }]);
    expect(ctx.session.lastPing).toEqual({ path: '/accounts/list', at: 42 });
    await pingOnNavigation(ctx, get('/accounts/list.data?_routes=routes%2Faccounts%2Flist'));
    await pingOnNavigation(ctx, get('/accounts/list?status=closed'));
    expect(calls).toHaveLength(1);
    await pingOnNavigation(ctx, get('/services/index.data'));
    expect(calls).toHaveLength(2);
    expect(ctx.session.lastPing?.path).toBe('/services/index');
  });

  it('does not ping for a form post, or with nobody signed in', async () => {
    const { ctx, calls } = stubContext();
    await pingOnNavigation(ctx, new Request('http://localhost/services/index', { method: 'POST' }));
    delete ctx.session.auth;
    await pingOnNavigation(ctx, get('/accounts/list'));
    expect(calls).toEqual([]);
  });

  it('ends the session and goes to /signed-out when the bank answers 402', async () => {
    const { ctx, ended } = stubContext({ kind: 'signed-out' });
    const thrown = await pingOnNavigation(ctx, get('/accounts/list')).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/signed-out');
    expect(ended).toEqual(['UnauthorizedSignedOut']);
  });

  it('shows the page anyway when the ping fails otherwise', async () => {
    const { ctx } = stubContext({ kind: 'error', status: 503, reason: 'HTTP 503' });
    await expect(pingOnNavigation(ctx, get('/accounts/list'))).resolves.toBeUndefined();
    expect(ctx.session.lastPing?.path).toBe('/accounts/list');
  });
});
