import { join } from 'node:path';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { EDITOR_URL, NATIVE_URL, OIDC_URL } from '../e2e/env.ts';
import { CARL, EZRA, MAYA, MIA, OLIVE, WES, ZED } from '../helpers/customers.ts';
import {
  CARD_PATH,
  DEMO_NOTICE,
  NOTICE_CREATE,
  SHORT_APPLY_EASY,
  WITHDRAWAL_PATH,
  type PreparedState,
} from './journey-states.ts';

// The pa11y-ci configuration for `npm run a11y:report` (test/a11y/run.ts writes it out as JSON with the session
// cookies filled in). Runners axe and HTML_CodeSniffer, standard WCAG2AA; the browser tests add axe's wcag22aa tags
// (docs/stack-notes.md, Tests). pa11y-ci keys its results by the page's final URL (window.location.href), so a page
// audited in more than one state gets a harmless query string naming the state, and must end on a URL of its own.
//
// Error states: those the browser validates are reached with pa11y actions (press Continue on an empty form and
// wait for the error summary), and the identity provider's, which its own page posts back. States that need the
// bank's answer (a wrong password, a wrong memorable number) end on the plain form URL after a client-side
// navigation, which would overwrite the default state's results (and govuk-frontend's error summary keeps its links
// from changing the fragment): the Playwright tests check those with axe in both projects instead.

export const ADVERT_PATHS = [
  '/savings-account',
  '/current-account',
  '/creditcard',
  '/loan',
  '/mortgage',
  '/insurance',
  '/travel-money',
  '/cash-isa',
];

/** Access routes of spec 1 whose default state needs no journey in progress. */
export const ACCESS_PATHS = [
  '/registration/register',
  '/registration/register/activate',
  '/registration/blocked',
  '/registration/unsuccessful',
  '/registration/alreadyhascredentials',
  '/registration/notallowed',
  '/registration/accessdenied',
  '/forgotten-username/retrieve',
  '/forgotten-username/blocked',
  '/forgotten-password/retrieve',
  '/forgotten-password/blocked',
];

export const SIGNED_IN_ACCESS_PATHS = [
  '/services/index',
  '/update-security-details/retrieve',
  '/update-organisation-details/retrieve',
  '/update-organisation-details/success',
  '/already-signed-in',
];

/**
 * Account details (spec 2 §2) as demo.saver: each summary type (the fixed term with its maturity message), the
 * nominated account and an unknown account id. The chooser needs two accounts of a kind (maya.many): its error
 * state is checked with axe by test/e2e/account-details.spec.ts.
 */
export const ACCOUNT_DETAILS_PATHS = [
  `/accounts/details/${accountKeyToHex('ACC-30187452')}`,
  `/accounts/details/${accountKeyToHex('ACC-30219864')}`,
  `/accounts/details/${accountKeyToHex('ACC-30456021')}`,
  `/accounts/nominated-account/${accountKeyToHex('ACC-30187452')}`,
  `/accounts/details/${accountKeyToHex('ACC-99999999')}`,
];

/**
 * maya.many's account details states (spec 2 §2): maturity today and under 14 days, a product other than Savings,
 * a closed account's Statements, the chooser's 'Please select your account' error, and today's and yesterday's rows.
 */
const maya = (key: string) => `/accounts/details/${accountKeyToHex(key)}`;
export const MAYA_ACCOUNT_PATHS = [
  maya('ACC-34000033'),
  maya('ACC-34000044'),
  maya('ACC-34000077'),
  `${maya('ACC-34000066')}/statements`,
  `${maya('ACC-34000011')}?chooser=required`,
  `${maya('ACC-34000011')}/transactions`,
  `${maya('ACC-34000022')}`,
  `/accounts/nominated-account/${accountKeyToHex('ACC-34000011')}`,
];

/** The Transactions and Statements tabs of demo.saver's easy access account, in each state a URL reaches. */
const DEMO_EASY_ACCESS = `/accounts/details/${accountKeyToHex('ACC-30187452')}`;
export const ACCOUNT_TAB_PATHS = [
  `${DEMO_EASY_ACCESS}/transactions`,
  `${DEMO_EASY_ACCESS}/transactions?sort=asc`,
  `${DEMO_EASY_ACCESS}/transactions?count=1`,
  // The date-range form's errors (a GET form: the error state has a URL), and a range with no transactions.
  `${DEMO_EASY_ACCESS}/transactions?start.day=&start.month=&start.year=&end.day=31&end.month=2&end.year=2026`,
  `${DEMO_EASY_ACCESS}/transactions?start.day=1&start.month=1&start.year=2001&end.day=31&end.month=1&end.year=2001`,
  `${DEMO_EASY_ACCESS}/statements`,
  `${DEMO_EASY_ACCESS}/statements?filter=1&type=Statement`,
  `${DEMO_EASY_ACCESS}/statements?filter=1`,
];

export type Pa11yUrl = {
  url: string;
  headers?: Record<string, string>;
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

/** carl.card's loan: the pay-into-account journey's step 1 for a loan (spec 3 §2). */
const LOAN_CARD_PATH = `/loan-servicing/pay-into-account/${accountKeyToHex('ACC-35200022')}`;

/** mia.messages' pages (spec 3 §2): two-way messaging's list, forms and conversations by hex key, and the widget. */
const MESSAGES = '/messaging-twoway';
const conversation = (key: string) => accountKeyToHex(key);
export const MESSAGING_PATHS = [
  `${MESSAGES}/view`,
  `${MESSAGES}/view?page=2`,
  `${MESSAGES}/new`,
  `${MESSAGES}/new/${accountKeyToHex('ACC-35300011')}`,
  // Several messages; closed; a hostile body shown as text; a placeholder account; no Reply.
  `${MESSAGES}/message/view/${conversation('CONV-MIA-01')}`,
  `${MESSAGES}/message/view/${conversation('CONV-MIA-03')}`,
  `${MESSAGES}/message/view/${conversation('CONV-MIA-07')}`,
  `${MESSAGES}/message/view/${conversation('CONV-MIA-05')}`,
  `${MESSAGES}/message/view/${conversation('CONV-MIA-04')}`,
  `${MESSAGES}/message/reply/${conversation('CONV-MIA-01')}`,
  `${MESSAGES}/message/delete/${conversation('CONV-MIA-08')}`,
  // The message widget (spec 3 §2) and spec 1 §2's test pages.
  '/message-widget',
  '/message-widget-test',
  '/select-accounts-test',
];

/** Query strings of the accounts list's states, audited for demo.saver. */
export const ACCOUNTS_LIST_STATES = ['mode=grid', 'company=Saver+%26+Co+Ltd', 'status=Closed'];

/** The request headers of a SIGNED_IN_CUSTOMERS session. */
function sessionOf(sessions: Sessions, username: string): Record<string, string> {
  const cookie = sessions.customers?.[username];
  if (!cookie) throw new Error(`no signed-in session for ${username}`);
  return { Cookie: cookie };
}

const ERROR_SUMMARY_SHOWN = 'wait for element .govuk-error-summary to be visible';

export function pa11yUrls(sessions: Sessions): Pa11yUrl[] {
  const signedIn = { Cookie: sessions.signedIn };
  const step2 = { Cookie: sessions.step2 };
  return [
    // Signed out.
    { url: `${NATIVE_URL}/sign-in/step-1` },
    {
      url: `${NATIVE_URL}/sign-in/step-1?case=empty-form-errors`,
      actions: ['click element form[action="/sign-in/step-1"] button[type="submit"]', ERROR_SUMMARY_SHOWN],
    },
    { url: `${NATIVE_URL}/sign-in/blocked` },
    { url: `${NATIVE_URL}/sign-in/provider-error` },
    { url: `${NATIVE_URL}/signed-out` },
    { url: `${NATIVE_URL}/network-error` },
    { url: `${NATIVE_URL}/no-such-page` },
    { url: `${NATIVE_URL}/help` },
    { url: `${NATIVE_URL}/styleguide` },
    { url: `${NATIVE_URL}/styleguide/address-lookup` },
    ...ADVERT_PATHS.map((path) => ({ url: `${NATIVE_URL}${path}` })),
    // Managed content's editor mode (decision 035): Edit controls on an advert page and /help, the edit form, and the
    // index of texts (the list of tags; a tag with messages; a tag with HTML texts).
    ...(sessions.editor
      ? [
          `${EDITOR_URL}/loan`,
          `${EDITOR_URL}/help`,
          `${EDITOR_URL}/network-error`,
          `${EDITOR_URL}/content/edit?tag=advert-loan&name=content.title&returnTo=%2Floan`,
          `${EDITOR_URL}/content/edit?tag=help&name=content.signingInHtml&returnTo=%2Fhelp`,
          `${EDITOR_URL}/content`,
          `${EDITOR_URL}/content?tag=sign-in`,
          `${EDITOR_URL}/content?tag=help`,
        ].map((url) => ({ url, headers: { Cookie: sessions.editor ?? '' } }))
      : []),
    // The identity provider's sign-in page, reached through the oidc portal's redirect.
    { url: `${OIDC_URL}/mgr-sign-in` },
    {
      url: `${OIDC_URL}/mgr-sign-in?case=empty-form-errors`,
      actions: [
        'click element form[action$="/login"] button[type="submit"]',
        'wait for element .error-summary to be visible',
      ],
    },
    // Part-way through sign-in.
    { url: `${NATIVE_URL}/sign-in/step-2`, headers: step2 },
    {
      url: `${NATIVE_URL}/sign-in/step-2?case=empty-form-errors`,
      headers: step2,
      actions: ['click element form[action="/sign-in/step-2"] button[type="submit"]', ERROR_SUMMARY_SHOWN],
    },
    // The access journeys' first pages and result screens, signed out.
    ...ACCESS_PATHS.map((path) => ({ url: `${NATIVE_URL}${path}` })),
    ...['/registration/register', '/forgotten-username/retrieve', '/forgotten-password/retrieve'].map(
      (path) => ({
        url: `${NATIVE_URL}${path}?case=empty-form-errors`,
        actions: [`click element form[action="${path}"] button[type="submit"]`, ERROR_SUMMARY_SHOWN],
      }),
    ),
    {
      url: `${NATIVE_URL}/styleguide/address-lookup?case=postcode-required`,
      actions: [
        'click element button[value^="find-address"]',
        'wait for element .govuk-error-message to be visible',
      ],
    },
    // The accounts list's states (spec 2 §2, decision 013): grid mode, a company filter, Closed with none closed.
    ...ACCOUNTS_LIST_STATES.map((query) => ({
      url: `${NATIVE_URL}/accounts/list?${query}`,
      headers: signedIn,
    })),
    // Every card type, closed accounts and the company filter (maya.many); no accounts at all (ezra.empty).
    ...['case=maya', 'status=Closed&company=Old+Mill+Trust&case=maya', 'mode=grid&case=maya'].map(
      (query) => ({
        url: `${NATIVE_URL}/accounts/list?${query}`,
        headers: sessionOf(sessions, 'maya.many'),
      }),
    ),
    { url: `${NATIVE_URL}/accounts/list?case=ezra`, headers: sessionOf(sessions, 'ezra.empty') },
    ...MAYA_ACCOUNT_PATHS.map((path) => ({
      url: `${NATIVE_URL}${path}`,
      headers: sessionOf(sessions, 'maya.many'),
    })),
    // Signed in: the header greets the customer and shows Sign out and the main menu.
    ...SIGNED_IN_ACCESS_PATHS.map((path) => ({ url: `${NATIVE_URL}${path}`, headers: signedIn })),
    { url: `${NATIVE_URL}/accounts/list`, headers: signedIn },
    ...ACCOUNT_DETAILS_PATHS.map((path) => ({ url: `${NATIVE_URL}${path}`, headers: signedIn })),
    // Personal details (spec 2 §2): the view, the edit form, and its errors as the browser shows them.
    { url: `${NATIVE_URL}/personal-details/view`, headers: signedIn },
    { url: `${NATIVE_URL}/personal-details/edit`, headers: signedIn },
    {
      url: `${NATIVE_URL}/personal-details/edit?case=validation-errors`,
      headers: signedIn,
      actions: [
        'set field #emailAddress to pip@example',
        'set field #correspondenceCounty to Caithness 9',
        'click element form[action="/personal-details/edit"] button.govuk-button[value="save"]',
        ERROR_SUMMARY_SHOWN,
      ],
    },
    ...ACCOUNT_TAB_PATHS.map((path) => ({ url: `${NATIVE_URL}${path}`, headers: signedIn })),
    // Make a withdrawal (spec 3 §2): the details form and its errors. The review, the confirmation, an unknown
    // outcome, a refusal and a closure's review are prepared over HTTP (journey-states.ts).
    { url: `${NATIVE_URL}${WITHDRAWAL_PATH}`, headers: sessionOf(sessions, WES.username) },
    {
      url: `${NATIVE_URL}${WITHDRAWAL_PATH}?case=validation-errors`,
      headers: sessionOf(sessions, WES.username),
      actions: [
        'set field #amount to 1.234',
        `click element form[method="post"][action="${WITHDRAWAL_PATH}"] button.govuk-button`,
        ERROR_SUMMARY_SHOWN,
      ],
    },
    // Pay into account by card (spec 3 §2): step 1, its errors and the loan's step 1. The review, the confirmation,
    // the verification page and a refused payment's step 1 are prepared over HTTP (journey-states.ts).
    { url: `${NATIVE_URL}${CARD_PATH}`, headers: sessionOf(sessions, CARL.username) },
    {
      url: `${NATIVE_URL}${CARD_PATH}?case=validation-errors`,
      headers: sessionOf(sessions, CARL.username),
      actions: [
        'set field #cardNumber to 4444333322221112',
        'set field #expiryDate to 13/30',
        `click element form[action="${CARD_PATH}"][method="post"] button.govuk-button`,
        ERROR_SUMMARY_SHOWN,
      ],
    },
    { url: `${NATIVE_URL}${LOAN_CARD_PATH}`, headers: sessionOf(sessions, CARL.username) },
    // Notice to withdraw (spec 3 §2): the list, step 1 and its errors as the browser shows them, and the cancel page
    // of the seeded cancellable notice (reached from the list: its link carries the sandbox's id). The review, the
    // confirmation and a cancellation's result are prepared over HTTP (journey-states.ts).
    { url: `${NATIVE_URL}/notice-to-withdraw/${DEMO_NOTICE}`, headers: signedIn },
    { url: `${NATIVE_URL}${NOTICE_CREATE}`, headers: signedIn },
    {
      url: `${NATIVE_URL}${NOTICE_CREATE}?case=empty-form-errors`,
      headers: signedIn,
      actions: [
        `click element form[method="post"][action="${NOTICE_CREATE}"] button[type="submit"]`,
        ERROR_SUMMARY_SHOWN,
      ],
    },
    {
      url: `${NATIVE_URL}/notice-to-withdraw/${DEMO_NOTICE}?case=cancel`,
      headers: signedIn,
      actions: [
        'click element a[href^="/notice-to-withdraw/cancel/"]',
        'wait for element form[action^="/notice-to-withdraw/cancel/"] to be visible',
      ],
    },
    // Two-way messaging (spec 3 §2): the list's pages, the new-message form and its errors, conversations in each
    // state, the reply form and the delete confirmation. Sent, refused and deleted results are prepared over HTTP
    // (journey-states.ts).
    ...MESSAGING_PATHS.map((path) => ({
      url: `${NATIVE_URL}${path}`,
      headers: sessionOf(sessions, MIA.username),
    })),
    {
      url: `${NATIVE_URL}${MESSAGES}/new?case=empty-form-errors`,
      headers: sessionOf(sessions, MIA.username),
      actions: [`click element form[action="${MESSAGES}/new"] button.govuk-button`, ERROR_SUMMARY_SHOWN],
    },
    {
      url: `${NATIVE_URL}/message-widget?case=empty-form-errors`,
      headers: sessionOf(sessions, MIA.username),
      actions: ['click element form:has(#message) button.govuk-button', ERROR_SUMMARY_SHOWN],
    },
    // The widget for a customer without accounts: no form, a link to the accounts.
    { url: `${NATIVE_URL}/message-widget?case=ezra`, headers: sessionOf(sessions, 'ezra.empty') },
    { url: `${NATIVE_URL}/help?case=signed-in`, headers: signedIn },
    { url: `${NATIVE_URL}/no-such-page?case=signed-in`, headers: signedIn },
    // System message banners (spec 2 §2): every signed-in page above shows them; here one is dismissed with
    // JavaScript. Last, because a dismissal lasts for the (shared) session.
    {
      url: `${NATIVE_URL}/services/index?case=system-message-dismissed`,
      headers: signedIn,
      actions: [
        'click element [data-system-message] form button',
        'wait for element .app-system-messages [role="status"]:not(:empty) to be added',
      ],
    },
    ...shortApplyStates(sessions),
    // Results, refusals and unknown outcomes of the money movements, messaging and the short application, each in a
    // session of its own that test/a11y/journey-states.ts has taken there.
    ...(sessions.journeys ?? []).map(({ path, cookie, ...rest }) => ({
      url: `${NATIVE_URL}${path}`,
      headers: { Cookie: cookie },
      ...rest,
    })),
  ];
}

// ---- Short application (spec 3 §2; decision 026) -------------------------------------------------------------------

const SHORT_APPLY_BOND = `/short-apply/index/${accountKeyToHex('B1FT01')}`;

/** pa11y actions that fill olive.apply's step 1 for `product` and continue to its review. */
function shortApplyToReview(product: string): string[] {
  return [
    'click element #organisationSource',
    'click element #orgDetailsChanged-2',
    'set field #depositAmount to 10,000',
    'click element #depositSource',
    'click element #depositMethod',
    `click element form[method="post"][action="${product}?stage=apply"] button.govuk-button`,
    `wait for url to be ${NATIVE_URL}${product}?stage=review`,
  ];
}

/**
 * The list (olive.apply; zed.apply, who has no products), step 1, its errors (every required field; then 'Yes' with
 * the change description revealed and empty, and an amount under the minimum) and the review of the product whose
 * interest frequency the customer chooses. The review's errors, the success, refusal, unknown and already-submitted
 * pages are prepared over HTTP (journey-states.ts).
 */
function shortApplyStates(sessions: Sessions): Pa11yUrl[] {
  const olive = sessionOf(sessions, OLIVE.username);
  const continueButton = `click element form[method="post"][action="${SHORT_APPLY_EASY}?stage=apply"] button.govuk-button`;
  return [
    { url: `${NATIVE_URL}/short-apply/index`, headers: olive },
    { url: `${NATIVE_URL}/short-apply/index?case=no-products`, headers: sessionOf(sessions, ZED.username) },
    { url: `${NATIVE_URL}${SHORT_APPLY_EASY}`, headers: olive },
    {
      url: `${NATIVE_URL}${SHORT_APPLY_EASY}?case=empty-form-errors`,
      headers: olive,
      actions: [continueButton, ERROR_SUMMARY_SHOWN],
    },
    {
      url: `${NATIVE_URL}${SHORT_APPLY_EASY}?case=change-and-amount-errors`,
      headers: olive,
      actions: [
        'click element #orgDetailsChanged',
        'set field #depositAmount to 999.99',
        continueButton,
        ERROR_SUMMARY_SHOWN,
      ],
    },
    {
      url: `${NATIVE_URL}${SHORT_APPLY_BOND}?case=review`,
      headers: olive,
      actions: shortApplyToReview(SHORT_APPLY_BOND),
    },
  ];
}

/**
 * The pa11y-ci configuration. `only` (A11Y_ONLY in run.ts) keeps the URLs that contain it, each with a screenshot
 * of what pa11y audited in the report folder: for working on one page's states without the whole 7-minute run.
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
      chromeLaunchConfig: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
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
