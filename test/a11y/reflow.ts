import { fileURLToPath } from 'node:url';

// The reflow check of `npm run a11y:report` (WCAG 2.2 SC 1.4.10): every URL and state the report audits is opened a
// second time at 320 CSS px wide (1280 px at 400% zoom) with the same session and actions, and reflow-runner.ts
// reports what makes the page scroll sideways. The second run of a state follows its first at once, so a state
// that an earlier one changes (a dismissed system message) is seen alike in both.

/** 1280 × 1024 at 400%: what WCAG 2.2 SC 1.4.10 asks content to fit without scrolling in two directions. */
export const REFLOW_VIEWPORT = { width: 320, height: 256 };

/** The code of reflow-runner.ts's issues (written out there too: its `run` is sent to the page as source). */
export const REFLOW_CODE = 'WCAG2AA.Reflow.1_4_10';

/** The fragment that names a reflow result's URL (reflow-runner.ts puts it back after actions that navigate). */
export const REFLOW_FRAGMENT = 'reflow-320';

const RUNNER = fileURLToPath(new URL('./reflow-runner.ts', import.meta.url));

type Entry = { url: string; screenCapture?: string };

/**
 * Each entry with `runners`, followed by its reflow check: the same entry at 320 px with only the reflow runner.
 * Every entry names its runners because pa11y-ci fills an entry's gaps from its defaults index by index (lodash's
 * defaultsDeep): a default of two runners would add the second to an entry that names one.
 */
export function withReflowChecks<T extends Entry>(
  entries: T[],
  runners: string[],
): (T & { runners: string[] })[] {
  return entries.flatMap((entry) => [
    { ...entry, runners },
    {
      ...entry,
      url: `${entry.url.replace(/#.*$/, '')}#${REFLOW_FRAGMENT}`,
      viewport: REFLOW_VIEWPORT,
      runners: [RUNNER],
      ...(entry.screenCapture ? { screenCapture: entry.screenCapture.replace(/\.png$/, '-320.png') } : {}),
    },
  ]);
}

/** Whether a pa11y-ci result (keyed by the page's final URL) is a reflow check's. */
export function isReflowResult(url: string): boolean {
  return url.endsWith(`#${REFLOW_FRAGMENT}`);
}
