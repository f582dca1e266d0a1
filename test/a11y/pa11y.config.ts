import { join } from 'node:path';
import { NATIVE_URL } from '../e2e/env.ts';
import { CHROMIUM_LAUNCH } from '../helpers/chromium.ts';
import type { Pa11yUrl, Sessions } from './entries.ts';
import { signedInUrls } from './signed-in-pages.ts';
import { signedOutUrls } from './signed-out-pages.ts';

export { SIGNED_IN_CUSTOMERS } from './entries.ts';

// The pa11y-ci configuration for `npm run a11y:report` (test/a11y/run.ts writes it out as JSON with the session
// cookies filled in). Runners axe and HTML_CodeSniffer, standard WCAG2AA; the browser tests add axe's wcag22aa tags
// (docs/stack-notes.md, Tests). pa11y-ci keys its results by the page's final URL (window.location.href), so a page
// audited in more than one state gets a harmless query string naming the state, and must end on a URL of its own.
// The entries: the journeys' prepared states (journey-states.ts), the pages signed out (signed-out-pages.ts) and
// signed in (signed-in-pages.ts).
//
// Error states: those the browser validates are reached with pa11y actions (press Continue on an empty form and
// wait for the error summary), and the identity provider's, which its own page posts back. States that need the
// bank's answer (a wrong password, a wrong memorable number) end on the plain form URL after a client-side
// navigation, which would overwrite the default state's results (and govuk-frontend's error summary keeps its links
// from changing the fragment): the Playwright tests check those with axe in both projects instead.

/** A prepared state's entry: its session's cookie, and the form pa11y posts as its first request, if any. */
function journeyUrl({ path, cookie, form, ...rest }: NonNullable<Sessions['journeys']>[number]): Pa11yUrl {
  const url = `${NATIVE_URL}${path}`;
  if (!form) return { url, headers: { Cookie: cookie }, ...rest };
  return {
    url,
    method: 'POST',
    postData: new URLSearchParams(form).toString(),
    // pa11y's headers replace the first request's: the form's type, and the Origin the portal's CSRF check wants.
    headers: {
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(NATIVE_URL).origin,
    },
    ...rest,
  };
}

export function pa11yUrls(sessions: Sessions): Pa11yUrl[] {
  return [
    // First: a card payment's review lasts 15 minutes (its card details' hold, decision 022); later it is step 1
    // again. Each state's session is its own (test/a11y/journey-states.ts).
    ...(sessions.journeys ?? []).map(journeyUrl),
    ...signedOutUrls(sessions),
    ...signedInUrls(sessions),
  ];
}

/**
 * The pa11y-ci configuration. `only` (A11Y_ONLY in run.ts) keeps the URLs that contain it, each with a screenshot
 * of what pa11y audited in the report folder: for working on one page's states without the whole run.
 */
export function pa11yConfig(sessions: Sessions, reportDir: string, resultsFile: string, only?: string) {
  const urls = pa11yUrls(sessions);
  return {
    defaults: {
      standard: 'WCAG2AA',
      runners: ['axe', 'htmlcs'],
      timeout: 30_000,
      concurrency: 1,
      useIncognitoBrowserContext: true,
      chromeLaunchConfig: CHROMIUM_LAUNCH,
      reporters: [
        'cli',
        ['json', { fileName: resultsFile }],
        ['pa11y-ci-reporter-html', { destination: reportDir, includeZeroIssues: true }],
      ],
    },
    urls: only
      ? urls
          .filter((entry) => entry.url.includes(only))
          .map((entry, index) => ({ ...entry, screenCapture: join(reportDir, `only-${index}.png`) }))
      : urls,
  };
}
