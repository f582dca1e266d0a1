import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  CARD_PAYMENT_CANCEL,
  CARD_PAYMENT_COMPLETE,
  CARD_PAYMENT_MAKE,
} from '../../../shared/api/money-movements.ts';
import { useTestSandbox } from './test-sandbox.ts';
import {
  CARL,
  CARL_SAVINGS,
  type Caller,
  HAND_OFF,
  answerAtIssuer,
  completeRequest,
  formOf,
  makeRequest,
  postForm,
  signedIn,
} from './money-helpers.ts';

// The sandbox card issuer (3-D Secure ACS, sandbox/acs): its own origin, the challenge page (accessible, strict CSP,
// frameable), the hand-off back to the merchant (PaRes + MD to TermUrl, MD to CancelUrl; auto-submitted by an
// external script, a Continue button without JavaScript), and that it never echoes input unescaped.

const sandbox = useTestSandbox({ clock: () => new Date('2026-11-23T10:00:00Z') });
let carl: Caller;

beforeAll(async () => {
  carl = await signedIn(sandbox.apiUrl, CARL);
});

async function newChallenge(amount = '25.00'): Promise<{ url: string; paymentKey: string }> {
  const { body } = await carl.post(CARD_PAYMENT_MAKE, makeRequest(CARL_SAVINGS, { Amount: amount }));
  expect(body.ResponseStatus).toBe('PerformThreeDSecure');
  return { url: body.ThreeDSecureUrl, paymentKey: body.PaymentKey };
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

function expectStrictPage(html: string, headers: Headers) {
  expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
  expect(html).toMatch(/<title>[^<]+ – Sandbox Card Services<\/title>/);
  expect(count(html, /<h1[\s>]/g)).toBe(1);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('<link rel="stylesheet" href="/acs/assets/acs.css">');
  // No inline script or style.
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).not.toContain('unsafe-inline');
  // Merchants frame it.
  expect(csp).not.toContain('frame-ancestors');
  expect(headers.get('x-frame-options')).toBeNull();
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('the challenge page (POST ThreeDSecureUrl)', () => {
  it('names the amount, merchant and card, with three labelled buttons; strict CSP, frameable', async () => {
    const { url } = await newChallenge('1234.50');
    const page = await postForm(url, HAND_OFF);
    expect(page.status).toBe(200);
    expectStrictPage(page.html, page.headers);
    expect(page.html).toContain('<title>Confirm your payment – Sandbox Card Services</title>');
    expect(page.html).toContain('<h1 class="heading">Confirm your payment</h1>');
    expect(page.html).toContain(
      'You are paying <strong>£1,234.50</strong> to <strong>Northmoor Savings</strong> with your card ending <strong>1111</strong>.',
    );
    expect(
      [
        ...page.html.matchAll(/<button type="submit" name="action" value="(\w+)"[^>]*>([^<]+)<\/button>/g),
      ].map((match) => [match[1], match[2]]),
    ).toEqual([
      ['approve', 'Approve payment'],
      ['decline', 'Decline'],
      ['cancel', 'Cancel'],
    ]);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self';");
    expect(page.html).not.toContain('<script');
  });

  it.each([
    ['a javascript: TermUrl', { ...HAND_OFF, TermUrl: 'javascript:alert(document.domain)' }],
    ['a javascript: CancelUrl', { ...HAND_OFF, CancelUrl: 'JavaScript:alert(1)' }],
    ['a data: TermUrl', { ...HAND_OFF, TermUrl: 'data:text/html,<script>alert(1)</script>' }],
    ['a relative TermUrl', { ...HAND_OFF, TermUrl: '/3ds/return' }],
    ['a TermUrl with credentials', { ...HAND_OFF, TermUrl: 'https://user:pass@portal.example/return' }],
    ['no MD', { TermUrl: HAND_OFF.TermUrl, CancelUrl: HAND_OFF.CancelUrl }],
    ['no CancelUrl', { MD: HAND_OFF.MD, TermUrl: HAND_OFF.TermUrl }],
  ])('refuses %s with a 400 page that does not repeat it', async (_name, form) => {
    const { url } = await newChallenge();
    const page = await postForm(url, form);
    expect(page.status).toBe(400);
    expectStrictPage(page.html, page.headers);
    expect(page.html).toContain('This payment cannot be confirmed');
    expect(page.html).not.toMatch(/javascript:|data:|<script>alert|user:pass|<form/i);
  });

  it('answers 404 for an unknown or malformed payment id, 405 for a GET', async () => {
    const { url } = await newChallenge();
    const origin = new URL(url).origin;
    expect((await postForm(`${origin}/acs/challenge?payment=${'0'.repeat(32)}`, HAND_OFF)).status).toBe(404);
    const malformed = await postForm(`${origin}/acs/challenge?payment=%3Cscript%3E`, HAND_OFF);
    expect(malformed.status).toBe(404);
    expect(malformed.html).not.toContain('<script>');
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
  });

  it('serves its stylesheet and the auto-submit script from its own origin', async () => {
    const origin = sandbox.acsUrl;
    const css = await fetch(`${origin}/acs/assets/acs.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
    expect(await css.text()).toMatch(/:focus/);
    const script = await fetch(`${origin}/acs/assets/auto-submit.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('form[data-auto-submit]');
    expect((await fetch(`${origin}/acs/assets/nothing.js`)).status).toBe(404);
  });
});

describe('the hand-off back to the merchant', () => {
  it('approve: a form POSTing PaRes and MD to TermUrl, auto-submitted by an external script, with Continue', async () => {
    const { url } = await newChallenge();
    const page = await answerAtIssuer(url, 'approve');
    expect(page.status).toBe(200);
    expectStrictPage(page.html, page.headers);
    expect(page.html).toContain('<h1 class="heading">Returning you to Northmoor Savings</h1>');
    expect(page.html).toContain('You approved the payment.');
    expect(page.html).toMatch(/<form method="post" action="[^"]+" data-auto-submit>/);
    expect(page.html).toContain('<button type="submit" class="button">Continue</button>');
    expect(page.html).toContain('<script src="/acs/assets/auto-submit.js"></script>');
    expect(page.form).toEqual({
      action: HAND_OFF.TermUrl,
      fields: { PaRes: expect.stringMatching(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/), MD: HAND_OFF.MD },
    });
    // Its forms may post to the merchant's origin only (and back to the issuer).
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:3910;",
    );
  });

  it('decline: the same hand-off, with a PaRes the bank reads as declined', async () => {
    const { url, paymentKey } = await newChallenge();
    const page = await answerAtIssuer(url, 'decline');
    expect(page.html).toContain('You declined the payment.');
    expect(page.form.action).toBe(HAND_OFF.TermUrl);
    const { body } = await carl.post(
      CARD_PAYMENT_COMPLETE,
      completeRequest(makeRequest(CARL_SAVINGS), paymentKey, page.form.fields.PaRes ?? null),
    );
    expect(body.ResponseStatus).toBe('Declined');
  });

  it('cancel: a form POSTing only MD to CancelUrl', async () => {
    const { url } = await newChallenge();
    const page = await answerAtIssuer(url, 'cancel');
    expectStrictPage(page.html, page.headers);
    expect(page.html).toContain('You cancelled the payment.');
    expect(page.form).toEqual({ action: HAND_OFF.CancelUrl, fields: { MD: HAND_OFF.MD } });
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:3910;",
    );
  });

  it('the first answer stands: answering again shows the same hand-off', async () => {
    const { url } = await newChallenge();
    const first = await answerAtIssuer(url, 'approve');
    const payment = new URL(url).searchParams.get('payment') ?? '';
    const second = await postForm(`${sandbox.acsUrl}/acs/challenge/answer`, { payment, action: 'decline' });
    expect(second.status).toBe(200);
    expect(formOf(second.html)).toEqual(first.form);
    // The challenge page posted again goes straight to the hand-off too.
    expect(formOf((await postForm(url, HAND_OFF)).html)).toEqual(first.form);
  });

  it('refuses an unknown answer, and a payment the bank has finished with', async () => {
    const { url, paymentKey } = await newChallenge();
    const payment = new URL(url).searchParams.get('payment') ?? '';
    await postForm(url, HAND_OFF);
    expect(
      (await postForm(`${sandbox.acsUrl}/acs/challenge/answer`, { payment, action: 'maybe' })).status,
    ).toBe(400);
    // The customer cancelled on the portal's page before answering at the issuer.
    expect((await carl.post(CARD_PAYMENT_CANCEL, { PaymentKey: paymentKey })).body.ResponseStatus).toBe(
      'Cancelled',
    );
    const late = await postForm(`${sandbox.acsUrl}/acs/challenge/answer`, { payment, action: 'approve' });
    expect(late.status).toBe(409);
    expect(late.html).not.toContain('<form');
    expect((await postForm(url, HAND_OFF)).status).toBe(409);
    expect(
      (
        await postForm(`${sandbox.acsUrl}/acs/challenge/answer`, {
          payment: 'f'.repeat(32),
          action: 'approve',
        })
      ).status,
    ).toBe(404);
  });

  it('after the payment completed, the hand-off is not offered again', async () => {
    const { url, paymentKey } = await newChallenge();
    const page = await answerAtIssuer(url, 'approve');
    const { body } = await carl.post(
      CARD_PAYMENT_COMPLETE,
      completeRequest(makeRequest(CARL_SAVINGS), paymentKey, page.form.fields.PaRes ?? null),
    );
    expect(body.ResponseStatus).toBe('Completed');
    const payment = new URL(url).searchParams.get('payment') ?? '';
    expect(
      (await postForm(`${sandbox.acsUrl}/acs/challenge/answer`, { payment, action: 'approve' })).status,
    ).toBe(409);
  });
});

describe('nothing the issuer renders echoes input unescaped', () => {
  const hostile = {
    MD: '"><script>alert(1)</script><input name="x" value="',
    TermUrl: 'https://portal.example/3ds/return?next="><img src=x onerror=alert(1)>&a=<b>',
    CancelUrl: "https://portal.example/3ds/cancel?q='><svg/onload=alert(1)>",
  };

  it('escapes MD, TermUrl and CancelUrl in every page, and posts them back exactly', async () => {
    for (const action of ['approve', 'cancel'] as const) {
      const { url } = await newChallenge();
      const challenge = await postForm(url, hostile);
      expect(challenge.status).toBe(200);
      expect(challenge.html).not.toContain('<script>alert');
      const page = await answerAtIssuer(url, action, hostile);
      for (const html of [challenge.html, page.html]) {
        expect(html).not.toContain('<script>alert');
        expect(html).not.toContain('<img src=x');
        expect(html).not.toContain('<svg');
        expect(count(html, /<input /g)).toBe(
          count(html, /<input type="hidden" name="(?:payment|PaRes|MD)"/g),
        );
      }
      expect(page.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      // A browser posts back exactly what the merchant sent.
      expect(page.form.fields.MD).toBe(hostile.MD);
      expect(page.form.action).toBe(action === 'approve' ? hostile.TermUrl : hostile.CancelUrl);
      expect(page.headers.get('content-security-policy')).toContain(
        "form-action 'self' https://portal.example;",
      );
    }
  });
});
