import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { pino } from 'pino';
import { z } from 'zod';
import { freePort, startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { signIn, text } from '../helpers/browserless.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { until } from '../helpers/until.ts';
import { UpstreamClient } from '../../server/upstream/client.ts';

// Faults answered fast (decision 031). Short timeouts from the environment, so nothing here waits long; the
// time limits below are what each test proves, the jest timeout only room for a loaded machine.
jest.setTimeout(20_000);

async function timed<T>(run: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe('one deadline per page', () => {
  it('a call made after the page deadline is not sent, and two calls cost one timeout', async () => {
    const requests: string[] = [];
    const stalling = http.createServer((req) => {
      requests.push(req.url ?? '');
    });
    await new Promise<void>((r) => stalling.listen(0, '127.0.0.1', r));
    const client = new UpstreamClient({
      baseUrl: `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`,
      timeoutMs: 300,
      brandCode: 'NMS',
      logger: pino({ level: 'silent' }),
    });
    try {
      const deadline = performance.now() + 300;
      const call = (path: string) =>
        client.call({ requestId: 't', deadline }, { path, schema: z.unknown() }, { once: true });
      const { result, ms } = await timed(async () => [await call('/first'), await call('/second')]);
      expect(result[0]).toMatchObject({ kind: 'error', status: 0 });
      expect(result[1]).toMatchObject({ kind: 'error', sent: false });
      expect(requests).toEqual(['/first']);
      expect(ms).toBeLessThan(500);
    } finally {
      client.close();
      stalling.closeAllConnections();
      stalling.close();
    }
  });

  describe('a stalled bank', () => {
    const TIMEOUT = 1500;
    let proxy: FaultProxy;
    let portal: TestPortal;
    beforeAll(async () => {
      proxy = await startFaultProxy();
      portal = await startTestPortal({ UPSTREAM_TIMEOUT_MS: String(TIMEOUT) }, { upstreamUrl: proxy.url });
      proxy.retarget(portal.sandbox.apiUrl);
    }, 30_000);
    afterAll(async () => {
      await portal?.close();
      await proxy?.close();
    }, 30_000);

    it('costs the accounts list one timeout (ping, banners, badge and accounts share it), then recovers', async () => {
      const agent = await signIn(portal.url);
      await proxy.set('stall');
      const { result, ms } = await timed(() => agent.get('/accounts/list'));
      // spec 2 §7: a failed bank call in the account area is a danger alert in the page (decision 071).
      expect(result.status).toBe(502);
      expect(result.text).toContain('data-testid="bank-call-failed"');
      expect(text(result.text)).toContain("The operation couldn't be completed.");
      expect(text(result.text)).toContain('Sign out');
      // The navigation ping alone takes the whole deadline; without a shared one each later call waits again.
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT - 50);
      expect(ms).toBeLessThan(TIMEOUT * 1.75);

      await proxy.set('pass');
      const back = await agent.get('/accounts/list').expect(200);
      expect(text(back.text)).toContain('Hi Alex Saver');
    });
  });
});

describe('the identity provider down', () => {
  it('sends the customer to /network-error, not the 500 page, when the provider refuses connections', async () => {
    const closedPort = await freePort();
    const portal = await startTestPortal({
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: `http://127.0.0.1:${closedPort}`,
    });
    try {
      const res = await request(portal.url).get('/mgr-sign-in');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/network-error');
      const page = await request(portal.url).get('/network-error').expect(200);
      expect(text(page.text)).toContain('Network Error');
    } finally {
      await portal.close();
    }
  }, 30_000);

  it('gives up on a provider that stalls after the upstream timeout', async () => {
    const stalling = http.createServer(() => {});
    await new Promise<void>((r) => stalling.listen(0, '127.0.0.1', r));
    const portal = await startTestPortal({
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`,
      UPSTREAM_TIMEOUT_MS: '500',
    });
    try {
      const { result, ms } = await timed(() => request(portal.url).get('/mgr-sign-in'));
      expect(result.status).toBe(303);
      expect(result.headers.location).toBe('/network-error');
      expect(ms).toBeLessThan(1500);
    } finally {
      await portal.close();
      stalling.closeAllConnections();
      stalling.close();
    }
  }, 30_000);
});

describe('Redis down', () => {
  let redis: TestRedis;
  let portal: TestPortal;
  beforeAll(async () => {
    redis = await startRedis();
    portal = await startTestPortal({ REDIS_URL: redis.url });
  }, 30_000);
  afterAll(async () => {
    await portal?.close();
    await redis?.stop();
  }, 30_000);

  async function readyWithin(ms: number): Promise<number> {
    const { result, ms: took } = await timed(() => request(portal.url).get('/health/ready'));
    expect(took).toBeLessThan(ms);
    return result.status;
  }

  it('answers /health/ready and signed-in pages within a second while Redis stalls, and recovers', async () => {
    const agent = await signIn(portal.url);
    await agent.get('/accounts/list').expect(200);
    redis.pause();
    try {
      expect(await readyWithin(1000)).toBe(503);
      const { result, ms } = await timed(() => agent.get('/accounts/list'));
      expect(ms).toBeLessThan(1000);
      expect(result.status).toBe(500);
      expect(text(result.text)).toContain('Sorry, there is a problem with the service');
    } finally {
      redis.resume();
    }
    // The same session, still signed in, once Redis answers again.
    await waitUntilReady();
    const back = await agent.get('/accounts/list').expect(200);
    expect(text(back.text)).toContain('Hi Alex Saver');
  });

  it('answers within a second while Redis is gone, and reconnects when it is back', async () => {
    const agent = await signIn(portal.url);
    await redis.kill();
    expect(await readyWithin(1000)).toBe(503);
    const { result, ms } = await timed(() => agent.get('/accounts/list'));
    expect(ms).toBeLessThan(1000);
    expect(result.status).toBe(500);

    await redis.start();
    await waitUntilReady();
    // Its data went with it (no persistence here): the customer signs in again, and that works.
    await agent.get('/accounts/list').expect(302);
    const again = await signIn(portal.url);
    await again.get('/accounts/list').expect(200);
  });

  async function waitUntilReady() {
    await until(
      'the portal ready again',
      async () => (await request(portal.url).get('/health/ready')).status === 200,
      { timeoutMs: 6000 },
    );
  }
});
