// `npm run test:container`: builds the portal's and the sandbox's images with podman, runs them with Redis as
// docker-compose.yml describes (host network, same variables and images) on ports of their own, and checks what an
// operator relies on: the HEALTHCHECK, /health/ready, a sign-in and a withdrawal in Chromium with JavaScript off, a
// process that is not root, a read-only root filesystem, and a graceful stop on SIGTERM. It removes the containers
// and volumes it made (base and built images stay, as the cache) and prints a summary; exits 1 if a check failed.
//
// CONTAINER_PORT_BASE (default 3700) moves every port: portal +0, sandbox API +1, identity provider +2, card issuer
// +3, Redis +4, so a developer's `npm start` (3000, 3101-3103) or compose run is never in the way.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BASE = Number(process.env.CONTAINER_PORT_BASE ?? 3700);
const PORTS = { portal: BASE, api: BASE + 1, idp: BASE + 2, acs: BASE + 3, redis: BASE + 4 };
const NAME = `savings-portal-test-${BASE}`;
const IMAGES = { portal: 'localhost/savings-portal:test', sandbox: 'localhost/savings-portal-sandbox:test' };
const CONTAINERS = { redis: `${NAME}-redis`, sandbox: `${NAME}-sandbox`, portal: `${NAME}-portal` };
// The compose file's named volumes, prefixed with this run's name (runArgs).
const VOLUMES = { sandbox: `${NAME}-sandbox-data`, portal: `${NAME}-portal-data` };
// podman's settings for these machines (runc, rlimits): test/container/containers.conf.
const env = { ...process.env, CONTAINERS_CONF: join(ROOT, 'test/container/containers.conf') };
const MINUTE = 60_000;

/** What this test reads of docker-compose.yml's services, so that it runs them as the file says. */
type Service = {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  read_only?: boolean;
  tmpfs?: string[];
  volumes?: string[];
  stop_grace_period?: string;
};
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<'redis' | 'sandbox' | 'app', Service>;
};
/** The compose file's ports, moved to this run's: in variables, commands and health checks alike. */
const COMPOSE_PORTS: Record<string, number> = {
  '3000': PORTS.portal,
  '3101': PORTS.api,
  '3102': PORTS.idp,
  '3103': PORTS.acs,
  '6379': PORTS.redis,
};
const movePorts = (text: string) =>
  text.replace(/(?<![0-9])(3000|3101|3102|3103|6379)(?![0-9])/g, (port) => String(COMPOSE_PORTS[port]));

type Result = { name: string; ok: boolean; detail: string };
const results: Result[] = [];
const figures: string[] = [];

/** Runs a command to its end within `timeoutMs`; rejects with its output when it fails. */
function sh(
  cmd: string,
  args: string[],
  {
    timeoutMs = MINUTE,
    echo = false,
    vars = {},
  }: { timeoutMs?: number; echo?: boolean; vars?: Record<string, string> } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...env, ...vars },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (chunk: Buffer) => {
      out += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `${cmd} ${args.slice(0, 3).join(' ')}… ${signal ? `killed after ${timeoutMs / 1000} s` : `exited ${code}`}\n${out.slice(-3000)}`,
          ),
        );
    });
  });
}

const podman = (args: string[], options?: { timeoutMs?: number; echo?: boolean }) =>
  sh('podman', args, options);

async function check(name: string, body: () => Promise<string>): Promise<void> {
  const started = Date.now();
  try {
    const detail = await body();
    results.push({ name, ok: true, detail: `${detail} (${Date.now() - started} ms)` });
  } catch (err) {
    results.push({ name, ok: false, detail: err instanceof Error ? err.message : String(err) });
  }
}

/** Polls `probe` until it answers true, for at most `timeoutMs`. */
async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const healthy = (container: string) => () =>
  podman(['healthcheck', 'run', container], { timeoutMs: 10_000 }).then(
    () => true,
    () => false,
  );

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function build(label: string, image: string, dockerfile: string): Promise<void> {
  const started = Date.now();
  // --format docker keeps HEALTHCHECK (OCI images drop it); --pull=never uses the local base images only.
  await podman(
    ['build', '--format', 'docker', '--pull=never', '--network=host', '-f', dockerfile, '-t', image, '.'],
    { timeoutMs: 20 * MINUTE },
  );
  const took = Date.now() - started;
  const size = Number(await podman(['image', 'inspect', '--format', '{{.Size}}', image]));
  figures.push(`${label} image ${image}: built in ${seconds(took)}, ${(size / 1e6).toFixed(0)} MB`);
}

/**
 * `podman run` of one compose service as docker-compose.yml describes it: host network, its variables, command,
 * health check, read-only root, tmpfs, volumes and stop grace, with the ports moved and the volumes named for this run.
 */
function runArgs(
  service: keyof typeof compose.services,
  container: string,
  image: string,
  extraVars: Record<string, string> = {},
) {
  const spec = compose.services[service];
  const vars = {
    ...Object.fromEntries(
      Object.entries(spec.environment ?? {}).map(([key, value]) => [key, movePorts(String(value))]),
    ),
    ...extraVars,
  };
  const [kind, ...health] = spec.healthcheck?.test ?? [];
  const flags = [
    // An exec-form CMD health check of the compose file; the portal's own comes from its image's HEALTHCHECK.
    ...(service !== 'app' && kind === 'CMD' ? ['--health-cmd', movePorts(health.join(' '))] : []),
    ...(spec.read_only ? ['--read-only'] : []),
    ...(spec.tmpfs ?? []).flatMap((path) => ['--tmpfs', path]),
    ...(spec.volumes ?? []).flatMap((volume) => ['--volume', `${NAME}-${volume}`]),
    ...(spec.stop_grace_period ? ['--stop-timeout', String(parseInt(spec.stop_grace_period, 10))] : []),
  ];
  return [
    'run',
    '--detach',
    '--name',
    container,
    '--network',
    'host',
    '--pull=never',
    ...Object.entries(vars).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    ...flags,
    image,
    ...(spec.command ?? []).map(movePorts),
  ];
}

async function removeAll(): Promise<void> {
  for (const container of Object.values(CONTAINERS))
    await podman(['rm', '--force', '--time', '2', container]).catch(() => undefined);
  for (const volume of Object.values(VOLUMES))
    await podman(['volume', 'rm', '--force', volume]).catch(() => undefined);
}

async function main(): Promise<number> {
  const started = Date.now();
  console.log(`Container test: ports ${BASE}-${BASE + 4}, containers ${NAME}-*`);
  // Base images (made locally where no registry answers) and podman itself.
  await sh('bash', [join(ROOT, 'test/container/base-images.sh')], { timeoutMs: 30 * MINUTE, echo: true });
  await removeAll(); // a run stopped half-way leaves its containers; start clean

  console.log('Building the images…');
  await build('portal', IMAGES.portal, 'Dockerfile');
  await build('sandbox', IMAGES.sandbox, 'Dockerfile.sandbox');
  figures.forEach((line) => console.log(`  ${line}`));

  // As docker-compose.yml describes them; only the ports differ, and the sandbox's test controls are on so the
  // browser test can see the bank's ledger.
  await podman(runArgs('redis', CONTAINERS.redis, compose.services.redis.image ?? 'redis:7-bookworm'));
  await podman(runArgs('sandbox', CONTAINERS.sandbox, IMAGES.sandbox, { SANDBOX_TEST_CONTROLS: '1' }));
  // depends_on: condition service_healthy.
  await until('Redis healthy', healthy(CONTAINERS.redis), MINUTE);
  await until('sandbox healthy', healthy(CONTAINERS.sandbox), 2 * MINUTE);
  await podman(runArgs('app', CONTAINERS.portal, IMAGES.portal));

  await check('HEALTHCHECK passes (podman healthcheck run)', async () => {
    await until('portal HEALTHCHECK', healthy(CONTAINERS.portal), MINUTE);
    const status = await podman(['inspect', '--format', '{{.State.Health.Status}}', CONTAINERS.portal]);
    return `status ${status.trim()}`;
  });
  await check('/health/ready answers 200', async () => {
    const res = await fetch(`http://127.0.0.1:${PORTS.portal}/health/ready`, {
      signal: AbortSignal.timeout(5000),
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${body}`);
    return `HTTP 200 ${body.slice(0, 120)}`;
  });
  await check('the process is not root', async () => {
    const status = await podman(['exec', CONTAINERS.portal, 'cat', '/proc/1/status']);
    const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    const user = (await podman(['inspect', '--format', '{{.Config.User}}', CONTAINERS.portal])).trim();
    if (uid === undefined || uid === '0') throw new Error(`PID 1 runs as uid ${uid}`);
    return `PID 1 uid ${uid}, image USER ${user}`;
  });
  await check('the root filesystem is read-only; only the data volume and /tmp are writable', async () => {
    const readOnly = (
      await podman(['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', CONTAINERS.portal])
    ).trim();
    if (readOnly !== 'true') throw new Error(`ReadonlyRootfs is ${readOnly}`);
    const write = (path: string) =>
      podman(['exec', CONTAINERS.portal, 'node', '-e', `require('fs').writeFileSync('${path}', 'x')`]).then(
        () => 'written',
        (err: Error) => (/EROFS|read-only/i.test(err.message) ? 'EROFS' : err.message),
      );
    const outcomes = {
      '/app/server/x': await write('/app/server/x'),
      '/app/data/x': await write('/app/data/x'),
      '/tmp/x': await write('/tmp/x'),
    };
    const expected = { '/app/server/x': 'EROFS', '/app/data/x': 'written', '/tmp/x': 'written' };
    if (JSON.stringify(outcomes) !== JSON.stringify(expected)) throw new Error(JSON.stringify(outcomes));
    return Object.entries(outcomes)
      .map(([path, outcome]) => `${path} ${outcome}`)
      .join(', ');
  });

  // The browser checks, the SIGTERM one last: it stops the portal.
  const out = mkdtempSync(join(tmpdir(), 'container-test-'));
  const resultsFile = join(out, 'shutdown.json');
  const browser = await sh('npx', ['playwright', 'test', '--config', 'test/container/playwright.config.ts'], {
    timeoutMs: 5 * MINUTE,
    echo: true,
    vars: {
      // test/e2e/env.ts's ports of stack 0 are the containers' (portal +0, sandbox API +1, …).
      E2E_PORT_BASE: String(BASE),
      TEST_PARALLEL_INDEX: '0',
      CONTAINER_PORTAL: CONTAINERS.portal,
      CONTAINER_RESULTS: resultsFile,
      CONTAINER_TEST_OUTPUT: join(out, 'playwright'),
      PUPPETEER_SKIP_DOWNLOAD: '1',
    },
  }).then(
    (output) => ({ ok: true, output }),
    (err: Error) => ({ ok: false, output: err.message }),
  );
  // The list reporter marks each passed test with ✓.
  const passed = (title: RegExp) => browser.ok || new RegExp(`✓[^\\n]*${title.source}`).test(browser.output);
  results.push({
    name: 'a native sign-in and a withdrawal in Chromium, JavaScript off',
    ok: passed(/signs in natively and makes a withdrawal/),
    detail: 'test/container/journey.spec.ts',
  });
  let shutdown = 'no figures (the test did not get that far)';
  try {
    const timing = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, number>;
    shutdown =
      `new connections refused ${timing.refusedAfterMs} ms after SIGTERM, the withdrawal in flight answered ` +
      `after ${timing.inFlightAnsweredAfterMs} ms, exited (code ${timing.exitCode}) after ${timing.exitedAfterMs} ms`;
  } catch {
    // Reported as the check's failure below.
  }
  results.push({
    name: 'SIGTERM: in-flight withdrawal completes, new requests refused, exit within 10 s',
    ok: passed(/on SIGTERM a withdrawal in flight completes/),
    detail: shutdown,
  });
  rmSync(out, { recursive: true, force: true });
  const logs = await podman(['logs', '--tail', '3', CONTAINERS.portal]).catch(() => '');
  if (results.some((r) => !r.ok)) console.log(`Portal's last log lines:\n${logs}`);

  console.log('\nSummary');
  figures.forEach((line) => console.log(`  ${line}`));
  for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.detail.split('\n')[0]}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `container: ${results.length - failed} passed, ${failed} failed, in ${seconds(Date.now() - started)}`,
  );
  return failed === 0 ? 0 : 1;
}

let code = 1;
const interrupted = () => {
  console.log('Interrupted: removing the containers');
  void removeAll().finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);
try {
  code = await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  await removeAll();
}
process.exit(code);
