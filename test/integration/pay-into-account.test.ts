import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { createSessionCipher } from '../../server/session/cipher.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { until } from '../helpers/until.ts';
import { csrfFrom, signIn, text, type Agent } from '../helpers/browserless.ts';
import { CARL } from '../helpers/customers.ts';
import { answerAtIssuer, CARDS, ledger, type Json } from './sandbox/money-helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// Pay into account by card (spec 3 §2, §4, §5, §8; docs/money-journeys.md) through the real
// app against the sandbox bank and its card issuer on another origin: the journey over HTTP as a browser without
// JavaScript drives it, one movement per payment whatever is posted twice, the issuer's return endpoints without a
// cookie, the MD as the completion handlers' CSRF defence, and no card number or security code in the logs, the
// session store or any page.

const SAVINGS = accountKeyToHex('ACC-35200011');
const LOAN = accountKeyToHex('ACC-35200022');
const STEP1 = `/savings-servicing/pay-into-account/${SAVINGS}`;
const EXPIRY = '12/30';
/** Security codes of this test: distinctive enough to grep for (a bare '123' turns up by chance). */
const CODES = Array.from({ length: 40 }, (_, i) => String(731 + i * 3));
const usedCodes = new Set<string>();

let portal: TestPortal;
/** The portal's clock runs this far ahead of real time (the card hold's 15 minutes). */
let shift = 0;
/** Every HTML page the portal answered in this file, for the leak grep. */
const pages: string[] = [];

beforeAll(async () => {
  portal = await startTestPortal({}, { captureLogs: true, now: () => Date.now() + shift });
});

afterAll(async () => {
  await portal?.close();
});

function keep<T extends { text: string }>(response: T): T {
  pages.push(response.text);
  return response;
}

function hidden(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no hidden ${name}`);
  return match[1].replace(/&amp;/g, '&');
}

function formAction(html: string, testId: string): string {
  const form = new RegExp(`<form[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
  const match = /action="([^"]+)"/.exec(form);
  if (!match?.[1]) throw new Error(`no form ${testId}`);
  return match[1].replace(/&amp;/g, '&');
}

/** The first match of `pattern` in the page, or null: a failure shows that, not the whole page. */
function find(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[0] ?? null;
}

/** The link to `href`, as '<text> -> <href>', or null. */
function link(html: string, href: string): string | null {
  const match = new RegExp(`<a[^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  return match ? `${text(match[1] ?? '').trim()} -> ${href}` : null;
}

function code(): string {
  const next = CODES.find((candidate) => !usedCodes.has(candidate));
  if (!next) throw new Error('no security code left');
  usedCodes.add(next);
  return next;
}

async function carlSignedIn(): Promise<Agent> {
  return signIn(portal.url, CARL);
}

type Entry = Partial<Record<string, string>>;

function details(cardNumber: string, overrides: Entry = {}): Record<string, string> {
  return {
    amount: '25.00',
    cardNumber,
    expiryDate: EXPIRY,
    cardholderName: 'Carl Card',
    securityCode: code(),
    addressLine1: '1 Card Street',
    addressLine2: '',
    townOrCity: 'Cardiff',
    postcode: 'CF10 1EP',
    paymentType: 'specific',
    ...overrides,
  } as Record<string, string>;
}

/** Step 1 posted, the review read: its one-time key and CSRF token. */
async function toReview(agent: Agent, entry: Record<string, string>, step1 = STEP1) {
  const page = keep(await agent.get(step1).expect(200));
  await agent
    .post(step1)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...entry })
    .expect(303)
    .expect('location', `${step1}/review`);
  const review = keep(await agent.get(`${step1}/review`).expect(200));
  expectServedWithoutReact(review.text);
  return { review, key: hidden(review.text, 'submissionKey'), csrf: csrfFrom(review.text) };
}

function pay(agent: Agent, csrf: string, key: string, step1 = STEP1) {
  return agent.post(`${step1}/review`).type('form').send({ _csrf: csrf, submissionKey: key });
}

async function cardMovements(): Promise<Json[]> {
  return (await ledger(portal.sandbox.apiUrl, CARL.username)).filter((row) => row.Kind === 'card-payment');
}

/** The verification page (no JavaScript): the hand-off form to the issuer. */
async function handOff(agent: Agent, step1 = STEP1) {
  const page = keep(await agent.get(`${step1}/verification`).expect(200));
  return {
    page,
    url: formAction(page.text, 'card-issuer-hand-off'),
    fields: {
      MD: hidden(page.text, 'MD'),
      TermUrl: hidden(page.text, 'TermUrl'),
      CancelUrl: hidden(page.text, 'CancelUrl'),
    },
  };
}

/** The issuer posts back to our return endpoint: a cross-site POST, no cookie. Returns the bounce page's form. */
async function returnFromIssuer(to: string, fields: Record<string, string>) {
  const response = await fetch(to, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: portal.sandbox.acsUrl,
      'sec-fetch-site': 'cross-site',
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const html = await response.text();
  pages.push(html);
  const form = /<form method="post" action="([^"]+)" target="_top" data-card-issuer-return>/.exec(html);
  return { response, html, action: form?.[1] ?? null };
}

/** From the verification page through the issuer's challenge to the completion handler's answer. */
async function throughIssuer(agent: Agent, answer: 'approve' | 'decline' | 'cancel', step1 = STEP1) {
  const { url, fields } = await handOff(agent, step1);
  expect(new URL(url).origin).toBe(portal.sandbox.acsUrl);
  const issuerPage = await answerAtIssuer(url, answer, fields);
  expect(issuerPage.form.action).toBe(
    `${portal.url}${answer === 'cancel' ? '/card-issuer/cancel' : '/card-issuer/return'}`,
  );
  const bounce = await returnFromIssuer(issuerPage.form.action, issuerPage.form.fields);
  expect(bounce.response.status).toBe(200);
  expect(bounce.action).toBe(`${step1}/verification/${answer === 'cancel' ? 'cancel' : 'complete'}`);
  const posted = {
    MD: hidden(bounce.html, 'MD'),
    ...(answer === 'cancel' ? {} : { PaRes: hidden(bounce.html, 'PaRes') }),
  };
  return { posted, action: bounce.action as string, md: fields.MD };
}

describe('entry points and step 1', () => {
  it("offers 'Pay in by card' on Carl's savings and loan, each under its servicing type", async () => {
    const agent = await carlSignedIn();
    const savings = keep(await agent.get(`/accounts/details/${SAVINGS}`).expect(200));
    expect(link(savings.text, `/savings-servicing/pay-into-account/${SAVINGS}`)).toBe(
      `Pay in by card -> /savings-servicing/pay-into-account/${SAVINGS}`,
    );
    const loan = keep(await agent.get(`/accounts/details/${LOAN}`).expect(200));
    expect(link(loan.text, `/loan-servicing/pay-into-account/${LOAN}`)).toBe(
      `Pay in by card -> /loan-servicing/pay-into-account/${LOAN}`,
    );
    // The loan under the savings prefix is sent to its own; an account that takes no card payments is not found.
    await agent
      .get(`/savings-servicing/pay-into-account/${LOAN}`)
      .expect(302)
      .expect('location', `/loan-servicing/pay-into-account/${LOAN}`);
    await agent.get(`/savings-servicing/pay-into-account/${accountKeyToHex('ACC-30187452')}`).expect(404);
    const page = keep(await agent.get(`/loan-servicing/pay-into-account/${LOAN}`).expect(200));
    expect(page.text).toContain('<title>Pay savings or loan account - ');
    expect(text(page.text)).toContain('Step 1 of 4: Transfer details');
    expect(text(page.text)).toContain('You owe £7,500.00');
    // The selector lists both of Carl's accounts; choosing the other resets the journey and switches the base.
    expect(page.text).toMatch(
      /<option value="4143432d3335323030303131"[^>]*>Easy Access Saver \(\d+\)<\/option>/,
    );
    await agent
      .get(`/loan-servicing/pay-into-account/${LOAN}?account=${SAVINGS}`)
      .expect(302)
      .expect('location', `/loan-servicing/pay-into-account/${SAVINGS}`);
  });

  it('marks up the card fields for autofill and numeric keypads, and pays the type "specific"', async () => {
    const agent = await carlSignedIn();
    const page = keep(await agent.get(STEP1).expect(200));
    // HTML attribute names are case-insensitive (React writes autoComplete, inputMode).
    const input = (id: string) =>
      (new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(page.text)?.[0] ?? '').toLowerCase();
    expect(input('cardNumber')).toContain('autocomplete="cc-number"');
    expect(input('cardNumber')).toContain('inputmode="numeric"');
    expect(input('securityCode')).toContain('inputmode="numeric"');
    expect(input('expiryDate')).toContain('autocomplete="cc-exp"');
    expect(input('securityCode')).toContain('autocomplete="cc-csc"');
    expect(input('cardholderName')).toContain('autocomplete="cc-name"');
    expect(input('securityCode')).not.toContain('value=');
    expect(input('cardNumber')).not.toContain('value=');
    expect(page.text).toContain(
      '<label class="govuk-label govuk-label--s" for="securityCode">Card security code</label>',
    );
    expect(page.text).toContain('<input type="hidden" name="paymentType" value="specific"/>');
  });

  it('refuses a POST without the CSRF token, and answers an empty form with each required message', async () => {
    const agent = await carlSignedIn();
    await agent.post(STEP1).type('form').send({ amount: '5' }).expect(403);
    const page = keep(await agent.get(STEP1).expect(200));
    const empty = keep(
      await agent
        .post(STEP1)
        .type('form')
        .send({ _csrf: csrfFrom(page.text) })
        .expect(400),
    );
    for (const message of [
      'Please enter an amount',
      'Please enter your card number',
      'Please enter the expiry date',
      'Please enter the name on the card',
      'Please enter the card security code',
      'Please enter the first line of the billing address',
      'Please enter the billing postcode',
    ])
      expect(text(empty.text)).toContain(message);
    expect(empty.text).toContain('<a href="#cardNumber">Please enter your card number</a>');
    expect(empty.text).toContain('<title>Error: Pay savings or loan account - ');
  });

  it('never echoes the card number, expiry or security code after an error', async () => {
    const agent = await carlSignedIn();
    const page = keep(await agent.get(STEP1).expect(200));
    const entry = details(CARDS.challenge, { amount: 'ten', expiryDate: '13/30' });
    const refused = keep(
      await agent
        .post(STEP1)
        .type('form')
        .send({ _csrf: csrfFrom(page.text), ...entry })
        .expect(400),
    );
    expect(text(refused.text)).toContain('Please enter a valid amount');
    expect(text(refused.text)).toContain('Expiry date must be in MM/YY format');
    expect(refused.text).not.toContain(CARDS.challenge);
    expect(refused.text).not.toContain(entry.securityCode);
    expect(refused.text).not.toContain('13/30');
    expect(refused.text).toContain('value="Carl Card"');
  });
});

describe('a frictionless card', () => {
  it('reviews with the last 4 digits only; two parallel Pay POSTs with one key move the money once', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { review, key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '£1,234.56' }));
    expect(text(review.text)).toContain('Card ending 4444');
    expect(review.text).not.toContain(CARDS.frictionless);
    expect(find(review.text, />Pay £[\d,.]+<\/button>/)).toBe('>Pay £1,234.56</button>');
    expect(link(review.text, STEP1)).toBe(`Edit details -> ${STEP1}`);

    const [first, second] = await Promise.all([pay(agent, csrf, key), pay(agent, csrf, key)]);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    const confirmation = `${STEP1}/confirmation?key=${key}`;
    expect([first.headers.location, second.headers.location]).toEqual([confirmation, confirmation]);
    const movements = await cardMovements();
    expect(movements).toHaveLength(before + 1);
    expect(movements.at(-1)).toMatchObject({ AmountPence: 123_456, Status: 'Completed' });

    const done = keep(await agent.get(confirmation).expect(200));
    expect(text(done.text)).toContain('Payment completed successfully');
    expect(find(done.text, /data-testid="payment-reference">[^<]*</)).toMatch(/>CP\d{10}<$/);
    expect(text(done.text)).toContain('You paid £1,234.56 into Easy Access Saver');
    // A refresh shows the same; Pay again with the same key, and Back to the review, make nothing more.
    keep(await agent.get(confirmation).expect(200));
    const again = await pay(agent, csrf, key).expect(303);
    expect(again.headers.location).toBe(confirmation);
    const back = keep(await agent.get(`${STEP1}/review`).expect(200));
    expect(text(back.text)).toContain('You have already made this payment');
    expect(await cardMovements()).toHaveLength(before + 1);
  });

  it("'Edit details' keeps the amount and address, and asks for the card again", async () => {
    const agent = await carlSignedIn();
    const entry = details(CARDS.frictionless, { amount: '12.00', addressLine2: 'Flat 2' });
    const { key } = await toReview(agent, entry);
    const step1 = keep(await agent.get(STEP1).expect(200));
    expect(step1.text).toContain('value="12.00"');
    expect(step1.text).toContain('value="Flat 2"');
    expect(step1.text).not.toContain(CARDS.frictionless);
    // The review is gone with the card: its key makes nothing.
    await agent.get(`${STEP1}/review`).expect(302).expect('location', STEP1);
    const stale = await pay(agent, csrfFrom(step1.text), key).expect(303);
    expect(stale.headers.location).toBe(STEP1);
  });
});

describe('refused payments', () => {
  it.each([
    ['declined', CARDS.declined, 'The payment was declined by the card issuer'],
    ['blocked', CARDS.blocked, 'The card is blocked by the card issuer'],
  ] as const)(
    'a %s card goes back to step 1 with the §8 message, the card fields empty',
    async (_name, card, message) => {
      const agent = await carlSignedIn();
      const before = await cardMovements();
      const { key, csrf } = await toReview(agent, details(card));
      await pay(agent, csrf, key).expect(303).expect('location', STEP1);
      const page = keep(await agent.get(STEP1).expect(200));
      expect(text(page.text)).toContain(`${message}. No money has been taken from your card.`);
      expect(page.text).not.toContain(card);
      expect(page.text).toContain('value="Carl Card"');
      expect(await cardMovements()).toEqual(before);
    },
  );
});

describe('3-D Secure', () => {
  it('approve: the return endpoint works without a cookie, and completing twice credits once', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '40.00' }));
    await pay(agent, csrf, key).expect(303).expect('location', `${STEP1}/verification`);
    const movement = (await cardMovements()).at(-1);
    expect(movement).toMatchObject({ AmountPence: 4000, Status: 'AwaitingThreeDSecure' });

    const { url, fields, page } = await handOff(agent);
    expect(fields.TermUrl).toBe(`${portal.url}/card-issuer/return`);
    expect(fields.CancelUrl).toBe(`${portal.url}/card-issuer/cancel`);
    expect(text(page.text)).toContain('Continue to your card issuer');
    // The verification page's CSP, and only its, lets the issuer in (decision 020).
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-src 'self' ${portal.sandbox.acsUrl}`);
    expect(csp).toMatch(
      new RegExp(`form-action 'self' \\S+ ${portal.sandbox.acsUrl.replace(/\./g, '\\.')}(;|$)`),
    );
    const reviewCsp = (await agent.get(STEP1)).headers['content-security-policy'] as string;
    expect(reviewCsp).toContain("frame-src 'none'");
    expect(reviewCsp).not.toContain(portal.sandbox.acsUrl);

    const issuerPage = await answerAtIssuer(url, 'approve', fields);
    // The return endpoint: a cross-site POST without our cookie is answered (no 403), sets no cookie, may be framed
    // by our pages only, and only bounces the answer to the same-site completion handler.
    const bounce = await returnFromIssuer(issuerPage.form.action, issuerPage.form.fields);
    expect(bounce.response.status).toBe(200);
    expect(bounce.response.headers.get('set-cookie')).toBeNull();
    expect(bounce.response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(bounce.html).toContain('<script src="/card-issuer/continue.js"></script>');
    expect(bounce.html).toContain('>Continue</button>');
    expect(bounce.action).toBe(`${STEP1}/verification/complete`);
    expect((await cardMovements()).at(-1)).toMatchObject({ Status: 'AwaitingThreeDSecure' });

    const posted = { MD: hidden(bounce.html, 'MD'), PaRes: hidden(bounce.html, 'PaRes') };
    const complete = () =>
      agent
        .post(bounce.action as string)
        .set('origin', portal.url)
        .type('form')
        .send(posted);
    const [one, two] = await Promise.all([complete(), complete()]);
    expect(one.status).toBe(303);
    expect(two.status).toBe(303);
    expect(one.headers.location).toBe(two.headers.location);
    const three = await complete().expect(303);
    expect(three.headers.location).toBe(one.headers.location);
    const movements = await cardMovements();
    expect(movements).toHaveLength(before + 1);
    expect(movements.at(-1)).toMatchObject({ AmountPence: 4000, Status: 'Completed' });
    const done = keep(await agent.get(one.headers.location as string).expect(200));
    expect(text(done.text)).toContain('Payment completed successfully');
    expect(text(done.text)).toContain('You paid £40.00 into Easy Access Saver');
  });

  it('refuses a completion whose MD is not the journey’s, and one from another site', async () => {
    const agent = await carlSignedIn();
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '41.00' }));
    await pay(agent, csrf, key).expect(303);
    const { md, action, posted } = await throughIssuer(agent, 'approve');
    // Garbage, and an MD sealed for another payment (a later journey's, after the first is cancelled) are refused.
    await agent.post(action).type('form').send({ MD: 'not-ours', PaRes: posted.PaRes }).expect(403);
    await agent
      .post(action)
      .type('form')
      .send({ MD: `${md.slice(0, -2)}AA`, PaRes: posted.PaRes })
      .expect(403);
    // A post from another site, even with the right MD, stops at the Origin check.
    await agent.post(action).set('origin', portal.sandbox.acsUrl).type('form').send(posted).expect(403);
    // Another customer's session with this MD is refused too.
    const other = await signIn(portal.url);
    await other.post(action).type('form').send(posted).expect(404);
    expect((await cardMovements()).at(-1)).toMatchObject({
      AmountPence: 4100,
      Status: 'AwaitingThreeDSecure',
    });
    // The right one completes.
    const ok = await agent.post(action).type('form').send(posted).expect(303);
    expect(ok.headers.location).toMatch(/\/confirmation\?key=/);
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4100, Status: 'Completed' });
  });

  it('decline at the issuer: Declined, back to step 1 with the message', async () => {
    const agent = await carlSignedIn();
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '42.00' }));
    await pay(agent, csrf, key).expect(303);
    const { action, posted } = await throughIssuer(agent, 'decline');
    await agent.post(action).type('form').send(posted).expect(303).expect('location', STEP1);
    const page = keep(await agent.get(STEP1).expect(200));
    expect(text(page.text)).toContain('The payment was declined by the card issuer');
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4200, Status: 'Declined' });
  });

  it('cancel at the issuer: the bank is told once, step 1 says so, and a late completion credits nothing', async () => {
    const agent = await carlSignedIn();
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '43.00' }));
    await pay(agent, csrf, key).expect(303);
    const { action, posted, md } = await throughIssuer(agent, 'cancel');
    expect(action).toBe(`${STEP1}/verification/cancel`);
    await agent.post(action).type('form').send(posted).expect(303).expect('location', STEP1);
    const page = keep(await agent.get(STEP1).expect(200));
    expect(text(page.text)).toContain('You cancelled the payment. No money has been taken from your card.');
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4300, Status: 'Cancelled' });
    const late = await agent.post(`${STEP1}/verification/complete`).type('form').send({ MD: md, PaRes: 'x' });
    expect(late.status).toBe(303);
    await agent
      .get(late.headers.location as string)
      .expect(302)
      .expect('location', STEP1);
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4300, Status: 'Cancelled' });
  });

  it('pays into the loan under /loan-servicing', async () => {
    const agent = await carlSignedIn();
    const step1 = `/loan-servicing/pay-into-account/${LOAN}`;
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '50.00' }), step1);
    await pay(agent, csrf, key, step1).expect(303).expect('location', `${step1}/verification`);
    const { action, posted } = await throughIssuer(agent, 'approve', step1);
    const done = await agent.post(action).type('form').send(posted).expect(303);
    expect(done.headers.location).toMatch(new RegExp(`^${step1}/confirmation\\?key=`));
    expect(text(keep(await agent.get(done.headers.location as string).expect(200)).text)).toContain(
      'You paid £50.00 into Car Loan',
    );
  });
});

describe('in flight, unknown, failed, expired', () => {
  it('shows a second Pay sent while the first is in flight as being processed, then the one result', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '3.33' }));
    // supertest sends a request when it is awaited: start the first one now.
    const first = pay(agent, csrf, key).then((res) => res);
    // The second comes once the first has reached the bank, which holds its answer for 3 s.
    await until('the first Pay at the bank', async () => (await cardMovements()).length > before);
    const second = await pay(agent, csrf, key).expect(303);
    const processing = keep(await agent.get(second.headers.location as string).expect(200));
    expect(processing.text).toContain('<meta http-equiv="refresh" content="2"/>');
    expect(text(processing.text)).toContain('Your payment is being processed');
    expect((await first).status).toBe(303);
    const done = keep(await agent.get(`${STEP1}/confirmation?key=${key}`).expect(200));
    expect(text(done.text)).toContain('Payment completed successfully');
    expect(await cardMovements()).toHaveLength(before + 1);
  });

  it('says an outcome it could not confirm is unknown, and never sends it again', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '7.77' }));
    const res = await pay(agent, csrf, key).expect(303);
    expect(res.headers.location).toBe(`${STEP1}/confirmation?key=${key}`);
    const unknown = keep(await agent.get(res.headers.location as string).expect(200));
    expect(text(unknown.text)).toContain(
      'An unknown error occurred. Please check your accounts before retrying.',
    );
    await pay(agent, csrf, key)
      .expect(303)
      .expect('location', res.headers.location as string);
    expect(await cardMovements()).toHaveLength(before + 1);
  });

  it("says the bank's Failed in §8's words on step 1", async () => {
    const agent = await carlSignedIn();
    const before = await cardMovements();
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '9.99' }));
    await pay(agent, csrf, key).expect(303).expect('location', STEP1);
    const page = keep(await agent.get(STEP1).expect(200));
    expect(text(page.text)).toContain(
      'The payment failed to go through due to technical difficulties. No money has been taken from your card.',
    );
    expect(await cardMovements()).toEqual(before);
  });

  it('keeps the card details 15 minutes at most: then Pay sends nothing and step 1 asks for them again', async () => {
    const agent = await carlSignedIn();
    const before = await cardMovements();
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '15.00' }));
    shift = 15 * 60_000 + 1000;
    try {
      await pay(agent, csrf, key).expect(303).expect('location', STEP1);
      const page = keep(await agent.get(STEP1).expect(200));
      expect(text(page.text)).toContain('For your security we only keep card details for 15 minutes.');
      expect(page.text).toContain('value="15.00"');
      // The review, reached again after a while, sends the customer back the same way.
      const again = await toReview(agent, details(CARDS.frictionless, { amount: '16.00' }));
      shift += 15 * 60_000 + 1000;
      await agent.get(`${STEP1}/review`).expect(302).expect('location', STEP1);
      await pay(agent, again.csrf, again.key).expect(303).expect('location', STEP1);
    } finally {
      shift = 0;
    }
    expect(await cardMovements()).toEqual(before);
  });
});

describe('card data stays out of logs, the session store and the pages', () => {
  it('finds no card number and no security code anywhere', async () => {
    // Mid-journey too: a review whose hold is sealed in the session.
    const agent = await carlSignedIn();
    const entry = details(CARDS.challenge, { amount: '44.00' });
    await toReview(agent, entry);

    const numbers = Object.values(CARDS);
    const logs = portal.logs();
    expect(logs.length).toBeGreaterThan(0);
    const sessionFiles = readdirSync(portal.sessionDir).map((file) => join(portal.sessionDir, file));
    const raw = sessionFiles.map((file) => readFileSync(file).toString('latin1')).join('\n');
    // The session rows decrypted: the journey's hold is sealed again inside them.
    const db = new DatabaseSync(join(portal.sessionDir, 'sessions.sqlite'), { readOnly: true });
    const cipher = createSessionCipher(portal.config.session.secret);
    const decrypted = [
      ...(db.prepare('SELECT data FROM sessions').all() as { data: string }[]),
      ...(db.prepare('SELECT data FROM submissions').all() as { data: string }[]),
    ]
      .map((row) => cipher.decrypt(row.data))
      .join('\n');
    db.close();
    expect(decrypted).toContain('cardHold');
    const html = pages.join('\n');
    for (const [where, content] of [
      ['logs', logs],
      ['session store file', raw],
      ['session store, decrypted', decrypted],
      ['pages', html],
    ] as const) {
      for (const number of numbers) expect(`${where}: ${content.includes(number)}`).toBe(`${where}: false`);
      for (const securityCode of usedCodes) {
        // A code is 3 digits: look for it as a value, not as any 3 digits in a hash.
        const asValue = new RegExp(`["'=>:]${securityCode}["'<&,]`);
        expect(`${where} ${securityCode}: ${asValue.test(content)}`).toBe(`${where} ${securityCode}: false`);
      }
    }
  });
});
