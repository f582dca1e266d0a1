import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { ADVERTS } from '#shared/messages/adverts.ts';
import { csrfFrom, signIn, signOut, text, type Agent } from '../helpers/browserless.ts';
import { passChallenge } from './two-factor.helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// Update security details (spec 1 §2, §4, §5, §7 "Change credentials", §8 "Update security") against the sandbox,
// without JavaScript: the form, its validation, the change under two-factor and every answer the bank gives.

const portal = usePortal();

const CHRIS = {
  username: 'chris.change',
  password: 'Change-Password-2026',
  memorableNumber: '163728',
  name: 'Chris Change',
  mobile: '07700 900412',
};
const CLEO = {
  username: 'cleo.change',
  password: 'Change-Password-2027',
  memorableNumber: '274839',
  name: 'Cleo Change',
  mobile: '07700 900413',
};
const COLE = {
  username: 'cole.changeblocked',
  password: 'Changeblocked-Password-2026',
  memorableNumber: '385940',
  name: 'Cole Changeblocked',
  mobile: '07700 900414',
};
const NIA = {
  username: 'nia.noregistered',
  password: 'Noregistered-Password-2026',
  memorableNumber: '496051',
  name: 'Nia Noregistered',
  mobile: '07700 900415',
};

async function form(agent: Agent) {
  const page = await agent.get('/update-security-details/retrieve').expect(200);
  return csrfFrom(page.text);
}

/** Submits the form; expects the challenge screens; passes the challenge; follows back to the form's answer. */
async function changeUnderChallenge(agent: Agent, mobile: string, fields: Record<string, string>) {
  const res = await agent
    .post('/update-security-details/retrieve')
    .type('form')
    .send({ _csrf: await form(agent), ...fields })
    .expect(303);
  expect(res.headers.location).toBe('/two-factor/destination');
  const next = await passChallenge(agent, portal.sandbox.apiUrl, mobile);
  expect(next).toBe('/update-security-details/retrieve');
  return agent.get(next);
}

describe('update security details: the pages', () => {
  it('sends a signed-out visitor to sign in', async () => {
    await request(portal.url)
      .get('/update-security-details/retrieve')
      .expect(302)
      .expect('location', '/sign-in');
  });

  it('the bare path goes to /retrieve; the form has the fields, Back to services and the help panel', async () => {
    const agent = await signIn(portal.url, CLEO);
    await agent
      .get('/update-security-details')
      .expect(302)
      .expect('location', '/update-security-details/retrieve');
    const page = await agent.get('/update-security-details/retrieve').expect(200);
    expect(page.text).toContain('<title>Update your security details - ');
    for (const id of [
      'username',
      'password',
      'confirmPassword',
      'memorableNumber',
      'confirmMemorableNumber',
    ]) {
      expect(page.text).toContain(`id="${id}"`);
    }
    expect(page.text).toMatch(/<a class="govuk-link" href="\/services">Back to services<\/a>/);
    expect(text(page.text)).toContain('Need help?');
    // Nothing is required on this form.
    expect(text(page.text)).not.toContain('(required field)');
  });

  it('shows the adverts in the sidebar, each linking to its advert page (spec 1 §1, §2)', async () => {
    const agent = await signIn(portal.url, CLEO);
    const page = (await agent.get('/update-security-details/retrieve').expect(200)).text;
    const adverts = /<aside[^>]*data-testid="adverts"[^>]*>([\s\S]*?)<\/aside>/.exec(page)?.[1] ?? '';
    expect([...adverts.matchAll(/href="([^"]+)"/g)].map((link) => link[1])).toEqual(
      Object.keys(ADVERTS).map((slug) => `/${slug}`),
    );
    expect(Object.keys(ADVERTS)).toHaveLength(8);
    expect(text(adverts)).toContain('Our products');
  });

  it('the success page is only for a change that went through', async () => {
    const agent = await signIn(portal.url, CLEO);
    await agent
      .get('/update-security-details/success')
      .expect(302)
      .expect('location', '/update-security-details/retrieve');
  });
});

describe('update security details: the form', () => {
  it('refuses a POST without the CSRF token', async () => {
    const agent = await signIn(portal.url, CLEO);
    await agent.get('/update-security-details/retrieve');
    await agent
      .post('/update-security-details/retrieve')
      .type('form')
      .send({ memorableNumber: '582039', confirmMemorableNumber: '582039' })
      .expect(403);
  });

  it('an empty form: 400 with MustHaveCredential, and nothing goes upstream', async () => {
    const agent = await signIn(portal.url, CLEO);
    const res = await agent
      .post('/update-security-details/retrieve')
      .type('form')
      .send({ _csrf: await form(agent), username: '', password: '' })
      .expect(400);
    expect(res.text).toContain('<title>Error: Update your security details - ');
    expect(text(res.text)).toContain('There is 1 error in this form:');
    expect(res.text).toMatch(/<a href="#username">You must input at least one credential to change\.<\/a>/);
  });

  it('checks only what is filled, with the update wording, never echoing secrets', async () => {
    const agent = await signIn(portal.url, CLEO);
    const res = await agent
      .post('/update-security-details/retrieve')
      .type('form')
      .send({
        _csrf: await form(agent),
        username: 'ab',
        password: 'Heather-Moor-42!',
        confirmPassword: 'Heather-Moor-43!',
        memorableNumber: '58203',
      })
      .expect(400);
    const body = text(res.text);
    expect(body).toContain('There are 4 errors in this form:');
    expect(body).toContain('Your username must be at least 6 characters, and no more than 23 characters');
    expect(body).toContain('Your passwords do not match. Please check and try again.');
    expect(body).toContain('Please enter a valid memorable number');
    expect(body).toContain('Please confirm your memorable number');
    expect(res.text).toContain('value="ab"');
    expect(res.text).not.toContain('Heather-Moor');
    expect(res.text).not.toMatch(/<input(?![^>]*name="_csrf")[^>]*value="[^"]*58203/); // not echoed in any field (the CSRF token is random)
  });
});

describe('update security details: the change under two-factor', () => {
  it('changes the memorable number after a passed challenge; the new one signs in', async () => {
    const agent = await signIn(portal.url, CHRIS);
    const answer = await changeUnderChallenge(agent, CHRIS.mobile, {
      memorableNumber: '582039',
      confirmMemorableNumber: '582039',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/update-security-details/success');
    const success = await agent.get('/update-security-details/success').expect(200);
    expectServedWithoutReact(success.text);
    expect(success.text).toContain('<title>Security details updated - ');
    expect(success.text).toMatch(/href="\/accounts"[^>]*>Back to Accounts</);
    // A refresh still shows it; the two-factor state is gone.
    await agent.get('/update-security-details/success').expect(200);
    await agent.get('/two-factor/code').expect(302).expect('location', '/');

    await signIn(portal.url, { ...CHRIS, memorableNumber: '582039' });
    CHRIS.memorableNumber = '582039';
  });

  it('a new username: the session and the remembered username follow it', async () => {
    const agent = request.agent(portal.url);
    const step1 = await agent.get('/sign-in/step-1');
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({
        _csrf: csrfFrom(step1.text),
        username: CHRIS.username,
        password: CHRIS.password,
        rememberMe: 'on',
      })
      .expect(303);
    const step2 = await agent.get('/sign-in/step-2');
    const positions = [...step2.text.matchAll(/for="pin\d">(\d+)(?:st|nd|rd|th) digit/g)].map((m) =>
      Number(m[1]),
    );
    await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({
        _csrf: csrfFrom(step2.text),
        ...Object.fromEntries(positions.map((p, i) => [`pin${i}`, CHRIS.memorableNumber[p - 1]])),
      })
      .expect(303);

    const answer = await changeUnderChallenge(agent, CHRIS.mobile, { username: 'chris.renamed' });
    expect(answer.headers.location).toBe('/update-security-details/success');
    expect(String(answer.headers['set-cookie'])).toMatch(/portal\.remember=/);
    CHRIS.username = 'chris.renamed';

    // Signed out, the sign-in page greets the customer by the new name.
    await signOut(agent);
    const again = await agent.get('/sign-in/step-1').expect(200);
    expect(text(again.text)).toContain('Welcome back, chris.renamed.');
    await signIn(portal.url, CHRIS);
  });

  it('UsernameExists: back on the form with the message, the username kept', async () => {
    const agent = await signIn(portal.url, CHRIS);
    const answer = await changeUnderChallenge(agent, CHRIS.mobile, { username: 'demo.saver' });
    expect(answer.status).toBe(200);
    expect(text(answer.text)).toContain('The username you specified is already in use.');
    expect(answer.text).toContain('value="demo.saver"');
    expect(answer.text).toContain('<title>Error: Update your security details - ');
  });

  it('InvalidCredentials: the general message and each CredentialErrors message', async () => {
    const agent = await signIn(portal.url, CHRIS);
    const answer = await changeUnderChallenge(agent, CHRIS.mobile, {
      password: 'Password123!',
      confirmPassword: 'Password123!',
      memorableNumber: '123456',
      confirmMemorableNumber: '123456',
    });
    const body = text(answer.text);
    expect(body).toContain('Either the password or memorable number you have entered are invalid.');
    expect(body).toContain('Your chosen password is on a list of well known passwords');
    expect(body).toContain("You aren't allowed to have a sequential sequence of digits");
    expect(answer.text).toMatch(/<a href="#memorableNumber">You aren&#x27;t allowed/);
    expect(answer.text).not.toContain('Password123!');
  });

  it('Blocked and NoRegistered: their messages', async () => {
    const cole = await signIn(portal.url, COLE);
    const blocked = await changeUnderChallenge(cole, COLE.mobile, { username: 'cole.renamed' });
    expect(text(blocked.text)).toContain('Access to your account was denied for security reasons.');

    const nia = await signIn(portal.url, NIA);
    const noRegistered = await changeUnderChallenge(nia, NIA.mobile, { username: 'nia.renamed' });
    expect(text(noRegistered.text)).toContain(
      'The details you have entered do not match our records. Please try again.',
    );
  });
});
