// `npm run a11y:report`: pa11y-ci (axe + HTML_CodeSniffer, WCAG2AA) over every page of the portal, signed out and
// signed in, with an HTML report in reports/a11y/. Starts the test stack of test/e2e/stack.ts, or reuses servers
// already listening on its ports. pa11y's scripted actions cannot answer the randomly chosen memorable-number
// positions, so this script signs in over HTTP and gives pa11y the session cookie as a request header
// (STACK-NOTES "Tests"). Exits non-zero when pa11y finds any issue, and prints how many.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, NATIVE_URL } from '../e2e/env.ts';
import { stackServers } from '../e2e/stack.ts';
import { pa11yConfig, REVIEW_JOURNEYS, SIGNED_IN_CUSTOMERS } from './pa11y.config.ts';

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
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    if (await isUp(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within 60 s`);
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
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
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
      const child = spawn(process.execPath, [server.script], {
        cwd: root,
        env: { ...process.env, ...server.env },
        stdio: ['ignore', 'ignore', 'inherit'],
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

// ---- Signing in over HTTP ----------------------------------------------------------------------------------------

/** A tiny cookie jar for one origin: name → value, from Set-Cookie headers. */
class CookieJar {
  readonly #cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.#cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function csrfField(html: string): string {
  const input = /<input[^>]*\bname="_csrf"[^>]*>/.exec(html)?.[0];
  const value = input && /\bvalue="([^"]*)"/.exec(input)?.[1];
  if (!value) throw new Error('no _csrf field on the page');
  return decodeEntities(value);
}

/** Step 2's requested digits: input name → the label's ordinal ('2nd digit' → 2). */
function requestedDigits(html: string): { name: string; position: number }[] {
  const fields: { name: string; position: number }[] = [];
  for (const [, id, text] of html.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)) {
    const match = /(\d+)(?:st|nd|rd|th) digit/.exec(text!.replace(/<[^>]+>/g, ''));
    if (!match) continue;
    const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
    const name = input && /\bname="([^"]+)"/.exec(input)?.[1];
    if (!name) throw new Error(`no input for the label of ${id}`);
    fields.push({ name, position: Number(match[1]) });
  }
  if (fields.length !== 3) throw new Error(`expected 3 requested digits on step 2, found ${fields.length}`);
  return fields;
}

async function request(jar: CookieJar, path: string, form?: Record<string, string>): Promise<Response> {
  const response = await fetch(new URL(path, NATIVE_URL), {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      accept: 'text/html',
      ...(form ? { origin: NATIVE_URL, 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.store(response);
  return response;
}

function expectRedirect(response: Response, path: RegExp, step: string) {
  const location = response.headers.get('location') ?? '';
  if (response.status < 300 || response.status > 399 || !path.test(location)) {
    throw new Error(`${step}: expected a redirect to ${path}, got ${response.status} ${location}`);
  }
}

type Customer = typeof DEMO;

/** Step 1 only: a session waiting for the memorable number. */
async function signInStep1(customer: Customer = DEMO): Promise<CookieJar> {
  const jar = new CookieJar();
  const page = await request(jar, '/sign-in/step-1');
  if (page.status !== 200) throw new Error(`GET /sign-in/step-1: ${page.status}`);
  const token = csrfField(await page.text());
  const posted = await request(jar, '/sign-in/step-1', {
    _csrf: token,
    username: customer.username,
    password: customer.password,
  });
  expectRedirect(posted, /\/sign-in\/step-2$/, 'POST /sign-in/step-1');
  return jar;
}

/** Both steps, answering the digits the page asks for; returns the signed-in session's cookie header. */
async function signIn(customer: Customer = DEMO): Promise<string> {
  return (await signedInJar(customer)).header();
}

/** Both steps, answering the digits the page asks for; returns the signed-in session's cookie jar. */
async function signedInJar(customer: Customer): Promise<CookieJar> {
  const jar = await signInStep1(customer);
  const page = await request(jar, '/sign-in/step-2');
  if (page.status !== 200) throw new Error(`GET /sign-in/step-2: ${page.status}`);
  const html = await page.text();
  const form: Record<string, string> = { _csrf: csrfField(html) };
  for (const { name, position } of requestedDigits(html))
    form[name] = customer.memorableNumber[position - 1]!;
  const posted = await request(jar, '/sign-in/step-2', form);
  expectRedirect(posted, /\/accounts/, 'POST /sign-in/step-2');
  const accounts = await request(jar, '/accounts/list');
  const body = await accounts.text();
  // React separates the two text parts with an empty comment: 'Hi <!-- -->Alex Saver'.
  if (accounts.status !== 200 || !body.replace(/<!-- -->/g, '').includes(`Hi ${customer.name}`)) {
    throw new Error(`signed in, but GET /accounts/list answered ${accounts.status} without the greeting`);
  }
  return jar;
}

/** A new signed-in session whose journey at `path` has step 1 answered (a plain form POST), so it is at review. */
async function atReview(customer: Customer, path: string, answers: Record<string, string>): Promise<string> {
  const jar = await signedInJar(customer);
  const page = await request(jar, path);
  if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`);
  const posted = await request(jar, path, { _csrf: csrfField(await page.text()), ...answers });
  expectRedirect(posted, new RegExp(`${path}/review$`), `POST ${path}`);
  return jar.header();
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

async function main(): Promise<number> {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const stack = await startStack();
  try {
    const sessions = {
      signedIn: await signIn(),
      step2: (await signInStep1()).header(),
      customers: {} as Record<string, string>,
      reviews: {} as Record<string, string>,
    };
    for (const customer of SIGNED_IN_CUSTOMERS)
      sessions.customers[customer.username] = await signIn(customer);
    for (const { path, customer, answers } of REVIEW_JOURNEYS)
      sessions.reviews[path] = await atReview(customer, path, answers);
    writeFileSync(
      configFile,
      JSON.stringify(pa11yConfig(sessions, reportDir, resultsFile, process.env.A11Y_ONLY), null, 2),
    );
    const exitCode = await runPa11yCi();
    if (!existsSync(resultsFile)) {
      console.error(`pa11y-ci wrote no results (exit code ${exitCode})`);
      return 1;
    }
    const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as Pa11yCiResults;
    const issues = Object.values(results.results).reduce((sum, list) => sum + list.length, 0);
    console.log(
      `\npa11y: ${issues} issue(s) on ${results.total - results.passes} of ${results.total} URL(s); ` +
        `report: ${resolve(reportDir, 'index.html')}`,
    );
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
