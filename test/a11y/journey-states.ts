// The states of spec 3's journeys that a customer reaches by submitting forms: reviews, and the results, refusals and
// unknown outcomes that only exist after money, messages or an application have moved. Each is prepared here over
// HTTP in a session of its own, as a customer without JavaScript gets there (a plain form POST, then the 303's
// Location), and pa11y opens the resulting URL itself with that session's cookie. pa11y sends that cookie with its
// first request only: the browser holds the session only when the portal sets the cookie again in that answer
// (express-session does when the session changes, e.g. its activity stamp, at most every 15 seconds), so a further
// request from the page (a form pressed by a pa11y action, a client-side navigation) may go without it. A state that
// needs the server's answer is prepared here, or is pa11y's first request itself (`form`: the page's POST).
// pa11y-ci keys its results by the final URL, so a state that ends on a URL another state also uses (a review
// showing a refusal) gets a harmless `case` query naming it.
//
// Not here: the 'being processed' pages (a second submission while the first is still with the bank: a state of a
// few seconds that refreshes itself), which the browser tests check with axe in both projects.
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { CARL, DEMO, MIA, OLIVE, WES } from '../helpers/customers.ts';
import { csrfField, request, signedInJar, type CookieJar, type Customer } from './http.ts';

export type PreparedState = {
  /** Path and query pa11y opens. */
  path: string;
  /** The Cookie header of the session the state is in. */
  cookie: string;
  /** pa11y actions, for a state the browser shows without a request (client-side validation). */
  actions?: string[];
  /** Elements pa11y leaves out (a frame of another site, which its axe cannot enter). */
  hideElements?: string;
  /** Fields pa11y posts to `path` as its first request: a state that is the server's answer to a form. */
  form?: Record<string, string>;
};

// ---- Requests -------------------------------------------------------------------------------------------------------

async function page(jar: CookieJar, path: string): Promise<string> {
  const response = await request(jar, path);
  if (response.status !== 200) throw new Error(`GET ${path}: expected 200, got ${response.status}`);
  return response.text();
}

/** Posts `fields` with the CSRF token of `html`; returns the 303's Location (path and query). */
async function post(
  jar: CookieJar,
  path: string,
  html: string,
  fields: Record<string, string>,
): Promise<string> {
  const response = await request(jar, path, { _csrf: csrfField(html), ...fields });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(`POST ${path}: expected 303, got ${response.status} ${location ?? ''}`);
  }
  const url = new URL(location, 'http://portal.invalid');
  return `${url.pathname}${url.search}`;
}

function expectPath(actual: string, expected: string | RegExp, step: string) {
  if (typeof expected === 'string' ? actual !== expected : !expected.test(actual)) {
    throw new Error(`${step}: expected a redirect to ${String(expected)}, got ${actual}`);
  }
}

function submissionKey(html: string): string {
  const key = /name="submissionKey" value="([^"]+)"/.exec(html)?.[1];
  if (!key) throw new Error('no submission key on the page');
  return key;
}

/** A new signed-in session of `customer`. */
const session = (customer: Customer) => signedInJar(customer);

/** A new session whose journey at `step1` has step 1 answered, so it is at its review. */
async function atReview(
  customer: Customer,
  step1: string,
  answers: Record<string, string>,
): Promise<PreparedState> {
  const jar = await session(customer);
  const review = `${step1}/review`;
  expectPath(await post(jar, step1, await page(jar, step1), answers), review, `POST ${step1}`);
  return { path: review, cookie: jar.header() };
}

/** Step 1 of a journey answered and its review confirmed: the confirm POST's Location. */
async function confirmed(
  jar: CookieJar,
  step1: string,
  answers: Record<string, string>,
  review = `${step1}/review`,
): Promise<string> {
  expectPath(await post(jar, step1, await page(jar, step1), answers), review, `POST ${step1}`);
  const html = await page(jar, review);
  return post(jar, review, html, { submissionKey: submissionKey(html) });
}

// ---- Money movements ------------------------------------------------------------------------------------------------

/** wes.withdraw's easy access account, demo.saver's notice account, carl.card's savings account. */
export const WITHDRAWAL_PATH = `/make-withdrawal/${accountKeyToHex('ACC-35000011')}`;
export const DEMO_NOTICE = accountKeyToHex('ACC-30219864');
export const NOTICE_CREATE = `/notice-to-withdraw/create/${DEMO_NOTICE}`;
export const CARD_PATH = `/savings-servicing/pay-into-account/${accountKeyToHex('ACC-35200011')}`;

async function withdrawalStates(): Promise<PreparedState[]> {
  const states: PreparedState[] = [await atReview(WES, WITHDRAWAL_PATH, { amount: '10', reference: '' })];
  const confirmation = new RegExp(`^${WITHDRAWAL_PATH}/confirmation\\?key=`);
  // Made; not confirmed by the bank (the connection dropped: unknown); refused (back on the review).
  for (const [amount, expected, query] of [
    ['10', confirmation, ''],
    ['7.77', confirmation, ''],
    ['9.99', `${WITHDRAWAL_PATH}/review`, '?case=failed'],
  ] as const) {
    const jar = await session(WES);
    const location = await confirmed(jar, WITHDRAWAL_PATH, { amount, reference: '' });
    expectPath(location, expected, `confirming a withdrawal of £${amount}`);
    states.push({ path: `${location}${query}`, cookie: jar.header() });
  }
  // The review of a closure spells it out.
  const jar = await session(WES);
  const html = await page(jar, WITHDRAWAL_PATH);
  expectPath(
    await post(jar, WITHDRAWAL_PATH, html, { closeAccount: 'yes' }),
    `${WITHDRAWAL_PATH}/review`,
    'POST a closure',
  );
  states.push({ path: `${WITHDRAWAL_PATH}/review?case=closure`, cookie: jar.header() });
  return states;
}

const cancelLinks = (html: string) =>
  new Set([...html.matchAll(/href="(\/notice-to-withdraw\/cancel\/[^"]+)"/g)].map((match) => match[1]!));

/**
 * The review; the cancel page of demo.saver's seeded notice (its link carries the sandbox's id); a notice given, and
 * then cancelled: the seeded notice stays for the list and cancel page audits.
 */
async function noticeStates(): Promise<PreparedState[]> {
  const review = await atReview(DEMO, NOTICE_CREATE, { amount: '10' });
  const jar = await session(DEMO);
  const list = `/notice-to-withdraw/${DEMO_NOTICE}`;
  const before = cancelLinks(await page(jar, list));
  const [seeded] = before;
  if (!seeded) throw new Error(`demo.saver's seeded notice has no cancel link on ${list}`);
  const given = await confirmed(jar, NOTICE_CREATE, { amount: '10' });
  expectPath(given, new RegExp(`^${NOTICE_CREATE}/confirmation\\?key=`), 'confirming a notice');
  const created = [...cancelLinks(await page(jar, list))].filter((link) => !before.has(link));
  if (created.length !== 1) throw new Error(`expected one new cancellable notice, found ${created.length}`);
  const cancel = created[0]!;
  const html = await page(jar, cancel);
  const cancelled = await post(jar, cancel, html, { submissionKey: submissionKey(html) });
  expectPath(cancelled, new RegExp(`^${cancel}/success\\?key=`), 'cancelling the notice');
  return [
    review,
    { path: seeded, cookie: jar.header() },
    { path: given, cookie: jar.header() },
    { path: cancelled, cookie: jar.header() },
  ];
}

function cardDetails(cardNumber: string): Record<string, string> {
  return {
    amount: '25.00',
    cardNumber,
    expiryDate: '12/30',
    cardholderName: 'Carl Card',
    securityCode: '739',
    addressLine1: '1 Card Street',
    addressLine2: '',
    townOrCity: 'Cardiff',
    postcode: 'CF10 1EP',
    paymentType: 'specific',
  };
}

/**
 * The review; the confirmation of a frictionless card; the verification page with the sandbox issuer's challenge in
 * its frame; a card the issuer declines, back on step 1 with §8's message (sandbox cards: CUSTOMERS.md).
 */
async function cardStates(): Promise<PreparedState[]> {
  const states = [await atReview(CARL, CARD_PATH, cardDetails('5555555555554444'))];
  for (const [card, expected, query] of [
    ['5555555555554444', new RegExp(`^${CARD_PATH}/confirmation\\?key=`), ''],
    ['4444333322221111', `${CARD_PATH}/verification`, ''],
    ['4000000000000002', CARD_PATH, '?case=refused'],
  ] as const) {
    const jar = await session(CARL);
    const location = await confirmed(jar, CARD_PATH, cardDetails(card));
    expectPath(location, expected, `paying with card ${card}`);
    states.push({
      path: `${location}${query}`,
      cookie: jar.header(),
      // The card issuer's page in the frame is another site's: pa11y's axe cannot enter it (frame-tested). The
      // browser tests run axe inside it (Playwright enters cross-origin frames).
      ...(location.endsWith('/verification')
        ? { hideElements: 'iframe[title="Verify your payment with your card issuer"]' }
        : {}),
    });
  }
  return states;
}

// ---- Two-way messaging ----------------------------------------------------------------------------------------------

const MESSAGES = '/messaging-twoway';
const conversation = (key: string) => accountKeyToHex(key);

/**
 * New messages sent, refused and unknown; a reply sent and refused; a conversation deleted and one that cannot be;
 * the message widget's message sent and refused.
 */
async function messagingStates(): Promise<PreparedState[]> {
  const states: PreparedState[] = [];
  const jar = await session(MIA);
  const send = async (path: string, fields: Record<string, string>) => {
    const html = await page(jar, path);
    states.push({
      path: await post(jar, path, html, { submissionKey: submissionKey(html), ...fields }),
      cookie: '',
    });
  };
  // The sandbox's magic bodies (sandbox/api/messaging.ts): FAIL-SEND is refused, UNKNOWN-SEND answers neither way.
  for (const message of ['Hello', 'FAIL-SEND', 'UNKNOWN-SEND']) {
    await send(`${MESSAGES}/new`, { subject: '', message });
  }
  const reply = `${MESSAGES}/message/reply/${conversation('CONV-MIA-02')}`;
  for (const message of ['Thank you', 'FAIL-SEND']) await send(reply, { message });
  // CONV-MIA-08 stays for the delete page's own audit; CONV-MIA-06 is one the bank will not delete.
  for (const key of ['CONV-MIA-10', 'CONV-MIA-06']) {
    await send(`${MESSAGES}/message/delete/${conversation(key)}`, {});
  }
  // The message widget's acknowledgement, green and red, about the first account it offers.
  const account = /<option value="([0-9a-f]+)"/.exec(await page(jar, '/message-widget'))?.[1];
  if (!account) throw new Error('the message widget offers no account');
  for (const message of ['When is interest paid?', 'FAIL-SEND please']) {
    await send('/message-widget', { account, message });
  }
  return states.map((state) => ({ ...state, cookie: jar.header() }));
}

// ---- Short application ----------------------------------------------------------------------------------------------

export const SHORT_APPLY_EASY = `/short-apply/index/${accountKeyToHex('BEA01')}`;
/** The product whose interest frequency the customer chooses on the review. */
const SHORT_APPLY_BOND = `/short-apply/index/${accountKeyToHex('B1FT01')}`;

const STEP_ONE = {
  organisationSource: 'C200041',
  orgDetailsChanged: 'no',
  depositAmount: '25,000',
  depositSource: 'Trading Income/Profit',
  depositMethod: 'Electronic Transfer',
};

/** olive.apply's application for `product` (the easy access account unless given) at its review: its HTML. */
async function applicationAtReview(
  jar: CookieJar,
  depositAmount: string,
  product = SHORT_APPLY_EASY,
): Promise<string> {
  const step1 = await page(jar, product);
  expectPath(
    await post(jar, `${product}?stage=apply`, step1, { ...STEP_ONE, depositAmount }),
    `${product}?stage=review`,
    'POST the application',
  );
  return page(jar, `${product}?stage=review`);
}

/** Reviewed, the three documents opened (the server records it) and both confirmations ticked: the Location. */
async function submitApplication(jar: CookieJar, depositAmount: string): Promise<string> {
  const html = await applicationAtReview(jar, depositAmount);
  for (const document of ['terms', 'summary', 'tariff']) {
    const response = await request(
      jar,
      `/short-apply/document/${SHORT_APPLY_EASY.split('/').at(-1)}/${document}`,
    );
    if (response.status !== 303) throw new Error(`opening the ${document} document: ${response.status}`);
  }
  return post(jar, `${SHORT_APPLY_EASY}?stage=review`, html, {
    submissionKey: submissionKey(html),
    accuracyConfirm: 'yes',
    informationConfirm: 'yes',
  });
}

/**
 * The review of the product whose interest frequency the customer chooses; the review's errors (Submit pressed
 * with nothing ticked: the server's answer, posted by pa11y); success, already submitted, refusal and unknown outcome
 * (sandbox magic amounts).
 */
async function shortApplyStates(): Promise<PreparedState[]> {
  const success = new RegExp(`^${SHORT_APPLY_EASY}\\?stage=applySuccess&key=`);
  const bond = await session(OLIVE);
  await applicationAtReview(bond, '10,000', SHORT_APPLY_BOND);
  const states: PreparedState[] = [{ path: `${SHORT_APPLY_BOND}?stage=review`, cookie: bond.header() }];

  const errors = await session(OLIVE);
  const review = await applicationAtReview(errors, STEP_ONE.depositAmount);
  states.push({
    path: `${SHORT_APPLY_EASY}?stage=review&case=errors`,
    cookie: errors.header(),
    form: { _csrf: csrfField(review), submissionKey: submissionKey(review) },
  });

  const done = await session(OLIVE);
  const saved = await submitApplication(done, STEP_ONE.depositAmount);
  expectPath(saved, success, 'submitting the application');
  states.push(
    { path: saved, cookie: done.header() },
    { path: `${SHORT_APPLY_EASY}?stage=review&case=already-submitted`, cookie: done.header() },
  );

  const refused = await session(OLIVE);
  expectPath(await submitApplication(refused, '9,999.99'), `${SHORT_APPLY_EASY}?stage=review`, 'a refusal');
  states.push({ path: `${SHORT_APPLY_EASY}?stage=review&case=refused`, cookie: refused.header() });

  const unknown = await session(OLIVE);
  const location = await submitApplication(unknown, '7,777.77');
  expectPath(location, success, 'an unknown outcome');
  states.push({ path: location, cookie: unknown.header() });
  return states;
}

/** Every state above, prepared one after another (they share the sandbox's customers). */
export async function prepareJourneyStates(): Promise<PreparedState[]> {
  return [
    ...(await withdrawalStates()),
    ...(await noticeStates()),
    ...(await cardStates()),
    ...(await messagingStates()),
    ...(await shortApplyStates()),
  ];
}
