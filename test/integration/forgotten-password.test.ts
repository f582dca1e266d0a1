import { beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, signIn, text, type Agent } from '../helpers/browserless.ts';
import { passChallenge } from './two-factor.helpers.ts';
import { PERSONS, personalDetailsForm, type Person } from './access-persons.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// Forgotten password (spec 1 §2, §4 "Forgotten password", §5, §7, §8) against the sandbox, without JavaScript:
// personal details, the activation under two-factor, the Security step with its timer, and every answer.

const MINUTE = 60_000;
let clockOffset = 0; // the portal's clock (the Security-step timer)
let bankOffset = 0; // the sandbox's clock (tickets)
const portal = usePortal(
  // A short Security-step timer, so moving the clock past it keeps the session (idle expiry 20 minutes).
  { FLOW_TIMEOUT_MINUTES: '5' },
  {
    now: () => Date.now() + clockOffset,
    sandbox: { clock: () => new Date(Date.now() + bankOffset), sessionExpiryMinutes: 24 * 60 },
  },
);

beforeEach(() => {
  clockOffset = 0;
  bankOffset = 0;
});

const FRED = { ...PERSONS.fred, mobile: '07700 900408', username: 'fred.forgetful' };
const FAY = { ...PERSONS.fay, mobile: '07700 900409', username: 'fay.forgetful' };
const { rita: RITA, barry: BARRY } = PERSONS;

const NEW_PASSWORD = 'Heather-Moor-42!';

function personalDetails(person: Person) {
  return { step: 'personal', ...personalDetailsForm(person) };
}

async function submitStep1(agent: Agent, person: Person) {
  const page = await agent.get('/forgotten-password/retrieve').expect(200);
  return agent
    .post('/forgotten-password/retrieve')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...personalDetails(person) });
}

/** Step 1 and the challenge: the agent is left on the Security step. */
async function reachSecurityStep(person: typeof FRED): Promise<Agent> {
  const agent = request.agent(portal.url);
  const res = await submitStep1(agent, person);
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe('/two-factor/destination');
  expect(await passChallenge(agent, portal.sandbox.apiUrl, person.mobile)).toBe(
    '/forgotten-password/retrieve',
  );
  const page = await agent.get('/forgotten-password/retrieve').expect(200);
  expect(text(page.text)).toContain('Step 2 of 2: Security');
  return agent;
}

async function submitSecurity(agent: Agent, fields: Record<string, string>) {
  const page = await agent.get('/forgotten-password/retrieve').expect(200);
  return agent
    .post('/forgotten-password/retrieve')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), step: 'security', ...fields });
}

describe('forgotten password: step 1, personal details', () => {
  it('the bare path goes to /retrieve; step 1 has the five fields and the help panel', async () => {
    await request(portal.url)
      .get('/forgotten-password')
      .expect(302)
      .expect('location', '/forgotten-password/retrieve');
    const page = await request(portal.url).get('/forgotten-password/retrieve').expect(200);
    expect(page.text).toContain('<title>Forgotten your password? - ');
    expect(text(page.text)).toContain('Step 1 of 2: Personal details');
    for (const id of ['firstname', 'lastname', 'b_day-day', 'postcode', 'account_number']) {
      expect(page.text).toContain(`id="${id}"`);
    }
    expect(text(page.text)).toContain('Need help?');
  });

  it('refuses a POST without the CSRF token', async () => {
    const agent = request.agent(portal.url);
    await agent.get('/forgotten-password/retrieve').expect(200);
    await agent.post('/forgotten-password/retrieve').type('form').send(personalDetails(FRED)).expect(403);
  });

  it('an empty POST: 400 with each required message', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/forgotten-password/retrieve').expect(200);
    const res = await agent
      .post('/forgotten-password/retrieve')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), step: 'personal' })
      .expect(400);
    expect(res.text).toContain('<title>Error: Forgotten your password? - ');
    const body = text(res.text);
    expect(body).toContain('There are 5 errors in this form:');
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your date of birth',
      'Please enter your home postcode',
      'Please enter your account number',
    ]) {
      expect(body).toContain(message);
    }
    expect(res.text).toMatch(/<a href="#b_day-day">Please enter your date of birth<\/a>/);
  });

  it('IdentifyAndVerifyFailed and NotRegistered: their messages, the details kept', async () => {
    const agent = request.agent(portal.url);
    const wrong = await submitStep1(agent, { ...FRED, postcode: 'EX2 2AA' });
    expect(wrong.status).toBe(400);
    expect(text(wrong.text)).toContain(
      'The details you have entered do not match our records. Please try again.',
    );
    expect(wrong.text).toContain('value="Fred"');
    const notRegistered = await submitStep1(agent, RITA);
    expect(notRegistered.status).toBe(400);
    // Alike whether or not the person is registered (decision 029).
    expect(text(notRegistered.text)).toContain(
      'The details you have entered do not match our records. Please try again.',
    );
  });

  it('Blocked: the blocked screen', async () => {
    const agent = request.agent(portal.url);
    const res = await submitStep1(agent, BARRY);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/forgotten-password/blocked');
    const blocked = await agent.get('/forgotten-password/blocked').expect(200);
    expect(text(blocked.text)).toContain('Access to your account was denied for security reasons.');
    expect(text(blocked.text)).toContain('8am to 8pm Monday to Saturday, 9am to 5pm Sunday');
  });

  it('opening the page keeps a signed-in session and offers sign-out', async () => {
    const agent = await signIn(portal.url);
    await agent.get('/accounts/list').expect(200);
    // A GET never ends it (decision 028): the customer is offered sign-out instead.
    await agent.get('/forgotten-password/retrieve').expect(302).expect('location', '/already-signed-in');
    await agent.get('/accounts/list').expect(200);
  });

  it('Cancel on the challenge returns to step 1; the Security step cannot be reached without it', async () => {
    const agent = request.agent(portal.url);
    const res = await submitStep1(agent, FAY);
    expect(res.headers.location).toBe('/two-factor/destination');
    const challenge = await agent.get('/two-factor/destination').expect(200);
    await agent
      .post('/two-factor/cancel')
      .type('form')
      .send({ _csrf: csrfFrom(challenge.text), intent: 'cancel' })
      .expect(303)
      .expect('location', '/forgotten-password/retrieve');
    const page = await agent.get('/forgotten-password/retrieve').expect(200);
    expect(text(page.text)).toContain('Step 1 of 2: Personal details');
    // A Security form posted now is sent back to the step the journey is at.
    await agent
      .post('/forgotten-password/retrieve')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), step: 'security', password: NEW_PASSWORD })
      .expect(303)
      .expect('location', '/forgotten-password/retrieve');
    await agent
      .get('/forgotten-password/success')
      .expect(302)
      .expect('location', '/forgotten-password/retrieve');
  });
});

describe('forgotten password: step 2, Security', () => {
  it('required messages with the forgotten wording; secrets never echoed', async () => {
    const agent = await reachSecurityStep(FAY);
    const empty = await submitSecurity(agent, {});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('<title>Error: Choose your new security details - ');
    const body = text(empty.text);
    expect(body).toContain('There are 4 errors in this form:');
    for (const message of [
      'Please enter a password',
      'Please confirm your password',
      'Please enter your memorable number',
      'Please confirm your memorable number',
    ]) {
      expect(body).toContain(message);
    }
    const mismatch = await submitSecurity(agent, {
      password: NEW_PASSWORD,
      confirmPassword: 'Heather-Moor-43!',
      memorableNumber: '582039',
      confirmMemorableNumber: '582039',
    });
    expect(mismatch.status).toBe(400);
    expect(text(mismatch.text)).toContain('Your passwords do not match. Please check and try again.');
    expect(mismatch.text).not.toContain('Heather-Moor');
  });

  it('InvalidCredentials: the CredentialErrors messages, and the step stays', async () => {
    const agent = await reachSecurityStep(FAY);
    const res = await submitSecurity(agent, {
      password: 'Password123!',
      confirmPassword: 'Password123!',
      memorableNumber: '171062', // Fay's date of birth as DDMMYY
      confirmMemorableNumber: '171062',
    });
    expect(res.status).toBe(400);
    const body = text(res.text);
    expect(body).toContain('Your chosen password is on a list of well known passwords');
    expect(body).toContain('Memorable number cannot be your date of birth');
    expect(body).toContain('Step 2 of 2: Security');
  });

  it('the Security step times out after FLOW_TIMEOUT_MINUTES: back to step 1 with the message', async () => {
    const agent = await reachSecurityStep(FAY);
    clockOffset = 6 * MINUTE;
    const page = await agent.get('/forgotten-password/retrieve').expect(200);
    expect(text(page.text)).toContain('Step 1 of 2: Personal details');
    expect(text(page.text)).toContain(
      'You have taken too long to complete the credentials reset process. You will be returned to the first forgotten credentials page.',
    );
    // Shown once.
    const again = await agent.get('/forgotten-password/retrieve').expect(200);
    expect(text(again.text)).not.toContain('You have taken too long');
  });

  it('the Security step warns before it times out: its first page carries the countdown dialog', async () => {
    const agent = request.agent(portal.url);
    await submitStep1(agent, FAY);
    expect(await passChallenge(agent, portal.sandbox.apiUrl, FAY.mobile)).toBe(
      '/forgotten-password/retrieve',
    );
    // The page the passed challenge comes back to opens the Security step and, in the same response, its timer's
    // warning (decision 009: the countdown message, Yes / No).
    const page = await agent.get('/forgotten-password/retrieve').expect(200);
    expect(text(page.text)).toContain('Step 2 of 2: Security');
    expect(page.text).toContain('This page is about to time out');
    expect(page.text).toContain('class="app-timeout-dialog"');
    // Yes (the keep-alive POST) starts the timer again: the step is still there after the first 5 minutes.
    clockOffset = 4 * MINUTE;
    const yes = await agent.post('/keep-alive').set('x-csrf-token', csrfFrom(page.text)).expect(200);
    expect(yes.body).toEqual({ active: true, remainingMs: 5 * MINUTE });
    clockOffset = 8 * MINUTE;
    expect(text((await agent.get('/forgotten-password/retrieve').expect(200)).text)).toContain(
      'Step 2 of 2: Security',
    );
  });

  it('once the timer has run out, step 1 shows the message and no warning (the page timer does not loop)', async () => {
    const agent = await reachSecurityStep(FAY);
    clockOffset = 5 * MINUTE;
    const page = await agent.get('/forgotten-password/retrieve').expect(200);
    expect(text(page.text)).toContain('Step 1 of 2: Personal details');
    expect(text(page.text)).toContain('You have taken too long to complete the credentials reset process.');
    expect(page.text).not.toContain('app-timeout-dialog');
  });

  it('a Security form posted after the timer: back to step 1 with the message', async () => {
    const agent = await reachSecurityStep(FAY);
    const page = await agent.get('/forgotten-password/retrieve').expect(200);
    clockOffset = 6 * MINUTE;
    await agent
      .post('/forgotten-password/retrieve')
      .type('form')
      .send({
        _csrf: csrfFrom(page.text),
        step: 'security',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        memorableNumber: '582039',
        confirmMemorableNumber: '582039',
      })
      .expect(303)
      .expect('location', '/forgotten-password/retrieve');
    const step1 = await agent.get('/forgotten-password/retrieve').expect(200);
    expect(text(step1.text)).toContain(
      'You have taken too long to complete the credentials reset process. You will be returned to the first forgotten credentials page.',
    );
  });

  it('InvalidTicket (the reset ticket ran out at the bank): back to step 1 with the message', async () => {
    const agent = await reachSecurityStep(FAY);
    bankOffset = 21 * MINUTE; // the sandbox's ticket expiry is 20 minutes
    const res = await submitSecurity(agent, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      memorableNumber: '582039',
      confirmMemorableNumber: '582039',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/forgotten-password/retrieve');
    const step1 = await agent.get('/forgotten-password/retrieve').expect(200);
    expect(text(step1.text)).toContain(
      'Your code has expired. Please restart the forgotten password process.',
    );
  });

  it('Success: signed in with the new details, the success page, Continue to /accounts', async () => {
    const agent = await reachSecurityStep(FRED);
    const res = await submitSecurity(agent, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      memorableNumber: '582039',
      confirmMemorableNumber: '582039',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/forgotten-password/success');
    const success = await agent.get('/forgotten-password/success').expect(200);
    expectServedWithoutReact(success.text);
    expect(success.text).toContain('<title>Security details reset - ');
    expect(success.text).toMatch(/href="\/accounts"[^>]*>Continue</);
    expect(text(success.text)).toContain('Hi Fred Forgetful');
    await agent.get('/accounts/list').expect(200);

    // The new password and memorable number work; the old ones do not.
    await signIn(portal.url, {
      username: FRED.username,
      password: NEW_PASSWORD,
      memorableNumber: '582039',
    });
  });
});
