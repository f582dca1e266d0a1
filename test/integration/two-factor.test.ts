import { beforeEach, describe, expect, it } from '@jest/globals';
import { usePortal } from './use-portal.ts';
import { csrfFrom, signIn, text, type Agent } from '../helpers/browserless.ts';
import request from 'supertest';
import {
  destinationOptions,
  enterCode,
  latestCode,
  passChallenge,
  sendCodeTo,
  sentCount,
  wrongCode,
} from './two-factor.helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// The two-factor mechanism (docs/architecture.md, "Two-factor replay"; spec 2 §2, §4, §5, §8, §9) end to end without
// JavaScript, on the update-security-details journey: every screen and status the sandbox bank can produce, with
// its clock moved for the expiries. A status the portal does not know: two-factor-unknown-status.test.ts.

const MINUTE = 60_000;
let offsetMs = 0;
const portal = usePortal(
  // This file drives one customer (Cleo) through every challenge status, about 20 passcodes in a minute: more than
  // the portal's per-customer limit allows in an hour (decision 029; tested in rate-limit.test.ts).
  { RATE_LIMIT_OTP_SENDS: '100' },
  {
    // Only the challenge and passcode lifetimes should expire when the bank's clock moves on.
    sandbox: {
      clock: () => new Date(Date.now() + offsetMs),
      sessionExpiryMinutes: 24 * 60,
      ticketExpiryMinutes: 24 * 60,
    },
  },
);
beforeEach(() => {
  offsetMs = 0;
});

const CLEO = {
  username: 'cleo.change',
  password: 'Change-Password-2027',
  memorableNumber: '274839',
  name: 'Cleo Change',
};
const CLEO_MOBILE = '07700 900413';
const CLEO_EMAIL = 'cleo.change@example.com';

/**
 * Cleo asks to change her username to one that is taken: under two-factor first, and once the challenge is passed
 * the bank answers UsernameExists, so nothing changes and the same request can be challenged again and again.
 */
async function startChallenge(agent?: Agent): Promise<Agent> {
  const customer = agent ?? (await signIn(portal.url, CLEO));
  const page = await customer.get('/update-security-details/retrieve').expect(200);
  await customer
    .post('/update-security-details/retrieve')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), username: 'demo.saver' })
    .expect(303)
    .expect('location', '/two-factor/destination');
  return customer;
}

async function cancelForm(agent: Agent, path: string) {
  const page = await agent.get(path).expect(200);
  return { page, csrf: csrfFrom(page.text) };
}

describe('step 1: where to send the passcode', () => {
  it('offers the mobile by its last 3 digits and the e-mail masked; never the full destinations', async () => {
    const agent = await startChallenge();
    const page = await agent.get('/two-factor/destination').expect(200);
    expect(page.text).toContain('<title>Additional authentication - ');
    expect(page.text).toMatch(/<h1 class="govuk-heading-l">Additional authentication<\/h1>/);
    expect(destinationOptions(page.text)).toEqual([
      { value: 'd0', label: 'Text message to the mobile phone number ending 413' },
      { value: 'd1', label: 'E-mail to cl**@example.com' },
    ]);
    expect(page.text).not.toContain(CLEO_MOBILE);
    expect(text(page.text)).not.toContain('900413'); // the visible text: random tokens in the markup may hold any digits
    expect(page.text).not.toContain(CLEO_EMAIL);
    expect(page.text).toMatch(/>Cancel<\/button>/);
  });

  it('URLs cannot skip the stage the challenge is at', async () => {
    const agent = await startChallenge();
    await agent.get('/two-factor').expect(302).expect('location', '/two-factor/destination');
    await agent.get('/two-factor/code').expect(302).expect('location', '/two-factor/destination');
    await agent.get('/two-factor/cancelled').expect(302).expect('location', '/two-factor/destination');
    await request(portal.url).get('/two-factor/destination').expect(302).expect('location', '/');
  });

  it('refuses a POST without the CSRF token; requires a choice of the destinations offered', async () => {
    const agent = await startChallenge();
    const page = await agent.get('/two-factor/destination').expect(200);
    await agent.post('/two-factor/destination').type('form').send({ destination: 'd0' }).expect(403);
    for (const destination of [undefined, '', 'd9', CLEO_MOBILE]) {
      const res = await agent
        .post('/two-factor/destination')
        .type('form')
        .send({ _csrf: csrfFrom(page.text), ...(destination === undefined ? {} : { destination }) })
        .expect(400);
      expect(res.text).toContain('<title>Error: Additional authentication - ');
      // Cleo is offered her mobile and her e-mail: the message names both (decision 063).
      expect(res.text).toMatch(
        /<a href="#destination">Please select a mobile phone number or an e-mail address\.<\/a>/,
      );
    }
    expect(await sentCount(portal.sandbox.apiUrl, CLEO_MOBILE)).toBe(0);
  });

  it('Cancel returns to the originating page and ends the challenge', async () => {
    const agent = await startChallenge();
    const { csrf } = await cancelForm(agent, '/two-factor/destination');
    await agent
      .post('/two-factor/cancel')
      .type('form')
      .send({ _csrf: csrf, intent: 'cancel' })
      .expect(303)
      .expect('location', '/update-security-details/retrieve');
    await agent.get('/two-factor/destination').expect(302).expect('location', '/');
  });

  it('leaving the journey for another signed-in page ends the challenge (spec 1 §2)', async () => {
    const agent = await startChallenge();
    await agent.get('/two-factor/destination').expect(200);
    // Within the journey the challenge stays.
    await agent.get('/update-security-details/retrieve').expect(200);
    await agent.get('/two-factor/destination').expect(200);
    await agent.get('/accounts/list').expect(200);
    await agent.get('/two-factor/destination').expect(302).expect('location', '/');
  });
});

describe('step 2: the passcode', () => {
  it('one input for a 6-digit code, where it went, and how long it may take', async () => {
    const agent = await startChallenge();
    const page = await sendCodeTo(agent, 'cl**@example.com');
    expect(page).toContain('<title>Enter your One Time Passcode - ');
    const input = /<input[^>]*id="code"[^>]*>/.exec(page)?.[0] ?? '';
    // HTML attribute names are case-insensitive (React writes autoComplete, inputMode, maxLength).
    expect(input).toMatch(/autocomplete="one-time-code"/i);
    expect(input).toMatch(/inputmode="numeric"/i);
    expect(input).toMatch(/maxlength="6"/i);
    expect(page.match(/<input[^>]*type="text"/g)).toHaveLength(1);
    expect(text(page)).toContain('cl**@example.com');
    expect(text(page)).toContain('It may take up to three minutes to arrive.');
    expect(page).toMatch(/>Request another code<\/button>/);
    expect(page).not.toContain(CLEO_EMAIL);
  });

  it('refuses a POST without the CSRF token; required and format messages', async () => {
    const agent = await startChallenge();
    const page = await sendCodeTo(agent, '413');
    await agent.post('/two-factor/code').type('form').send({ code: '123456' }).expect(403);
    const empty = await agent
      .post('/two-factor/code')
      .type('form')
      .send({ _csrf: csrfFrom(page), intent: 'verify' })
      .expect(400);
    expect(empty.text).toMatch(/<a href="#code">Please enter your One Time Passcode\.<\/a>/);
    const letters = await agent
      .post('/two-factor/code')
      .type('form')
      .send({ _csrf: csrfFrom(page), intent: 'verify', code: '12a456' })
      .expect(400);
    expect(letters.text).toMatch(/<a href="#code">Please enter a valid One Time Passcode\.<\/a>/);
    expect(letters.text).not.toContain('12a456');
  });

  it('FAILED: the incorrect-OTP message, the second-attempt warning, then EXCEEDED cancels the request', async () => {
    const agent = await startChallenge();
    await sendCodeTo(agent, '413');
    const code = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);

    const first = await enterCode(agent, wrongCode(code));
    expect(first.status).toBe(400);
    expect(first.text).toMatch(
      /<a href="#code">You have entered an incorrect OTP\. Please check and try again\.<\/a>/,
    );
    expect(text(first.text)).not.toContain('this is your second attempt');

    const second = await enterCode(agent, wrongCode(code));
    expect(second.status).toBe(400);
    expect(text(second.text)).toContain('You have entered an incorrect OTP. Please check and try again.');
    expect(text(second.text)).toContain(
      'Please be aware as this is your second attempt. You have one attempt left and after that you will be locked out of your account. If you are locked out, you can try again in 24 hours.',
    );

    const third = await enterCode(agent, wrongCode(code));
    expect(third.status).toBe(303);
    expect(third.headers.location).toBe('/two-factor/cancelled');
    const cancelled = await agent.get('/two-factor/cancelled').expect(200);
    expectServedWithoutReact(cancelled.text);
    expect(cancelled.text).toContain('<title>Request Cancelled - ');
    expect(text(cancelled.text)).toContain(
      'You have entered an incorrect OTP too many times. For security reasons we have cancelled your request.',
    );
    // The right code cannot be tried any more.
    await agent.get('/two-factor/code').expect(302).expect('location', '/two-factor/cancelled');
    await agent
      .post('/two-factor/cancel')
      .type('form')
      .send({ _csrf: csrfFrom(cancelled.text), intent: 'cancel' })
      .expect(303)
      .expect('location', '/update-security-details/retrieve');
  });

  it('a passed challenge replays the request and continues the journey where it was', async () => {
    const agent = await startChallenge();
    expect(await passChallenge(agent, portal.sandbox.apiUrl, CLEO_MOBILE)).toBe(
      '/update-security-details/retrieve',
    );
    const answer = await agent.get('/update-security-details/retrieve').expect(200);
    // The replayed request was the change of username: the bank's answer to it is shown.
    expect(text(answer.text)).toContain('The username you specified is already in use.');
    await agent.get('/two-factor/code').expect(302).expect('location', '/');
  });

  it("'Request another code' sends a new one to the same place; the old one stops working", async () => {
    const agent = await startChallenge();
    const page = await sendCodeTo(agent, '413');
    const oldCode = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);
    const before = await sentCount(portal.sandbox.apiUrl, CLEO_MOBILE);
    await agent
      .post('/two-factor/code')
      .type('form')
      .send({ _csrf: csrfFrom(page), intent: 'resend' })
      .expect(303)
      .expect('location', '/two-factor/code');
    expect(await sentCount(portal.sandbox.apiUrl, CLEO_MOBILE)).toBe(before + 1);
    const again = await agent.get('/two-factor/code').expect(200);
    expect(text(again.text)).toContain('We have sent you a new passcode.');
    const newCode = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);
    if (newCode !== oldCode) expect((await enterCode(agent, oldCode)).status).toBe(400);
    const done = await enterCode(agent, newCode);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/update-security-details/retrieve');
  });

  it('ExceededMaximumActivationCodeRequests: the request-limit screen', async () => {
    const agent = await startChallenge();
    const page = await sendCodeTo(agent, '413');
    // 5 passcodes per challenge: the first and 4 more; the 6th request is refused.
    for (let i = 0; i < 4; i++) {
      await agent
        .post('/two-factor/code')
        .type('form')
        .send({ _csrf: csrfFrom(page), intent: 'resend' })
        .expect(303)
        .expect('location', '/two-factor/code');
    }
    await agent
      .post('/two-factor/code')
      .type('form')
      .send({ _csrf: csrfFrom(page), intent: 'resend' })
      .expect(303)
      .expect('location', '/two-factor/request-limit');
    const limit = await agent.get('/two-factor/request-limit').expect(200);
    expect(text(limit.text)).toContain(
      "We're sorry, you have reached the limit of OTP requests. For security reasons please wait for 24 hours before you try again.",
    );
    await agent.get('/two-factor/code').expect(302).expect('location', '/two-factor/request-limit');
  });

  it('EXPIRED_CODE: the expiry screen, whose button signs out and returns to sign-in', async () => {
    const agent = await startChallenge();
    await sendCodeTo(agent, '413');
    const code = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);
    offsetMs = 11 * MINUTE; // a passcode lives 10 minutes
    const res = await enterCode(agent, code);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/two-factor/expired');
    const expired = await agent.get('/two-factor/expired').expect(200);
    expect(expired.text).toContain('<title>OTP expired - ');
    expect(text(expired.text)).toContain('The OTP you entered has expired. Please start the session again.');
    expect(expired.text).toMatch(/>Start again<\/button>/);
    await agent
      .post('/two-factor/cancel')
      .type('form')
      .send({ _csrf: csrfFrom(expired.text), intent: 'restart' })
      .expect(303)
      .expect('location', '/sign-in');
    // spec 2 §4: 'start the session again': the old session is over.
    await agent.get('/accounts/list').expect(302).expect('location', '/sign-in');
  });

  it('EXPIRED_CHALLENGE: the expired-request screen', async () => {
    const agent = await startChallenge();
    await sendCodeTo(agent, '413');
    const code = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);
    offsetMs = 21 * MINUTE; // a challenge must be passed within 20 minutes
    const res = await enterCode(agent, code);
    expect(res.headers.location).toBe('/two-factor/expired');
    const expired = await agent.get('/two-factor/expired').expect(200);
    expect(expired.text).toContain('<title>Request expired - ');
    expect(text(expired.text)).toContain('The OTP you entered has expired. Please start the session again.');
  });
});

describe('sending fails', () => {
  it("Failed: 'Unsuccessful', and 'Try again' starts a new challenge for the same request", async () => {
    const agent = await startChallenge();
    const page = await agent.get('/two-factor/destination').expect(200);
    offsetMs = 21 * MINUTE; // the challenge closes while the customer chooses
    await agent
      .post('/two-factor/destination')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), destination: 'd0' })
      .expect(303)
      .expect('location', '/two-factor/unsuccessful');
    const failed = await agent.get('/two-factor/unsuccessful').expect(200);
    expectServedWithoutReact(failed.text);
    expect(failed.text).toContain('<title>Unsuccessful - ');
    expect(text(failed.text)).toContain('Request not completed.');
    expect(failed.text).toMatch(/>Try again<\/button>/);

    offsetMs = 0;
    await agent
      .post('/two-factor/unsuccessful')
      .type('form')
      .send({ _csrf: csrfFrom(failed.text) })
      .expect(303)
      .expect('location', '/two-factor/destination');
    expect(await passChallenge(agent, portal.sandbox.apiUrl, CLEO_MOBILE)).toBe(
      '/update-security-details/retrieve',
    );
  });

  it("no destinations, or the destinations call fails: 'Mobile Phone not available'", async () => {
    const nora = { username: 'nora.nophone', password: 'Nophone-Password-2026', memorableNumber: '841596' };
    const dan = { username: 'dan.down', password: 'Down-Password-2026', memorableNumber: '952607' };
    for (const customer of [nora, dan]) {
      const agent = await startChallenge(await signIn(portal.url, customer));
      await agent.get('/two-factor/destination').expect(302).expect('location', '/two-factor/unavailable');
      const page = await agent.get('/two-factor/unavailable').expect(200);
      expect(page.text).toContain('<title>Mobile Phone not available - ');
      expect(text(page.text)).toContain('Please call customer services.');
      expect(text(page.text)).toContain(portal.config.supportPhone);
    }
  });
});
