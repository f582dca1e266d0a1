import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, DEMO } from '../helpers/browserless.ts';

const portal = usePortal();

describe('security headers', () => {
  it('sends a strict, nonce-based CSP with no unsafe-inline, enforced', async () => {
    const res = await request(portal.url).get('/sign-in/step-1').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toMatch(/style-src 'self' 'nonce-/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${new URL(portal.sandbox.issuer).origin}`);
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('uses a new nonce per request and puts it on every inline script', async () => {
    const a = await request(portal.url).get('/sign-in/step-1');
    const b = await request(portal.url).get('/sign-in/step-1');
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const nonceA = nonceOf(a.headers['content-security-policy'] as string);
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceOf(b.headers['content-security-policy'] as string));
    const scripts = [...a.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonceA}"`);
    expect(a.text).not.toMatch(/\sstyle="/);
  });

  it('echoes a well-formed request id and makes one otherwise', async () => {
    await request(portal.url)
      .get('/health/live')
      .set('x-request-id', 'abc-123')
      .expect('x-request-id', 'abc-123');
    const made = await request(portal.url).get('/health/live').set('x-request-id', 'bad id <script>');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CSRF', () => {
  it('refuses a POST from a foreign origin with 403', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1');
    await agent
      .post('/sign-in/step-1')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: DEMO.username, password: DEMO.password })
      .expect(403);
  });

  it('refuses a cross-site POST flagged by Sec-Fetch-Site', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1');
    await agent
      .post('/sign-in/step-1')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: DEMO.username, password: DEMO.password })
      .expect(403);
  });

  it('refuses a wrong token and accepts the right one from the same origin', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1');
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: 'forged', username: DEMO.username, password: 'x' })
      .expect(403);
    await agent
      .post('/sign-in/step-1')
      .set('Origin', portal.url)
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: DEMO.username, password: DEMO.password })
      .expect(303);
  });
});

describe('health and errors', () => {
  it('reports live and ready', async () => {
    await request(portal.url).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(portal.url).get('/health/ready').expect(200);
    expect(ready.body.checks).toEqual({ sessionStore: true, upstreamApi: true });
  });

  it('answers a body that is too large with an error page and no stack trace', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1');
    const res = await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(res.text).toContain('The information you sent was too large');
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.text).toContain(`<script nonce="`);
  });

  it('shows the not-found page with the path for an unknown route', async () => {
    const res = await request(portal.url).get('/no/such/page').expect(404);
    expect(res.text).toContain('Resource not found.');
    expect(res.text).toContain('The requested resource could not be found.');
    expect(res.text).toContain('/no/such/page');
  });
});
