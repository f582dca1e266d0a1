import AxeBuilder from '@axe-core/playwright';
import { test as base, type Browser, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// Shared fixtures for the browser tests: every test fails on a CSP violation, on a hydration error (JavaScript
// project) and on an uncaught page error; checkA11y runs axe with the WCAG 2.2 AA tags; pressButton presses a form's
// button as promptly as a test likes. The pages and their step sequences are in pages/ (signing in: pages/sign-in.ts).

/** Tags a test that only means something with JavaScript on: the nojs project leaves it out (playwright.config.ts). */
export const JS_ONLY = { tag: '@js-only' };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const CSP_VIOLATION = /Content Security Policy|Refused to/i;
// React 19 reports mismatches as recoverable errors ("Hydration failed", "didn't match", minified #418/#423/#425).
const HYDRATION_PROBLEM =
  /hydrat|did not match|didn't match|server rendered (HTML|text)|Minified React error #(418|419|421|422|423|425)/i;

type BrowserLog = { console: string[]; problems: string[] };

/** Pages opened with JavaScript off (the nojs project): axe cannot run in them, see axeOnNoJsCopy. */
const scriptsOff = new WeakSet<Page>();

/** False for a page opened with JavaScript off (the nojs project). */
export function jsEnabled(page: Page): boolean {
  return !scriptsOff.has(page);
}

export const test = base.extend<{ browserLog: BrowserLog }>({
  browserLog: [
    async ({ context, javaScriptEnabled }, use, testInfo) => {
      const log: BrowserLog = { console: [], problems: [] };
      const watch = (page: Page) => {
        page.on('console', (message) => {
          const text = message.text();
          const line = `[${message.type()}] ${page.url()}: ${text}`;
          log.console.push(line);
          if (CSP_VIOLATION.test(text)) log.problems.push(`CSP violation: ${line}`);
          else if (javaScriptEnabled && HYDRATION_PROBLEM.test(text))
            log.problems.push(`Hydration problem: ${line}`);
        });
        page.on('pageerror', (error) => {
          const line = `[pageerror] ${page.url()}: ${error.message}`;
          log.console.push(line);
          if (CSP_VIOLATION.test(error.message)) log.problems.push(`CSP violation: ${line}`);
          else if (javaScriptEnabled && HYDRATION_PROBLEM.test(error.message))
            log.problems.push(`Hydration problem: ${line}`);
          else log.problems.push(`Uncaught error: ${line}`);
        });
      };
      const track = (page: Page) => {
        if (!javaScriptEnabled) scriptsOff.add(page);
        watch(page);
      };
      context.pages().forEach(track);
      context.on('page', track);
      await use(log);
      if (log.console.length > 0) {
        await testInfo.attach('browser-console.txt', {
          body: log.console.join('\n'),
          contentType: 'text/plain',
        });
      }
      expect(
        log.problems,
        'the browser reported CSP violations, hydration problems or uncaught errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What the copy page serves at `url`: a no-JS page's HTML. */
type CopyTarget = { url: string; html: string };
/** The worker's page for axe's copies (axeOnNoJsCopy), kept from one check to the next, and what it serves now. */
let copies: { browser: Browser; page: Page; target: CopyTarget } | undefined;

async function copyPage(browser: Browser): Promise<{ page: Page; target: CopyTarget }> {
  if (copies?.browser === browser && !copies.page.isClosed()) return copies;
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const target: CopyTarget = { url: '', html: '' };
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.url() === target.url) {
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: target.html });
    } else if (request.resourceType() === 'script') {
      await route.abort();
    } else {
      await route.continue();
    }
  });
  copies = { browser, page, target };
  return copies;
}

/**
 * axe needs timers and promises, which never run in a page with JavaScript off (its evaluate hangs). For the nojs
 * project axe runs on a copy: the page's DOM as it is now, without its scripts, loaded at the same URL (with the
 * same stylesheets, for colour contrast) in a separate context with JavaScript on (one per worker, kept between
 * checks). Nothing has changed that DOM in a no-JS page, so the copy is the server's page; <noscript> content is
 * unwrapped, as a no-JS browser shows it.
 */
async function axeOnNoJsCopy(page: Page, within?: string): Promise<AxeResults> {
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser for the axe copy');
  const copy = await copyPage(browser);
  copy.target.url = page.url().replace(/#.*$/, '');
  copy.target.html = html;
  const viewport = page.viewportSize();
  if (viewport) await copy.page.setViewportSize(viewport);
  await copy.page.goto(copy.target.url);
  return analyze(copy.page, within);
}

/**
 * axe on the page as it is. A page without frames is checked in one go in the page itself (axe's "legacy" run: the
 * same rules and results, without the second page @axe-core/playwright opens to put the frames' results together).
 */
async function analyze(page: Page, within?: string): Promise<AxeResults> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder.include(within);
  return (page.frames().length === 1 ? builder.setLegacyMode() : builder).analyze();
}

/**
 * axe reports some rules as "incomplete" (needs review) when it cannot be sure. These are never false alarms for
 * this portal, so they fail like violations: an id that ARIA points at must be unique (axe 4.14 leaves duplicates
 * of it incomplete; pa11y's axe 4.11 and HTML_CodeSniffer report them as errors).
 */
const FAIL_ON_INCOMPLETE = new Set(['duplicate-id-aria']);

/** An axe rule the app is known to break on a page, with the bug report's summary. */
export type KnownA11yBug = { rule: string; bug: string };

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page as it is now; fails with one readable line per affected node.
 * `knownBugs` lists reported app bugs: their rules are expected (and annotated on the test), everything else still
 * fails, and a known bug that no longer shows fails too, as a reminder to remove it from the list. `within` (a CSS
 * selector) checks only that part, for a page whose every other part has been checked as it is now.
 */
export async function checkA11y(
  page: Page,
  label: string,
  knownBugs: KnownA11yBug[] = [],
  { within }: { within?: string } = {},
): Promise<void> {
  await test.step(`axe: ${label}`, async () => {
    const results = jsEnabled(page) ? await analyze(page, within) : await axeOnNoJsCopy(page, within);
    const found = [
      ...results.violations,
      ...results.incomplete.filter((result) => FAIL_ON_INCOMPLETE.has(result.id)),
    ];
    const known = new Set(knownBugs.map((entry) => entry.rule));
    const lines = found
      .filter((problem) => !known.has(problem.id))
      .flatMap((problem) =>
        problem.nodes.map(
          (node) =>
            `${problem.id} (${problem.impact ?? 'n/a'}): ${problem.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
        ),
      );
    for (const { rule, bug } of knownBugs) {
      if (found.some((problem) => problem.id === rule)) {
        const description = `${rule}: ${bug}`;
        const { annotations } = test.info();
        if (!annotations.some((a) => a.description === description)) {
          annotations.push({ type: 'known app bug', description });
        }
      } else {
        lines.push(`${rule}: the known bug "${bug}" no longer shows: remove it from the test's known bugs`);
      }
    }
    if (lines.length > 0) {
      throw new Error(
        `axe found ${lines.length} problem(s) on ${label} (${page.url()}):\n${lines.join('\n')}`,
      );
    }
  });
}

const lastPress = new WeakMap<Page, number>();

/**
 * govuk-frontend's Button ignores a second press within one second (`data-prevent-double-click`), as it should for a
 * customer, timing the second with the page's own setTimeout. Rather than wait that second out, the page gets
 * Playwright's clock (time still flows as usual) before its first press, and a press that follows another within the
 * second moves the page's clock on by one: the guard's timer fires, as it would have. Without JavaScript there is no
 * guard, and nothing to do.
 */
async function releaseDoubleClickGuard(page: Page): Promise<void> {
  if (!jsEnabled(page)) return;
  const last = lastPress.get(page);
  if (last === undefined) {
    // A test that installed the clock itself keeps its own (installing again would reset its time).
    const clocked = await page.evaluate(() => '__pwClock' in globalThis);
    if (!clocked) await page.clock.install();
  } else if (Date.now() - last < 1000) {
    await page.clock.fastForward(1000);
  }
}

/** Presses the form's Continue button (see pressButton). */
export async function pressContinue(page: Page): Promise<void> {
  await pressButton(page, 'Continue');
}

/**
 * Presses the button named exactly `name`, as promptly as the test likes (releaseDoubleClickGuard). With `blurFirst`
 * the field being typed in is left first: with JavaScript on it is validated on blur, and an error message appearing
 * then moves the button between mouse down and mouse up, so the click would not land (a customer would press again).
 */
export async function pressButton(
  page: Page,
  name: string,
  options: { blurFirst?: boolean } = {},
): Promise<void> {
  await releaseDoubleClickGuard(page);
  if (options.blurFirst) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name, exact: true }).click();
  lastPress.set(page, Date.now());
}

/**
 * A mouse press on `target` held for two frames, as a person's press is: time enough for a message that leaving the
 * focused field inserts to be drawn before the button is released.
 */
export async function pressAndHold(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.mouse.up();
}

/** React Router's entry module: held, the page stays unhydrated (decision 080). */
export const ENTRY_MODULE = /\/assets\/entry\.client-[\w-]+\.js$/;
/** The script of the pages without React. */
export const ENHANCE_SCRIPT = /\/assets\/enhance-[\w-]+\.js$/;

/** Holds every request for scripts matching `pattern` until the returned release. */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page's main form (its element carries React's props): JavaScript runs it. */
export async function waitForHydratedForm(page: Page, selector = 'main form'): Promise<void> {
  await page.waitForFunction((css) => {
    const form = document.querySelector(css);
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/**
 * WCAG 2.2 SC 1.4.10 Reflow: at 320 CSS px the page needs no sideways scrolling (the document is no wider than the
 * viewport). The viewport goes back to its size afterwards.
 */
export async function fitsIn320(page: Page, label: string): Promise<void> {
  await test.step(`320 px: ${label}`, async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${label}: page width`,
    ).toBeLessThanOrEqual(320);
    if (size) await page.setViewportSize(size);
  });
}
