import { expect } from '@jest/globals';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { csrfFrom, signIn, text, type Agent } from '../helpers/browserless.ts';
import { CARL } from '../helpers/customers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';
import { answerAtIssuer, ledger, type Json } from './sandbox/money-helpers.ts';
import { usePortal } from './use-portal.ts';

// What the pay-into-account tests share (spec 3 §2, §4, §5, §8; docs/money-journeys.md): a portal that captures its
// logs, carl.card's accounts, the journey's steps as a browser without JavaScript takes them, and the readers of its
// pages. The pages it answered and the security codes used are kept for the leak grep.

export const SAVINGS = accountKeyToHex('ACC-35200011');
export const LOAN = accountKeyToHex('ACC-35200022');
export const STEP1 = `/savings-servicing/pay-into-account/${SAVINGS}`;
export const EXPIRY = '12/30';
/** Security codes of this test: distinctive enough to grep for (a bare '123' turns up by chance). */
export const CODES = Array.from({ length: 40 }, (_, i) => String(731 + i * 3));

export function hidden(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no hidden ${name}`);
  return match[1].replace(/&amp;/g, '&');
}

export function formAction(html: string, testId: string): string {
  const form = new RegExp(`<form[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
  const match = /action="([^"]+)"/.exec(form);
  if (!match?.[1]) throw new Error(`no form ${testId}`);
  return match[1].replace(/&amp;/g, '&');
}

/** The first match of `pattern` in the page, or null: a failure shows that, not the whole page. */
export function find(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[0] ?? null;
}

/** The link to `href`, as '<text> -> <href>', or null. */
export function link(html: string, href: string): string | null {
  const match = new RegExp(`<a[^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  return match ? `${text(match[1] ?? '').trim()} -> ${href}` : null;
}

export function pay(agent: Agent, csrf: string, key: string, step1 = STEP1) {
  return agent.post(`${step1}/review`).type('form').send({ _csrf: csrf, submissionKey: key });
}

type Entry = Partial<Record<string, string>>;

/**
 * The portal of a pay-into-account test file, on the clock `now` gives, and the journey's steps on it. Every page
 * the steps read is kept in `pages`, every security code they typed in `usedCodes`.
 */
export function usePayIntoAccount(now: () => number = Date.now) {
  const portal = usePortal({}, { captureLogs: true, now });
  const usedCodes = new Set<string>();
  /** Every HTML page the portal answered in this file, for the leak grep. */
  const pages: string[] = [];

  function keep<T extends { text: string }>(response: T): T {
    pages.push(response.text);
    return response;
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

  // What the portal answered and moved, for the assertions; then the journey's steps.
  const seen = { portal, pages, usedCodes, cardMovements };
  return { ...seen, keep, carlSignedIn, details, toReview, handOff, returnFromIssuer, throughIssuer };
}
