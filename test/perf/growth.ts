import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { londonToday, addMonths } from '../../shared/domain/dates.ts';
import { LORNA, MAYA } from '../helpers/customers.ts';
import { LARGE_HISTORY_ACCOUNT } from '../../sandbox/db/seed-large-customer.ts';
import { BENCH_USER_AGENT, median } from './load.ts';
import { signIn, waitFor } from './http.ts';
import type { Figure } from './server-figures.ts';

// The growth figures (BENCH_ONLY=growth): what the pages of a customer with a lot of data cost the portal, at several
// sizes of what they show, against lorna.ledger (sandbox/CUSTOMERS.md: 200 accounts, one with 20,000 transactions and
// ten years of statements). One request at a time; for each, the portal's CPU time, the longest it held its event
// loop and, in requests of their own, the most memory it held above its idle state (test/perf/growth-portal.ts), the sandbox's CPU time
// (/proc, 10 ms ticks) and the time to the last byte. Medians of BENCH_GROWTH_REPEATS requests (5) after one to warm;
// BENCH_GROWTH_ONLY=<text> measures only the cases whose 'page, size' holds the text.
// Budgets: a page's portal CPU grows no faster than what it shows (the growth exponent, log cost ÷ log size, from the
// smallest to the largest size: 1 is linear, 0 flat), the CSV export's memory stays flat, and no request holds the
// event loop for more than 50 ms of the main thread's CPU time (the delay the loop saw is shown beside it: on a
// shared machine it also counts the time the core was given to other processes).

export type GrowthSample = {
  wallMs: number;
  cpuMs: number;
  sandboxCpuMs: number;
  maxLagMs: number;
  blockMs: number;
  peakMB: number;
  bytes: number;
};
export type GrowthRow = { page: string; size: string; shown: number; url: string } & GrowthSample;

const MB = 1_000_000;
const LAG_BUDGET_MS = 50;
const MEMORY_REPEATS = 3;
const EXPONENT_BUDGET = 1.1;
const hex = (key: string) => Buffer.from(key).toString('hex');

/** utime + stime of a process, in milliseconds (Linux /proc; clock ticks of 10 ms). */
function cpuOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function ask(child: ChildProcess, cmd: 'reset' | 'read', live = false): Promise<Record<string, number>> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as Record<string, number>));
    child.send({ cmd, live });
  });
}

function get(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'user-agent': BENCH_USER_AGENT, ...headers } }, (res) => {
      let bytes = 0;
      const keep: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep.length < 1) keep.push(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, body: Buffer.concat(keep).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureGrowth(options: { portBase?: number; repeats?: number } = {}) {
  const base = options.portBase ?? 3940;
  const repeats = options.repeats ?? 5;
  const port = { api: base, idp: base + 1, acs: base + 2, portal: base + 3 };
  const dir = mkdtempSync(join(tmpdir(), 'portal-growth-'));
  const portalUrl = `http://localhost:${port.portal}`;
  const children: ChildProcess[] = [];
  const quiet = process.env.BENCH_DEBUG ? 'inherit' : 'ignore';
  try {
    const sandbox = spawn(process.execPath, ['sandbox/index.ts'], {
      stdio: ['ignore', 'ignore', quiet],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        SANDBOX_API_PORT: String(port.api),
        SANDBOX_IDP_PORT: String(port.idp),
        SANDBOX_ACS_PORT: String(port.acs),
        SANDBOX_DB: join(dir, 'sandbox.sqlite'),
        PORTAL_URL: portalUrl,
        SANDBOX_QUIET: '1',
      },
    });
    children.push(sandbox);
    await waitFor(`http://127.0.0.1:${port.idp}/.well-known/openid-configuration`, 60_000);
    const portal = fork('test/perf/growth-portal.ts', [], {
      execArgv: ['--expose-gc'],
      stdio: ['ignore', 'ignore', quiet, 'ipc'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_ENV: 'local',
        PORT: String(port.portal),
        HOST: 'localhost',
        PUBLIC_URL: portalUrl,
        UPSTREAM_API_URL: `http://127.0.0.1:${port.api}`,
        OIDC_ISSUER: `http://127.0.0.1:${port.idp}`,
        CARD_ISSUER_ORIGINS: `http://127.0.0.1:${port.acs}`,
        SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
        SESSION_DATA_DIR: join(dir, 'sessions'),
        LOG_LEVEL: 'silent',
      },
    });
    children.push(portal);
    await waitFor(`${portalUrl}/health/live`);
    const lorna = await signIn(portalUrl, BENCH_USER_AGENT, LORNA);
    const maya = await signIn(portalUrl, BENCH_USER_AGENT, MAYA);

    const today = londonToday();
    const details = (key: string) => `/accounts/details/${hex(key)}`;
    const big = details(`ACC-${LARGE_HISTORY_ACCOUNT}`);
    const company = (name: string) => `/accounts/list?company=${encodeURIComponent(name)}`;
    const chosen = (months: number) => {
      const [fy, fm, fd] = addMonths(today, -months).split('-');
      const [ty, tm, td] = today.split('-');
      return `start.day=${Number(fd)}&start.month=${Number(fm)}&start.year=${fy}&end.day=${Number(td)}&end.month=${Number(tm)}&end.year=${ty}`;
    };
    const csv = (months: number, sort = 'desc') =>
      `${big}/transactions.csv?from=${addMonths(today, -months)}&to=${today}${sort === 'asc' ? '&sort=asc' : ''}`;
    type Case = {
      page: string;
      size: string;
      shown: number;
      url: string;
      cookie?: string;
      headers?: Record<string, string>;
    };
    const cases: Case[] = [
      { page: 'accounts list', size: '20 accounts', shown: 20, url: company('Ledger & Daughters Ltd') },
      {
        page: 'accounts list',
        size: '100 accounts',
        shown: 100,
        url: company('Ledger Property Holdings Ltd'),
      },
      { page: 'accounts list', size: '200 accounts', shown: 200, url: '/accounts/list' },
      ...(['desc', 'asc'] as const).flatMap((sort) =>
        [0, 9, 49].map((count) => ({
          page: `transactions tab, ${sort === 'desc' ? 'newest' : 'oldest'} first`,
          size: `count=${count}, ${20 * (count + 1)} rows`,
          shown: 20 * (count + 1),
          url: `${big}/transactions?count=${count}${sort === 'asc' ? '&sort=asc' : ''}`,
        })),
      ),
      ...[1, 12, 120].map((months) => ({
        page: 'transactions tab, chosen range',
        size: `${months} months, 20 rows`,
        shown: months,
        url: `${big}/transactions?${chosen(months)}`,
      })),
      ...[0, 9, 49].map((count) => ({
        page: 'show older, 10-year chosen range',
        size: `count=${count}, ${20 * (count + 1)} rows`,
        shown: 20 * (count + 1),
        url: `${big}/transactions?${chosen(120)}&count=${count}`,
      })),
      ...(['desc', 'asc'] as const).flatMap((sort) =>
        [6, 30, 120].map((months) => ({
          page: `CSV export, ${sort === 'desc' ? 'newest' : 'oldest'} first`,
          size: `${months} months`,
          shown: 0, // the rows counted from the answer
          url: csv(months, sort),
        })),
      ),
      ...[6, 30, 120].map((months) => ({
        page: 'CSV export, brotli',
        size: `${months} months`,
        shown: 0,
        url: csv(months),
        headers: { 'accept-encoding': 'br' },
      })),
      {
        page: 'statements tab',
        size: "maya's 15 documents",
        shown: 15,
        url: `${details('ACC-34000011')}/statements`,
        cookie: maya,
      },
      { page: 'statements tab', size: '130 documents', shown: 130, url: `${big}/statements` },
    ];

    const rows: GrowthRow[] = [];
    const only = process.env.BENCH_GROWTH_ONLY;
    for (const item of cases.filter((c) => !only || `${c.page}, ${c.size}`.includes(only))) {
      const headers = { cookie: item.cookie ?? lorna, ...item.headers };
      const warm = await get(`${portalUrl}${item.url}`, headers);
      if (warm.status !== 200) throw new Error(`${item.url} answered ${warm.status}`);
      const samples: GrowthSample[] = [];
      let shown = item.shown;
      for (let run = 0; run < repeats; run += 1) {
        await ask(portal, 'reset');
        const sandboxBefore = cpuOf(sandbox.pid);
        const started = performance.now();
        const answer = await get(`${portalUrl}${item.url}`, headers);
        const wallMs = performance.now() - started;
        const probe = await ask(portal, 'read');
        if (answer.status !== 200) throw new Error(`${item.url} answered ${answer.status}`);
        samples.push({
          wallMs,
          cpuMs: probe.cpuMs!,
          sandboxCpuMs: cpuOf(sandbox.pid) - sandboxBefore,
          maxLagMs: probe.maxLagMs!,
          blockMs: probe.longestTurnMs!,
          peakMB: 0,
          bytes: answer.bytes,
        });
      }
      // Memory in requests of its own: the collections it needs would slow the timed ones.
      const held: number[] = [];
      for (let run = 0; run < MEMORY_REPEATS; run += 1) {
        await ask(portal, 'reset', true);
        await get(`${portalUrl}${item.url}`, headers);
        held.push((await ask(portal, 'read')).heldBytes! / MB);
      }
      if (item.page.startsWith('CSV') && !item.headers) {
        // Rows: the body's lines less the two header lines (every CSV line here is one row: no quoted line breaks).
        const body = await fetch(`${portalUrl}${item.url}`, { headers: { ...headers } }).then((r) =>
          r.text(),
        );
        shown = body.split('\r\n').length - 3;
      }
      const pick = (f: (s: GrowthSample) => number) => median(samples.map(f));
      rows.push({
        page: item.page,
        size: item.page.startsWith('CSV') ? `${item.size}, ${shown} rows` : item.size,
        shown,
        url: item.url,
        wallMs: pick((s) => s.wallMs),
        cpuMs: pick((s) => s.cpuMs),
        sandboxCpuMs: pick((s) => s.sandboxCpuMs),
        maxLagMs: pick((s) => s.maxLagMs),
        blockMs: pick((s) => s.blockMs),
        peakMB: median(held),
        bytes: pick((s) => s.bytes),
      });
    }
    // CSV rows for the brotli cases: the same ranges as the plain ones.
    for (const row of rows.filter((r) => r.page === 'CSV export, brotli')) {
      const plain = rows.find((r) => r.page === 'CSV export, newest first' && r.url === row.url);
      if (plain) [row.shown, row.size] = [plain.shown, plain.size];
    }
    return { rows, figures: growthFigures(rows) };
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

function growthFigures(rows: GrowthRow[]): Figure[] {
  const figures: Figure[] = [];
  const pages = [...new Set(rows.map((r) => r.page))];
  for (const page of pages) {
    const sizes = rows.filter((r) => r.page === page);
    const first = sizes[0]!;
    const last = sizes.at(-1)!;
    for (const row of sizes) {
      figures.push({
        figure: `${page}, ${row.size}: longest event-loop block (CPU; delay) | portal CPU / sandbox CPU / wall | memory held | body`,
        budget: `block ≤ ${LAG_BUDGET_MS} ms`,
        measured: `${row.blockMs.toFixed(0)}; ${row.maxLagMs.toFixed(0)} ms | ${row.cpuMs.toFixed(0)} / ${row.sandboxCpuMs.toFixed(0)} / ${row.wallMs.toFixed(0)} ms | ${row.peakMB.toFixed(1)} MB | ${(row.bytes / 1000).toFixed(0)} kB`,
        ok: row.blockMs <= LAG_BUDGET_MS,
      });
    }
    if (page === 'transactions tab, chosen range') {
      // The same 20 rows shown from a 1-month and a 10-year range: the range's size must not cost.
      const ratio = last.cpuMs / first.cpuMs;
      figures.push({
        figure: `${page}: portal CPU, ${last.size} ÷ ${first.size}`,
        budget: '≤ 1.5 (what is shown, not the range)',
        measured: `${ratio.toFixed(2)}×`,
        ok: ratio <= 1.5,
      });
    } else if (sizes.length > 1 && first.shown > 0 && last.shown > first.shown) {
      const exponent = Math.log(last.cpuMs / first.cpuMs) / Math.log(last.shown / first.shown);
      figures.push({
        figure: `${page}: growth of portal CPU with what is shown, ${first.shown} → ${last.shown}`,
        budget: `exponent ≤ ${EXPONENT_BUDGET} (1 = linear)`,
        measured: exponent.toFixed(2),
        ok: exponent <= EXPONENT_BUDGET,
      });
    }
    // Flat: as much held for the longest export as for one a quarter as long (both longer than a bank page; the
    // shortest is one page, which holds less).
    const middle = sizes.length > 2 ? sizes.at(-2)! : first;
    if (page.startsWith('CSV') && last.shown > middle.shown) {
      const ratio = last.peakMB / Math.max(middle.peakMB, 0.5);
      figures.push({
        figure: `${page}: memory held, ${last.shown} rows ÷ ${middle.shown} rows`,
        budget: '≤ 1.5 (flat)',
        measured: `${ratio.toFixed(2)}× (${last.peakMB.toFixed(1)} vs ${middle.peakMB.toFixed(1)} MB)`,
        ok: ratio <= 1.5,
      });
    }
  }
  return figures;
}
