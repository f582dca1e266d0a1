import { accountKeyToHex } from '#shared/api/accounts.ts';
import { NATIVE_URL } from '../e2e/env.ts';
import { CARL, MIA, OLIVE, WES, ZED } from '../helpers/customers.ts';
import { ERROR_SUMMARY_SHOWN, sessionOf, type Pa11yUrl, type Sessions } from './entries.ts';
import {
  CARD_PATH,
  DEMO_NOTICE,
  NOTICE_CREATE,
  SHORT_APPLY_EASY,
  WITHDRAWAL_PATH,
} from './journey-states.ts';

// The pa11y-ci entries of the signed-in pages (pa11y.config.ts), each opened by pa11y with a signed-in session's
// cookie: the accounts, personal details, the forms of spec 3's journeys and the errors the browser shows on them,
// messaging and the short application's first step. What a journey reaches by submitting forms is prepared over
// HTTP (journey-states.ts): pa11y's actions here never need the server's answer (the header comment there says why).

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

export function signedInUrls(sessions: Sessions): Pa11yUrl[] {
  const signedIn = { Cookie: sessions.signedIn };
  return [
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
    // Notice to withdraw (spec 3 §2): the list, step 1 and its errors as the browser shows them. The review, the
    // cancel page of the seeded notice, the confirmation and a cancellation's result are prepared over HTTP
    // (journey-states.ts).
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
  ];
}

// ---- Short application (spec 3 §2; decision 026) -------------------------------------------------------------------

/**
 * The list (olive.apply; zed.apply, who has no products), step 1 and its errors (every required field; then 'Yes'
 * with the change description revealed and empty, and an amount under the minimum). The reviews, the review's errors,
 * the success, refusal, unknown and already-submitted pages are prepared over HTTP (journey-states.ts).
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
  ];
}
