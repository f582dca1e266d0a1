// `npm run a11y:report`: pa11y-ci (axe + HTML_CodeSniffer, WCAG2AA) over every page of the portal, signed out and
// signed in, each page also checked for reflow at 320 CSS px (reflow.ts), with an HTML report in reports/a11y/.
// Starts the test stack of test/e2e/stack.ts, or reuses servers already listening on its ports. pa11y's scripted
// actions cannot answer the randomly chosen memorable-number positions, so this script signs in over HTTP (http.ts),
// takes journeys to the states to audit (journey-states.ts) and gives pa11y the session cookie as a request header
// (docs/stack-notes.md, Tests).
// Exits non-zero when pa11y finds any issue, and prints how many.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVE, stackServers } from '../e2e/stack.ts';
import { until } from '../helpers/until.ts';
import { request, signedInJar, signIn, signInStep1 } from './http.ts';
import { EDITOR_URL, EDNA } from '../e2e/env.ts';
import { pa11yConfig, SIGNED_IN_CUSTOMERS } from './pa11y.config.ts';
import { prepareJourneyStates } from './journey-states.ts';
import { isReflowResult, REFLOW_CODE, REFLOW_VIEWPORT, withReflowChecks } from './reflow.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportDir = join(root, 'reports/a11y');
const resultsFile = join(reportDir, 'pa11y-ci-results.json');
const configFile = join(reportDir, 'pa11y-ci.config.json');

// ---- The stack ---------------------------------------------------------------------------------------------------

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(url: string, child: ChildProcess, name: string): Promise<void> {
  await until(
    `${name} to answer ${url}`,
    async () => {
      if (child.exitCode !== null)
        throw new Error(`${name} exited with code ${child.exitCode} while starting`);
      return isUp(url);
    },
    { timeoutMs: 60_000, everyMs: 250 },
  );
}

type Stack = { stop(): Promise<void> };

async function startStack(): Promise<Stack> {
  if (!existsSync(join(root, 'build/server/index.js'))) {
    throw new Error('build/server/index.js is missing: run `npm run build` first');
  }
  const runDir = mkdtempSync(join(tmpdir(), 'portal-a11y-'));
  const started: { name: string; child: ChildProcess }[] = [];
  const stop = async () => {
    // Only the processes this script started, by their own PIDs, newest first.
    for (const { child } of started.reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // A deadline for the exit, not a wait: unref'd, it never holds this script up once the child has gone.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    for (const server of stackServers(runDir)) {
      if (await isUp(server.readyUrl)) {
        console.log(`reusing ${server.name} (${server.readyUrl})`);
        continue;
      }
      console.log(`starting ${server.name}`);
      // Its standard input a pipe from here: the server stops when this script ends, however it ends.
      const child = spawn(process.execPath, [SERVE, server.script], {
        cwd: root,
        // Sessions idle out after 20 minutes; the whole run, each state audited twice (full width, then 320 px),
        // takes longer, and the sessions of the journey states (signed in at the start) are first used near its end.
        env: { ...process.env, ...server.env, SESSION_EXPIRY_MINUTES: '90' },
        stdio: ['pipe', 'ignore', 'inherit'],
      });
      started.push({ name: server.name, child });
      await waitUntilUp(server.readyUrl, child, server.name);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

// ---- pa11y-ci ----------------------------------------------------------------------------------------------------

type Pa11yCiResults = {
  total: number;
  passes: number;
  errors: number;
  results: Record<
    string,
    ({ code: string; message: string; selector: string; runner?: string } | { message: string })[]
  >;
};

function runPa11yCi(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/pa11y-ci'), ['--config', configFile], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code) => resolvePromise(code ?? 1));
  });
}

/** edna.editor signed in to the editor deployment, checked to be in editor mode (the edit form answers). */
async function editorSession(): Promise<string> {
  const jar = await signedInJar(EDNA, EDITOR_URL);
  const form = await request(jar, EDITOR_FORM_CHECK, undefined, EDITOR_URL);
  if (form.status !== 200 || !(await form.text()).includes('Edit managed text')) {
    throw new Error(`edna.editor is not in editor mode: GET ${EDITOR_FORM_CHECK} answered ${form.status}`);
  }
  return jar.header();
}

const EDITOR_FORM_CHECK = '/content/edit?tag=help&name=content.title&returnTo=%2Fhelp';

async function main(): Promise<number> {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const stack = await startStack();
  try {
    const sessions = {
      signedIn: await signIn(),
      step2: (await signInStep1()).header(),
      customers: {} as Record<string, string>,
      // A content editor on the editor deployment: managed content's editor mode (decision 035).
      editor: await editorSession(),
    };
    for (const customer of SIGNED_IN_CUSTOMERS)
      sessions.customers[customer.username] = await signIn(customer);
    const journeys = await prepareJourneyStates();
    const { defaults, urls } = pa11yConfig(
      { ...sessions, journeys },
      reportDir,
      resultsFile,
      process.env.A11Y_ONLY,
    );
    const { runners, ...otherDefaults } = defaults;
    writeFileSync(
      configFile,
      JSON.stringify({ defaults: otherDefaults, urls: withReflowChecks(urls, runners) }, null, 2),
    );
    const exitCode = await runPa11yCi();
    if (!existsSync(resultsFile)) {
      console.error(`pa11y-ci wrote no results (exit code ${exitCode})`);
      return 1;
    }
    const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as Pa11yCiResults;
    const entries = Object.entries(results.results);
    const issues = entries.reduce((sum, [, list]) => sum + list.length, 0);
    const reflow = entries.filter(([url]) => isReflowResult(url));
    // A reflow check that could not run (an action that timed out) is counted with the issues, not as too wide.
    const tooWide = reflow.filter(([, list]) =>
      list.some((issue) => 'code' in issue && issue.code === REFLOW_CODE),
    );
    console.log(
      `\npa11y: ${issues} issue(s) on ${results.total - results.passes} of ${results.total} URL(s); ` +
        `reflow at ${REFLOW_VIEWPORT.width} px: ${tooWide.length} of ` +
        `${reflow.length} page(s) wider than the viewport; report: ${resolve(reportDir, 'index.html')}`,
    );
    // Two states that end on one URL would share one result, the second hiding the first's issues.
    if (entries.length !== results.total) {
      console.error(`${results.total - entries.length} result(s) lost: two states ended on the same URL`);
      return 1;
    }
    return issues > 0 || exitCode !== 0 ? 1 : 0;
  } finally {
    // The config holds live session cookies: do not leave it behind.
    rmSync(configFile, { force: true });
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
