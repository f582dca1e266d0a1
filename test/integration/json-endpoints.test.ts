import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, signIn, type Agent } from '../helpers/browserless.ts';

// Every address a script or a probe reads JSON from (server/middleware/json-endpoints.ts, the /api proxy) and the
// React Router data answers of signed-in pages, asked by a caller who is not signed in, or whose session has idled
// out: each has its status and a body its caller can read, never "Unexpected Server Error" (decision 077).

type Caller = 'anonymous' | 'anonymous with a token' | 'expired';
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  caller: Caller;
  status: number;
  /** The JSON body, exactly; or, for a React Router data answer, text it contains. */
  body: unknown;
  allow?: string;
};

const METHOD_NOT_ALLOWED = { error: 'Method not allowed' };
const TABLE: Row[] = [
  // The timeout warning's keep-alive: POST only; a visitor with no flow is told there is nothing to keep alive.
  {
    method: 'GET',
    path: '/keep-alive',
    caller: 'anonymous',
    status: 405,
    allow: 'POST',
    body: METHOD_NOT_ALLOWED,
  },
  {
    method: 'PUT',
    path: '/keep-alive',
    caller: 'anonymous',
    status: 405,
    allow: 'POST',
    body: METHOD_NOT_ALLOWED,
  },
  {
    method: 'DELETE',
    path: '/keep-alive',
    caller: 'anonymous',
    status: 405,
    allow: 'POST',
    body: METHOD_NOT_ALLOWED,
  },
  { method: 'POST', path: '/keep-alive', caller: 'anonymous', status: 403, body: { error: 'Forbidden' } },
  {
    method: 'POST',
    path: '/keep-alive',
    caller: 'anonymous with a token',
    status: 200,
    body: { active: false, remainingMs: 0 },
  },
  { method: 'POST', path: '/keep-alive', caller: 'expired', status: 401, body: { error: 'Not signed in' } },
  // The messages badge's poll.
  { method: 'GET', path: '/messaging-twoway/count', caller: 'anonymous', status: 401, body: { count: null } },
  { method: 'GET', path: '/messaging-twoway/count', caller: 'expired', status: 401, body: { count: null } },
  {
    method: 'POST',
    path: '/messaging-twoway/count',
    caller: 'anonymous with a token',
    status: 405,
    allow: 'GET, HEAD',
    body: METHOD_NOT_ALLOWED,
  },
  // The address lookup's fetcher (registration uses it signed out, so no sign-in is needed; the token is).
  {
    method: 'GET',
    path: '/address-lookup',
    caller: 'anonymous',
    status: 405,
    allow: 'POST',
    body: METHOD_NOT_ALLOWED,
  },
  { method: 'POST', path: '/address-lookup', caller: 'anonymous', status: 403, body: { error: 'Forbidden' } },
  // /api: the bank's contract, 402 and where to go (spec 3 §8), for a caller never signed in as for one timed out.
  {
    method: 'GET',
    path: '/api/utility/v1.0/ping',
    caller: 'anonymous',
    status: 402,
    body: { redirect: '/signed-out' },
  },
  {
    method: 'GET',
    path: '/api/utility/v1.0/ping',
    caller: 'expired',
    status: 402,
    body: { redirect: '/signed-out' },
  },
  {
    method: 'POST',
    path: '/api/utility/v1.0/ping',
    caller: 'anonymous',
    status: 405,
    allow: 'GET',
    body: METHOD_NOT_ALLOWED,
  },
  {
    method: 'GET',
    path: '/api/accounts/v9.0/secret',
    caller: 'anonymous',
    status: 404,
    body: { error: 'Not found' },
  },
  // Probes: public, GET only.
  { method: 'GET', path: '/health/live', caller: 'anonymous', status: 200, body: { status: 'ok' } },
  {
    method: 'POST',
    path: '/health/live',
    caller: 'anonymous',
    status: 405,
    allow: 'GET, HEAD',
    body: METHOD_NOT_ALLOWED,
  },
  {
    method: 'POST',
    path: '/health/ready',
    caller: 'anonymous',
    status: 405,
    allow: 'GET, HEAD',
    body: METHOD_NOT_ALLOWED,
  },
  // React Router's data answers of signed-in pages and forms: a redirect to sign in, which its client follows.
  {
    method: 'GET',
    path: '/accounts/list.data',
    caller: 'anonymous',
    status: 202,
    body: '"redirect","/sign-in"',
  },
  // Timed out: to the signed-out page, which says why.
  {
    method: 'GET',
    path: '/accounts/list.data',
    caller: 'expired',
    status: 202,
    body: '"redirect","/signed-out"',
  },
  {
    method: 'POST',
    path: '/system-messages/dismiss.data',
    caller: 'anonymous with a token',
    status: 202,
    body: '"redirect","/sign-in"',
  },
];

let clockOffset = 0;

describe('JSON endpoints asked by someone not signed in', () => {
  const portal = usePortal({}, { now: () => Date.now() + clockOffset });

  /** A caller of each kind, with the CSRF token its last page carried. */
  async function caller(kind: Caller): Promise<{ agent: Agent; token?: string }> {
    clockOffset = 0;
    if (kind === 'anonymous') return { agent: request.agent(portal.url) };
    if (kind === 'anonymous with a token') {
      const agent = request.agent(portal.url);
      return { agent, token: csrfFrom((await agent.get('/sign-in/step-1').expect(200)).text) };
    }
    const agent = await signIn(portal.url);
    const token = csrfFrom((await agent.get('/accounts/list').expect(200)).text);
    // Past the 20 minutes' idle expiry.
    clockOffset = 21 * 60_000;
    return { agent, token };
  }

  it.each(TABLE.map((row) => [`${row.method} ${row.path}`, row.caller, row.status, row] as const))(
    '%s, %s: %d',
    async (_name, _caller, status, row) => {
      const { agent, token } = await caller(row.caller);
      let req = agent[row.method.toLowerCase() as 'get'](row.path);
      if (token) req = req.set('x-csrf-token', token);
      const res = await req;
      expect(res.status).toBe(status);
      expect(res.text).not.toContain('Unexpected Server Error');
      if (row.allow) expect(res.headers.allow).toBe(row.allow);
      if (typeof row.body === 'string') {
        expect(res.headers['content-type']).toMatch(/^text\/x-script/);
        expect(res.text).toContain(row.body);
      } else {
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual(row.body);
      }
    },
  );

  it("an expired session's keep-alive: the signed-out page it is sent to says why", async () => {
    const { agent, token } = await caller('expired');
    await agent.post('/keep-alive').set('x-csrf-token', token!).expect(401);
    clockOffset = 0;
    const page = await agent.get('/signed-out').expect(200);
    expect(page.text).toContain('due to inactivity');
  });
});

describe('the content editor, in the editor deployment, asked by someone not signed in', () => {
  const portal = usePortal({ APP_ENV: 'editor', SESSION_SECRET: 'json-endpoints-editor-secret-0123456789' });

  it.each([
    ['GET', '/content'],
    ['GET', '/content/edit?tag=layout&name=tooManyAttemptsHeading'],
    ['POST', '/content/edit?tag=layout&name=tooManyAttemptsHeading'],
    ['POST', '/content/edit.data?tag=layout&name=tooManyAttemptsHeading'],
  ])('%s %s: 404, as for an address that does not exist', async (method, path) => {
    const agent = request.agent(portal.url);
    const token = csrfFrom((await agent.get('/sign-in/step-1').expect(200)).text);
    const res = await agent[method.toLowerCase() as 'get'](path)
      .set('x-csrf-token', token)
      .type('form')
      .send(method === 'POST' ? { _csrf: token, intent: 'save', value: 'x' } : {});
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Unexpected Server Error');
  });
});
