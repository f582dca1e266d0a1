import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_USER_AGENT, load, median, type LoadResult } from './load.ts';
import { signIn, waitFor } from './http.ts';

// The server figures, measured side by side in one run: every server on one core
// (the upstream stand-ins too, so direct and proxied runs pay for them alike), the load generator on the other,
// variants alternated round by round, medians of the per-round ratios reported.

export type Figure = { figure: string; budget: string; measured: string; ok: boolean | undefined };
/** A variant's round, with the CPU time its server spent per request (µs) and the bank calls per request. */
export type Measured = LoadResult & { cpuPerRequest: number; bankCallsPerRequest: number };
export type ServerReport = { figures: Figure[]; rounds: Record<string, Measured>[] };

/** A child's CPU time so far, user and system, in µs (`/proc`: the load shares the core, CPU time does not). */
function cpuMicros(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

const pinnable = availableParallelism() >= 2 && spawnSync('taskset', ['--version']).status === 0;

export async function measureServerFigures(
  options: { rounds?: number; durationMs?: number; connections?: number; portBase?: number } = {},
): Promise<ServerReport> {
  const rounds = options.rounds ?? 3;
  const durationMs = options.durationMs ?? 3000;
  const connections = options.connections ?? 10;
  const base = options.portBase ?? 3940;
  const port = {
    api: base,
    idp: base + 1,
    acs: base + 2,
    fake: base + 3,
    sqlite: base + 4,
    memory: base + 5,
    proxy: base + 6,
    r0: base + 7,
    r1: base + 8,
  };
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const children: ChildProcess[] = [];
  const start = (args: string[], env: Record<string, string>) => {
    const [command, ...rest] = pinnable
      ? ['taskset', '-c', '1', process.execPath, ...args]
      : [process.execPath, ...args];
    const child = spawn(command!, rest, {
      stdio: ['ignore', 'ignore', process.env.BENCH_DEBUG ? 'inherit' : 'ignore'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    return child;
  };
  // BENCH_CPU_PROFILE=<file>: the SQLite portal's CPU profile over the measured rounds (test/perf/cpu-profile.ts).
  const profileFile = process.env.BENCH_CPU_PROFILE;
  if (pinnable) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  try {
    const sandbox = { api: `http://127.0.0.1:${port.api}`, idp: `http://127.0.0.1:${port.idp}` };
    start(['sandbox/index.ts'], {
      NODE_ENV: 'development',
      SANDBOX_API_PORT: String(port.api),
      SANDBOX_IDP_PORT: String(port.idp),
      SANDBOX_ACS_PORT: String(port.acs),
      SANDBOX_DB: join(dir, 'sandbox.sqlite'),
      PORTAL_URL: `http://localhost:${port.sqlite}`,
      SANDBOX_QUIET: '1',
    });
    // The bank every portal calls: the sandbox's answers, recorded while signing in and rendering each page once,
    // then replayed from memory for every measured request (test/perf/fake-upstream.ts).
    const bankProcess = start(['test/perf/fake-upstream.ts'], {
      FAKE_UPSTREAM_PORT: String(port.fake),
      FAKE_UPSTREAM_RECORD_FROM: sandbox.api,
    });
    const bank = `http://127.0.0.1:${port.fake}`;
    await waitFor(`${sandbox.idp}/.well-known/openid-configuration`);
    await waitFor(`${bank}/__bench/misses`);
    const portal = (p: number, store: 'sqlite' | 'memory', upstream: string) =>
      start(['test/perf/bench-portal.ts'], {
        NODE_ENV: 'production',
        APP_ENV: 'local',
        PORT: String(p),
        HOST: 'localhost',
        PUBLIC_URL: `http://localhost:${p}`,
        UPSTREAM_API_URL: upstream,
        OIDC_ISSUER: sandbox.idp,
        CARD_ISSUER_ORIGINS: `http://127.0.0.1:${port.acs}`,
        SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
        SESSION_DATA_DIR: join(dir, `sessions-${p}`),
        LOG_LEVEL: 'silent',
        BENCH_STORE: store,
        ...(profileFile && p === port.sqlite ? { BENCH_CPU_PROFILE: profileFile } : {}),
      });
    const sqlitePortal = portal(port.sqlite, 'sqlite', bank);
    const memoryPortal = portal(port.memory, 'memory', bank);
    const proxyPortal = portal(port.proxy, 'sqlite', bank);
    const urls = {
      sqlite: `http://localhost:${port.sqlite}`,
      memory: `http://localhost:${port.memory}`,
      proxy: `http://localhost:${port.proxy}`,
    };
    for (const url of Object.values(urls)) await waitFor(`${url}/health/live`);
    const cookie = {
      sqlite: await signIn(urls.sqlite),
      memory: await signIn(urls.memory),
      proxy: await signIn(urls.proxy),
    };

    // R0: the very page the signed-in run gets, pre-rendered, from a Buffer.
    const page = '/accounts/list';
    const answer = await fetch(`${urls.sqlite}${page}`, {
      headers: { cookie: cookie.sqlite, 'user-agent': BENCH_USER_AGENT },
      redirect: 'manual',
    });
    const html = await answer.text();
    if (answer.status !== 200 || !html.includes('Sign out'))
      throw new Error(`the signed-in page did not render (${answer.status})`);
    // The other variants' bank calls, recorded once each (the direct ping is answered what the portal's got); from
    // here on the bank answers from memory only.
    await fetch(`${urls.memory}${page}`, {
      headers: { cookie: cookie.memory, 'user-agent': BENCH_USER_AGENT },
    });
    await fetch(`${urls.proxy}/api/utility/v1.0/ping`, {
      headers: { cookie: cookie.proxy, 'user-agent': BENCH_USER_AGENT, 'x-background-request': '1' },
    });
    await fetch(`${bank}/__bench/replay`, { method: 'POST' });
    writeFileSync(join(dir, 'page.html'), html);
    const r0 = start(['test/perf/reference-html.ts'], {
      REFERENCE_HTML: join(dir, 'page.html'),
      REFERENCE_PORT: String(port.r0),
    });
    await waitFor(`http://127.0.0.1:${port.r0}/`);
    // R1: renderToString of the same tree with the same loader data (test/perf/r1), built for this run.
    const built = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--config', 'test/perf/r1/vite.config.ts'],
      {
        stdio: 'ignore',
      },
    );
    if (built.status !== 0) throw new Error('the R1 reference did not build');
    const r1 = start(['test/perf/r1/server.ts'], {
      NODE_ENV: 'production',
      R1_PORT: String(port.r1),
      R1_PORTAL_URL: urls.sqlite,
      R1_COOKIE: cookie.sqlite,
    });
    await waitFor(`http://127.0.0.1:${port.r1}/`);
    // The same tree: the reference's page is the portal's, but for per-request values (nonce, CSRF token, ids).
    const r1Html = await (await fetch(`http://127.0.0.1:${port.r1}/`)).text();
    if (Math.abs(r1Html.length - html.length) > html.length * 0.05) {
      writeFileSync(join(dir, 'r1.html'), r1Html);
      throw new Error(
        `R1 renders ${r1Html.length} characters where the portal sends ${html.length} (see ${dir})`,
      );
    }

    const variants: Record<string, () => Promise<LoadResult>> = {
      r0: () => load(`http://127.0.0.1:${port.r0}/`, { connections, durationMs }),
      r1: () => load(`http://127.0.0.1:${port.r1}/`, { connections, durationMs }),
      pageSqlite: () =>
        load(`${urls.sqlite}${page}`, { headers: { cookie: cookie.sqlite }, connections, durationMs }),
      pageMemory: () =>
        load(`${urls.memory}${page}`, { headers: { cookie: cookie.memory }, connections, durationMs }),
      // A background poll, as the page's timer sends it: the session is read, never written.
      proxy: () =>
        load(`${urls.proxy}/api/utility/v1.0/ping`, {
          headers: { cookie: cookie.proxy, 'x-background-request': '1' },
          connections,
          durationMs,
        }),
      direct: () =>
        load(`${bank}/utility/v1.0/ping`, {
          headers: { 'x-session-ticket': 'bench-session-ticket' },
          connections,
          durationMs,
        }),
    };
    // The process whose CPU each variant's requests cost (the proxy's bank is the direct run's).
    const serving: Record<string, ChildProcess> = {
      r0,
      r1,
      pageSqlite: sqlitePortal,
      pageMemory: memoryPortal,
      proxy: proxyPortal,
      direct: bankProcess,
    };
    const bankCalls = async () => Number(await (await fetch(`${bank}/__bench/answered`)).text());
    // Warm-up: JIT, connection pools, SQLite page cache.
    for (const run of Object.values(variants)) await run();
    const results: Record<string, Measured>[] = [];
    if (profileFile) sqlitePortal.kill('SIGUSR2');
    const names = Object.keys(variants);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? names : [...names].reverse(); // A B … then … B A
      const result: Record<string, Measured> = {};
      for (const name of order) {
        const server = serving[name]!;
        const before = cpuMicros(server);
        const calls = await bankCalls();
        const measured = await variants[name]!();
        result[name] = {
          ...measured,
          cpuPerRequest: (cpuMicros(server) - before) / measured.requests,
          bankCallsPerRequest: ((await bankCalls()) - calls) / measured.requests,
        };
      }
      results.push(result);
    }
    const ratio = (f: (r: Record<string, Measured>) => number) => median(results.map(f));
    const ssr = ratio((r) => r.pageSqlite!.rps / r.r0!.rps);
    const ssrR1 = ratio((r) => r.pageSqlite!.rps / r.r1!.rps);
    const store = ratio((r) => r.pageSqlite!.rps / r.pageMemory!.rps);
    const cpuR1 = ratio((r) => r.r1!.cpuPerRequest / r.pageSqlite!.cpuPerRequest);
    const cpuStore = ratio((r) => r.pageMemory!.cpuPerRequest / r.pageSqlite!.cpuPerRequest);
    const cpu = (name: string) => median(results.map((r) => r[name]!.cpuPerRequest)).toFixed(0);
    const proxyP50 = ratio((r) => r.proxy!.p50 / r.direct!.p50);
    const proxyPlus = ratio((r) => r.proxy!.p50 - r.direct!.p50);
    const proxyRps = ratio((r) => r.proxy!.rps / r.direct!.rps);
    const errors = results.reduce((n, r) => n + Object.values(r).reduce((m, x) => m + x.errors, 0), 0);
    const misses = Number(await (await fetch(`${bank}/__bench/misses`)).text());
    if (profileFile) {
      const exited = new Promise((resolve) => sqlitePortal.once('exit', resolve));
      sqlitePortal.kill('SIGTERM');
      await exited;
      const requests = results.reduce((n, r) => n + r.pageSqlite!.requests, 0);
      writeFileSync(`${profileFile}.json`, JSON.stringify({ page, requests }));
    }
    const figures: Figure[] = [
      {
        figure: 'signed-in page req/s ÷ R1 (renderToString of the same tree on node:http)',
        budget: '≥ 0.6',
        measured: `${ssrR1.toFixed(2)}× (${median(results.map((r) => r.pageSqlite!.rps)).toFixed(0)} vs ${median(results.map((r) => r.r1!.rps)).toFixed(0)} req/s)`,
        ok: ssrR1 >= 0.6,
      },
      {
        // What the req/s ratio comes to on a quiet core: each server's own CPU time per request.
        figure: 'signed-in page ÷ R1, by CPU time per request (R1 µs ÷ portal µs)',
        budget: '≥ 0.6',
        measured: `${cpuR1.toFixed(2)}× (${cpu('pageSqlite')} vs ${cpu('r1')} µs; ${median(results.map((r) => r.pageSqlite!.bankCallsPerRequest)).toFixed(1)} bank calls a page)`,
        ok: cpuR1 >= 0.6,
      },
      {
        figure: 'signed-in page req/s ÷ R0 (pre-rendered Buffer on node:http)',
        budget: 'none (the ceiling: the page from a Buffer)',
        measured: `${ssr.toFixed(2)}× (${median(results.map((r) => r.pageSqlite!.rps)).toFixed(0)} vs ${median(results.map((r) => r.r0!.rps)).toFixed(0)} req/s)`,
        ok: undefined,
      },
      {
        figure: '/api proxy p50 ÷ direct, 10 connections (the whole pipeline: session, expiry, CSRF, proxy)',
        budget: '≤ 5',
        measured: `${proxyP50.toFixed(2)}×, +${proxyPlus.toFixed(2)} ms (${median(results.map((r) => r.proxy!.p50)).toFixed(2)} vs ${median(results.map((r) => r.direct!.p50)).toFixed(2)} ms)`,
        ok: proxyP50 <= 5,
      },
      {
        figure: '/api proxy req/s ÷ direct',
        budget: '≥ 0.35',
        measured: `${proxyRps.toFixed(2)}× (${median(results.map((r) => r.proxy!.rps)).toFixed(0)} vs ${median(results.map((r) => r.direct!.rps)).toFixed(0)} req/s)`,
        ok: proxyRps >= 0.35,
      },
      {
        figure: 'SQLite session store req/s ÷ MemoryStore (signed-in page)',
        budget: '≥ 0.9',
        measured: `${store.toFixed(2)}×`,
        ok: store >= 0.9,
      },
      {
        figure: 'SQLite session store ÷ MemoryStore, by CPU time per request (memory µs ÷ SQLite µs)',
        budget: '≥ 0.9',
        measured: `${cpuStore.toFixed(2)}× (${cpu('pageSqlite')} vs ${cpu('pageMemory')} µs)`,
        ok: cpuStore >= 0.9,
      },
    ];
    if (errors > 0)
      figures.push({ figure: 'error answers during load', budget: '0', measured: String(errors), ok: false });
    if (misses > 0)
      figures.push({
        figure: 'bank calls the recording had not seen (answered 599)',
        budget: '0',
        measured: String(misses),
        ok: false,
      });
    return { figures, rounds: results };
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}
