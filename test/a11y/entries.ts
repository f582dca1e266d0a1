import { CARL, EZRA, MAYA, MIA, OLIVE, WES, ZED } from '../helpers/customers.ts';
import type { PreparedState } from './journey-states.ts';

// What the entries of `npm run a11y:report`'s pa11y-ci configuration (pa11y.config.ts) are made of, shared by the
// signed-out pages (signed-out-pages.ts) and the signed-in ones (signed-in-pages.ts).

export type Pa11yUrl = {
  url: string;
  headers?: Record<string, string>;
  /** The first request's method and body (pa11y): a state that is the server's answer to a posted form. */
  method?: 'POST';
  postData?: string;
  actions?: string[];
  /** Elements pa11y leaves out (a frame of another site, which its axe cannot enter). */
  hideElements?: string;
  screenCapture?: string;
};

export type Sessions = {
  /** Cookie header of a signed-in native session. */
  signedIn: string;
  /** Cookie header of a session part-way through sign-in (step 1 done, step 2 open). */
  step2: string;
  /** Cookie header of a content editor signed in to the editor deployment (edna.editor; decision 035). */
  editor?: string;
  /** Cookie headers of signed-in sessions of SIGNED_IN_CUSTOMERS, by username. */
  customers?: Record<string, string>;
  /** Reviews, results, refusals and unknown outcomes of spec 3's journeys (test/a11y/journey-states.ts). */
  journeys?: PreparedState[];
};

/** Further customers run.ts signs in (sandbox/CUSTOMERS.md), for pages whose states need their data. */
export const SIGNED_IN_CUSTOMERS = [MAYA, EZRA, WES, CARL, MIA, OLIVE, ZED];

/** The request headers of a SIGNED_IN_CUSTOMERS session. */
export function sessionOf(sessions: Sessions, username: string): Record<string, string> {
  const cookie = sessions.customers?.[username];
  if (!cookie) throw new Error(`no signed-in session for ${username}`);
  return { Cookie: cookie };
}

export const ERROR_SUMMARY_SHOWN = 'wait for element .govuk-error-summary to be visible';
