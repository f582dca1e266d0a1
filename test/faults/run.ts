// Fault runs (decision 031): each fault, the page the customer gets, how long it took, and recovery once the fault
// is gone. Loopback only, bounded (short timeouts from the environment), about a minute. `npm run test:faults`;
// needs `npm run build` and redis-server. Exits 1 when any scenario does not hold.
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import request from 'supertest';
import { startSandbox } from '../../sandbox/server.ts';
import { freePort, startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { signIn, text, DEMO } from '../helpers/browserless.ts';
import { WES } from '../helpers/customers.ts';
import { CookieJarFetch, formAction, formFields } from '../helpers/fetch-jar.ts';
import { startFaultProxy, type FaultMode } from '../helpers/fault-proxy.ts';
import { startRedis } from '../helpers/redis-server.ts';
import { until } from '../helpers/until.ts';
import { startRoundRobin } from './round-robin.ts';
import { confirm, toReview } from './journey.ts';

const UPSTREAM_TIMEOUT_MS = 1500;
type Row = { scenario: string; page: string; ms: number; recovered: string; ok: boolean };
const rows: Row[] = [];

function pageName(status: number, location: string | undefined, html: string): string {
  if (location) return `${status} → ${location}`;
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return `${status} "${title.replace(/ - .*$/, '')}"`;
}

async function timed<T>(run: () => PromiseLike<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - started) };
}

async function scenario(name: string, run: () => Promise<Omit<Row, 'scenario'>>) {
  try {
    rows.push({ scenario: name, ...(await run()) });
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    rows.push({
      scenario: name,
      page: `threw: ${String(err)}${cause ? ` (${String(cause)})` : ''}`,
      ms: 0,
      recovered: '-',
      ok: false,
    });
    if (process.env.FAULTS_DEBUG) console.error(err);
  }
}

/** The bank behind the fault proxy: each mode on the accounts list, then the same page once the bank is back. */
async function bankFaults() {
  const proxy = await startFaultProxy();
  const portal = await startTestPortal(
    { UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) },
    { upstreamUrl: proxy.url },
  );
  proxy.retarget(portal.sandbox.apiUrl);
  try {
    const agent = await signIn(portal.url);
    const modes: Array<[FaultMode, string]> = [
      ['down', 'bank down (connection refused)'],
      ['stall', 'bank stalled'],
      ['500', 'bank answers 500'],
      ['bad-json', 'bank answers malformed JSON'],
      ['reset', 'bank resets mid-response'],
    ];
    for (const [mode, name] of modes) {
      await scenario(name, async () => {
        // A path not visited just before, so the navigation ping runs too (the worst case: two calls in a row).
        await agent.get('/services/index');
        await proxy.set(mode);
        const { value: res, ms } = await timed(() => agent.get('/accounts/list'));
        const shown = res.headers.location ? await agent.get(res.headers.location) : res;
        await proxy.set('pass');
        const back = await agent.get('/accounts/list');
        const recovered = back.status === 200 && text(back.text).includes(`Hi ${DEMO.name}`);
        return {
          page: `${pageName(res.status, res.headers.location, res.text)}, ${pageName(shown.status, undefined, shown.text)}`,
          ms,
          recovered: recovered ? 'accounts list again' : `no: ${back.status}`,
          ok:
            res.headers.location === '/network-error' &&
            ms < UPSTREAM_TIMEOUT_MS * 1.6 &&
            recovered &&
            text(shown.text).includes('Network Error'),
        };
      });
    }
  } finally {
    await portal.close();
    await proxy.close();
  }
}

async function redisFaults() {
  const redis = await startRedis();
  const portal = await startTestPortal({ REDIS_URL: redis.url });
  try {
    for (const kind of ['stalled', 'down'] as const) {
      await scenario(`Redis ${kind}`, async () => {
        const agent = await signIn(portal.url);
        if (kind === 'stalled') redis.pause();
        else await redis.kill();
        const ready = await timed(() => request(portal.url).get('/health/ready'));
        const { value: res, ms } = await timed(() => agent.get('/accounts/list'));
        if (kind === 'stalled') redis.resume();
        else await redis.start();
        const readyAgain = await until(
          'the portal ready again',
          async () => (await request(portal.url).get('/health/ready')).status === 200,
          { timeoutMs: 5000 },
        ).catch(() => false);
        // Paused, the session survives; killed (no persistence here), the customer signs in again.
        const back = kind === 'stalled' ? agent : await signIn(portal.url);
        const list = await back.get('/accounts/list');
        return {
          page: `${pageName(res.status, res.headers.location, res.text)}; /health/ready ${ready.value.status} in ${ready.ms} ms`,
          ms,
          recovered: readyAgain && list.status === 200 ? 'ready 200, accounts list' : `no: ${list.status}`,
          ok: ms < 1000 && ready.ms < 1000 && ready.value.status === 503 && readyAgain && list.status === 200,
        };
      });
    }
  } finally {
    await portal.close();
    await redis.stop();
  }
}

/** The provider's port is closed, then a provider starts on it: the next sign-in goes through. */
async function idpDown() {
  const idpPort = await freePort();
  const proxy = await startFaultProxy();
  const portal = await startTestPortal(
    { AUTH_MODE: 'oidc', OIDC_ISSUER: `http://127.0.0.1:${idpPort}`, UPSTREAM_TIMEOUT_MS: '1500' },
    { upstreamUrl: proxy.url },
  );
  const dir = mkdtempSync(join(tmpdir(), 'faults-idp-'));
  // The provider comes up on its port, with the bank whose API it signs customers into.
  const startProvider = async () => {
    const sandbox = await startSandbox({
      apiPort: 0,
      idpPort,
      dbFile: join(dir, 'sandbox.sqlite'),
      portalUrl: portal.url,
      quiet: true,
    });
    proxy.retarget(sandbox.apiUrl);
    return sandbox;
  };
  /** The provider's login page, credentials posted: the callback URL the provider sends the browser to. */
  const atProvider = async (browser: CookieJarFetch) => {
    // A kept-alive connection to the provider that went away fails before the request leaves, as in a browser,
    // which sends it again on a new connection.
    const again = <T>(send: () => Promise<T>) => send().catch(() => send());
    const login = await again(() => browser.follow(`${portal.url}/mgr-sign-in`));
    // The provider still knows the browser (its own session): straight back to the portal, no login page.
    if (new URL(login.url).origin === new URL(portal.url).origin) return login.url;
    const html = await login.res.text();
    const posted = await again(() =>
      browser.fetch(formAction(html, login.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...formFields(html), username: DEMO.username, password: DEMO.password }),
      }),
    );
    // Through the provider's own pages (consent) to the first hop back on the portal: its callback.
    let next = new URL(posted.headers.get('location')!, login.url);
    for (let hops = 0; next.origin !== new URL(portal.url).origin && hops < 5; hops++) {
      const res = await browser.fetch(next.href);
      next = new URL(res.headers.get('location')!, next);
    }
    return next.href;
  };
  let sandbox: Awaited<ReturnType<typeof startProvider>> | undefined;
  /** The provider started again: the page the portal gave while it was down, and whether signing in works now. */
  const afterRestart = async (browser: CookieJarFetch, res: Response, ms: number) => {
    const location = res.headers.get('location') ?? undefined;
    sandbox = await startProvider();
    const done = await browser.follow(await atProvider(browser));
    const recovered = text(await done.res.text()).includes(`Hi ${DEMO.name}`);
    return {
      page: `${res.status} → ${location}`,
      ms,
      recovered: recovered ? 'signed in through the provider' : 'no',
      ok: location === '/network-error' && recovered,
    };
  };
  try {
    await scenario('identity provider down', async () => {
      const browser = new CookieJarFetch();
      const { value: res, ms } = await timed(() => browser.fetch(`${portal.url}/mgr-sign-in`));
      return afterRestart(browser, res, ms);
    });
    await scenario('identity provider down mid-sign-in', async () => {
      const browser = new CookieJarFetch();
      sandbox ??= await startProvider();
      const callback = await atProvider(browser);
      // The provider goes away between its login page and the portal's exchange of the code.
      await sandbox.close();
      sandbox = undefined;
      const { value: res, ms } = await timed(() => browser.fetch(callback));
      return afterRestart(browser, res, ms);
    });
  } finally {
    await sandbox?.close();
    await portal.close();
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withdrawals(portal: TestPortal) {
  return (await portal.ledger(WES.username)).filter((row) => row.Kind === 'withdrawal');
}

/** Signed in and at the withdrawal's review when the portal restarts; the confirm after it withdraws once. */
async function restartMidJourney() {
  const portal = await startTestPortal();
  try {
    await scenario('portal restart mid-journey', async () => {
      await portal.resetMoney(WES.username);
      const agent = await signIn(portal.url, WES);
      const review = await toReview(agent, '12.34', 'Restart');
      const { ms } = await timed(() => portal.restart());
      const done = await confirm(agent, review);
      const again = await confirm(agent, review); // the customer presses again: the same result, no second movement
      const rows = await withdrawals(portal);
      return {
        page: `${done.location.replace(/\?.*/, '')} "${text(done.page).includes('Withdrawal confirmed') ? 'Withdrawal confirmed' : '?'}"`,
        ms,
        recovered: `ledger: ${rows.length} withdrawal(s)`,
        ok:
          text(done.page).includes('Withdrawal confirmed') &&
          again.location === done.location &&
          rows.length === 1,
      };
    });
  } finally {
    await portal.close();
  }
}

/** Two portals on one Redis behind a round-robin balancer; one is killed between the review and the confirm. */
async function twoPortals() {
  const redis = await startRedis();
  const a = await startTestPortal({ REDIS_URL: redis.url });
  const b = await startTestPortal({ REDIS_URL: redis.url }, { upstreamUrl: a.sandbox.apiUrl });
  const balancer = await startRoundRobin([a.url, b.url]);
  let bClosed = false;
  try {
    await scenario('two portals, one killed mid-journey', async () => {
      await a.resetMoney(WES.username);
      const agent = await signIn(balancer.url, WES);
      const review = await toReview(agent, '23.45', 'Failover');
      const servedBoth = balancer.served.size === 2;
      await b.close();
      bClosed = true;
      const { value: done, ms } = await timed(() => confirm(agent, review));
      const list = await agent.get('/accounts/list');
      const rows = await withdrawals(a);
      return {
        page: `${done.location.replace(/\?.*/, '')} "${text(done.page).includes('Withdrawal confirmed') ? 'Withdrawal confirmed' : '?'}"`,
        ms,
        recovered: `still signed in: ${list.status === 200}; ledger: ${rows.length} withdrawal(s)`,
        ok:
          servedBoth &&
          text(done.page).includes('Withdrawal confirmed') &&
          list.status === 200 &&
          rows.length === 1,
      };
    });
  } finally {
    await balancer.close();
    if (!bClosed) await b.close();
    await a.close();
    await redis.stop();
  }
}

const started = performance.now();
const only = process.env.FAULTS_ONLY; // e.g. FAULTS_ONLY=idp: one group of scenarios
const groups = {
  bank: bankFaults,
  redis: redisFaults,
  idp: idpDown,
  restart: restartMidJourney,
  balancer: twoPortals,
};
for (const [name, run] of Object.entries(groups)) if (!only || only === name) await run();

console.log('\nFault runs: the page the customer gets, how long, and recovery\n');
for (const row of rows) {
  console.log(
    `${row.ok ? 'PASS' : 'FAIL'}  ${row.scenario.padEnd(36)} ${String(row.ms).padStart(5)} ms  ${row.page}\n      recovery: ${row.recovered}`,
  );
}
const failed = rows.filter((row) => !row.ok).length;
console.log(
  `\n${rows.length - failed}/${rows.length} scenarios held in ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exit(failed === 0 ? 0 : 1);
