// `npm run a11y:report`: pa11y-ci (axe + HTML_CodeSniffer, WCAG2AA) over every page of the portal, signed out and
// signed in, each page also checked for reflow at 320 CSS px (reflow.ts), with an HTML report in reports/a11y/.
// Starts the test stack of test/e2e/stack.ts, or reuses servers already listening on its ports. pa11y's scripted
// actions cannot answer the randomly chosen memorable-number positions, so this script signs in over HTTP (http.ts),
// takes journeys to the states to audit (journey-states.ts) and gives pa11y the session cookie as a request header
// (docs/stack-notes.md, Tests).
// Prints how many entries ran, could not run or lost their result, their issues and the pages wider than the
// viewport at 320 px; exits non-zero on any of them.
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

/**
 * The run's counts from pa11y-ci's results: an entry that could not run (pa11y-ci keeps its error, which has no
 * `code`, under the entry's own URL) is counted apart from the issues, and a reflow check only as checked when it ran.
 */
function summarise(results: Pa11yCiResults) {
  const entries = Object.entries(results.results);
  const ran = entries.filter(([, list]) => list.every((issue) => 'code' in issue));
  const reflow = ran.filter(([url]) => isReflowResult(url));
  const issueCount = (list: Pa11yCiResults['results'][string]) =>
    list.filter((issue) => 'code' in issue).length;
  return {
    failedToRun: entries.filter(([, list]) => !list.every((issue) => 'code' in issue)).map(([url]) => url),
    lost: results.total - entries.length,
    issues: ran.reduce((sum, [, list]) => sum + issueCount(list), 0),
    withIssues: ran.filter(([, list]) => list.length > 0).length,
    reflowChecked: reflow.length,
    tooWide: reflow.filter(([, list]) => list.some((issue) => 'code' in issue && issue.code === REFLOW_CODE))
      .length,
  };
}

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
    const summary = summarise(results);
    console.log(
      `\na11y: ${results.total} entries (each state at full width and at ${REFLOW_VIEWPORT.width} px); ` +
        `${summary.failedToRun.length} could not run; ${summary.lost} result(s) lost; ` +
        `${summary.issues} issue(s) on ${summary.withIssues} entries; ` +
        `reflow at ${REFLOW_VIEWPORT.width} px: ${summary.tooWide} of ${summary.reflowChecked} page(s) wider than ` +
        `the viewport; report: ${resolve(reportDir, 'index.html')}`,
    );
    for (const url of summary.failedToRun) console.error(`could not run: ${url}`);
    // Two states that end on one URL share one result, the second hiding the first's (pa11y-ci keys by final URL).
    if (summary.lost > 0) console.error(`${summary.lost} result(s) lost: two entries ended on the same URL`);
    const failed =
      summary.failedToRun.length > 0 || summary.lost > 0 || summary.issues > 0 || summary.tooWide > 0;
    return failed || exitCode !== 0 ? 1 : 0;
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
