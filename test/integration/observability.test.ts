import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { WITHDRAWAL } from '../../shared/api/money-movements.ts';
import { startMetricsServer } from '../../server/metrics.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { csrfFrom, signIn, type Agent } from '../helpers/browserless.ts';
import { WES } from '../helpers/customers.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { until } from '../helpers/until.ts';

// What an ops team watches (docs/operations.md): the metrics on their own port, moving as customers move money and
// as bank calls fail; and one request id on the portal's log lines and the bank's for the same call.
jest.setTimeout(30_000);

const TIMEOUT_MS = 1000;
const EASY = accountKeyToHex('ACC-35000011');

let proxy: FaultProxy;
let portal: TestPortal;
let metrics: Awaited<ReturnType<typeof startMetricsServer>>;
let agent: Agent;

beforeAll(async () => {
  proxy = await startFaultProxy();
  portal = await startTestPortal(
    // One forgotten-username attempt per person: the second is refused by the username-person limit.
    { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), RATE_LIMIT_IDENTITY_ATTEMPTS: '1' },
    { upstreamUrl: proxy.url, captureLogs: true },
  );
  proxy.retarget(portal.sandbox.apiUrl);
  metrics = await startMetricsServer(portal.metrics, { port: 0, host: '127.0.0.1' });
  agent = await signIn(portal.url, WES);
}, 30_000);
afterAll(async () => {
  await metrics?.close();
  await portal?.close();
  await proxy?.close();
}, 30_000);
beforeEach(async () => {
  await proxy.set('pass');
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(url = metrics.url): Promise<Sample[]> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(await res.text());
}

/** The sum of the samples of `name` whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** How much `name` (its samples with `labels`) moved between two scrapes. */
function moved(before: Sample[], after: Sample[], name: string, labels: Record<string, string> = {}): number {
  return total(after, name, labels) - total(before, name, labels);
}

async function withdraw(amount: string): Promise<void> {
  const form = await agent.get(`/make-withdrawal/${EASY}`).expect(200);
  await agent
    .post(`/make-withdrawal/${EASY}`)
    .type('form')
    .send({ _csrf: csrfFrom(form.text), amount, reference: '' })
    .expect(303);
  const review = (await agent.get(`/make-withdrawal/${EASY}/review`).expect(200)).text;
  const key = /name="submissionKey" value="([^"]+)"/.exec(review)?.[1] ?? '';
  await agent
    .post(`/make-withdrawal/${EASY}/review`)
    .type('form')
    .send({ _csrf: csrfFrom(review), submissionKey: key })
    .expect(303);
}

describe('metrics', () => {
  it('are not on the public port', async () => {
    await request(portal.url).get('/metrics').expect(404);
    await agent.get('/metrics').expect(404);
  });

  it('are served on their own port, at /metrics only', async () => {
    const other = await fetch(new URL('/', metrics.url));
    expect(other.status).toBe(404);
    const samples = await scrape();
    expect(total(samples, 'portal_http_request_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('count a withdrawal as a confirmed money movement, and its bank call as an ok upstream call', async () => {
    await portal.resetMoney(WES.username);
    const before = await scrape();
    await withdraw('2.50');
    const after = await scrape();
    const movement = { movement: 'withdrawal', outcome: 'confirmed' };
    expect(moved(before, after, 'portal_money_movements_total', movement)).toBe(1);
    const call = { operation: WITHDRAWAL, outcome: 'ok' };
    expect(moved(before, after, 'portal_upstream_request_duration_seconds_count', call)).toBe(1);
    expect(moved(before, after, 'portal_upstream_request_duration_seconds_sum', call)).toBeGreaterThan(0);
    // The confirm POST, by its route pattern and status class.
    const confirm = { route: '/make-withdrawal/:id/review', method: 'POST', status_class: '3xx' };
    expect(moved(before, after, 'portal_http_request_duration_seconds_count', confirm)).toBeGreaterThan(0);
  });

  it('count a withdrawal whose bank call fails as one of unknown outcome, and the call as a 5xx', async () => {
    await portal.resetMoney(WES.username);
    const before = await scrape();
    await proxy.set('500', /\/movemoney\/v1\.0\/withdrawal/);
    await withdraw('1.25');
    await proxy.set('pass');
    const after = await scrape();
    const movement = { movement: 'withdrawal', outcome: 'unknown' };
    expect(moved(before, after, 'portal_money_movements_total', movement)).toBe(1);
    const call = { operation: WITHDRAWAL, outcome: '5xx' };
    expect(moved(before, after, 'portal_upstream_request_duration_seconds_count', call)).toBe(1);
  });

  it.each([
    ['500', '5xx'],
    ['bad-json', 'malformed'],
    ['down', 'refused'],
    ['stall', 'timeout'],
  ] as const)('count a bank that answers %s as the outcome %s', async (mode, outcome) => {
    const before = await scrape();
    await proxy.set(mode);
    await agent.get('/accounts/list');
    await proxy.set('pass');
    const after = await scrape();
    expect(
      moved(before, after, 'portal_upstream_request_duration_seconds_count', { outcome }),
    ).toBeGreaterThan(0);
  });

  it('count the content service’s calls under one operation, whatever the tag', async () => {
    const samples = await scrape();
    const operations = new Set(
      samples
        .filter((s) => s.name === 'portal_upstream_request_duration_seconds_count')
        .map((s) => s.labels.operation),
    );
    expect(operations).toContain('/cmscontent/v1.0/content');
    expect([...operations].filter((op) => op?.startsWith('/cmscontent/v1.0/content/'))).toEqual([]);
  });

  it('keep their labels bounded: unknown paths fold into one route, and no label carries an id', async () => {
    for (let i = 0; i < 20; i++) await request(portal.url).get(`/no-such-page-${i}/${crypto.randomUUID()}`);
    const samples = await scrape();
    const values = samples.flatMap((s) => Object.values(s.labels));
    expect(values.filter((v) => /no-such-page|[0-9a-f]{8}-[0-9a-f]{4}-/.test(v))).toEqual([]);
    expect(values).not.toContain(WES.username);
    expect(values).not.toContain(EASY);
    const routes = new Set(
      samples
        .filter((s) => s.name === 'portal_http_request_duration_seconds_count')
        .map((s) => s.labels.route),
    );
    expect(routes).toContain('/*');
    for (const route of routes) expect(route).toMatch(/^(\/[\w*:.-]*)+$|^unmatched$/);
  });

  it('count a refusal by a rate limit, by its limiter', async () => {
    const limiter = { limiter: 'username-person' };
    const before = await scrape();
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const visitor = request.agent(portal.url);
      const page = await visitor.get('/forgotten-username/retrieve').expect(200);
      const res = await visitor
        .post('/forgotten-username/retrieve')
        .type('form')
        .send({
          _csrf: csrfFrom(page.text),
          firstname: 'Fred',
          lastname: 'Metrics',
          'b_day.day': '1',
          'b_day.month': '2',
          'b_day.year': '1960',
          postcode: 'EX1 1HS',
          account_number: '32552248',
        });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([303, 429]);
    const after = await scrape();
    expect(moved(before, after, 'portal_rate_limit_refusals_total', limiter)).toBe(1);
  });

  it('show how old each managed-content tag is', async () => {
    const ages = (await scrape()).filter((s) => s.name === 'portal_content_cache_age_seconds');
    expect(ages.length).toBeGreaterThan(0);
    for (const age of ages) expect(age.value).toBeGreaterThanOrEqual(0);
  });
});

describe('metrics with the sessions in Redis', () => {
  let redis: TestRedis;
  let redisPortal: TestPortal;
  let redisMetrics: Awaited<ReturnType<typeof startMetricsServer>>;
  beforeAll(async () => {
    redis = await startRedis();
    redisPortal = await startTestPortal({ REDIS_URL: redis.url });
    redisMetrics = await startMetricsServer(redisPortal.metrics, { port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(async () => {
    await redisMetrics?.close();
    await redisPortal?.close();
    await redis?.stop();
  }, 30_000);

  it('count Redis errors and the session reads that failed while Redis is gone', async () => {
    const signedIn = await signIn(redisPortal.url);
    const before = await scrape(redisMetrics.url);
    await redis.kill();
    await signedIn.get('/accounts/list').expect(500);
    const after = await scrape(redisMetrics.url);
    expect(moved(before, after, 'portal_session_store_errors_total')).toBeGreaterThan(0);
    expect(moved(before, after, 'portal_redis_errors_total')).toBeGreaterThan(0);
    await redis.start();
    await until(
      'the portal ready again',
      async () => (await request(redisPortal.url).get('/health/ready')).status === 200,
      { timeoutMs: 6000 },
    );
  });
});

describe('one request id', () => {
  type Line = Record<string, unknown>;
  const lines = (text: string): Line[] =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);

  it('is on the portal’s log line for a bank call and on the bank’s for the same call', async () => {
    const res = await agent.get('/accounts/list').expect(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const portalCall = lines(portal.logs()).find((l) => l.requestId === id && l.msg === 'upstream call');
    expect(portalCall).toBeDefined();
    const [method, path] = (portalCall?.upstream as string).split(' ');
    const bankLine = lines(portal.sandboxLogs()).find((l) => l.requestId === id && l.path === path);
    expect(bankLine).toMatchObject({ requestId: id, method, status: 200 });
  });

  it('is on every line the portal logs while answering the request', async () => {
    const from = portal.logs().length;
    await proxy.set('500');
    const res = await agent.get('/accounts/list');
    await proxy.set('pass');
    const id = res.headers['x-request-id'] as string;
    const logged = lines(portal.logs().slice(from));
    expect(logged.some((l) => l.msg === 'upstream error status')).toBe(true);
    expect(logged.filter((l) => l.requestId !== id)).toEqual([]);
  });

  it('is taken from a well-formed X-Request-Id (a load balancer’s), and never from a malformed one', async () => {
    const given = 'lb-7f3a9c.2';
    const res = await agent.get('/accounts/list').set('x-request-id', given).expect(200);
    expect(res.headers['x-request-id']).toBe(given);
    expect(lines(portal.sandboxLogs()).some((l) => l.requestId === given)).toBe(true);
    const bad = await agent.get('/accounts/list').set('x-request-id', 'has spaces {}').expect(200);
    expect(bad.headers['x-request-id']).not.toBe('has spaces {}');
  });
});
