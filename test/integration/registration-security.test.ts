import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';
import { PERSONS as P } from './access-persons.ts';
import {
  detailsForm,
  h1,
  MSG,
  postForm,
  securityForm,
  toSecurityStage,
  postWith,
} from './registration-helpers.ts';

// Registration step 2 without JavaScript (spec 1 §4 "Registration", §5, §8 "Credential setup"): the security
// details against the real sandbox bank, each credential setup status → its screen or message.

const portal = usePortal();

describe('step 2: register (security details)', () => {
  it('refuses a POST without the CSRF token', async () => {
    const agent = request.agent(portal.url);
    await toSecurityStage(agent, P.uma);
    await agent
      .post('/registration/register')
      .type('form')
      .send(securityForm('uma.unsuccessful'))
      .expect(403);
  });

  it('answers an empty POST with 400 and the six required messages; never echoes secrets', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.uma);
    const empty = await postWith(agent, page, { step: 'security' }).expect(400);
    expect(empty.text).toContain('<title>Error: Registration step 2 of 2: Register - ');
    expect(text(empty.text)).toContain('There are 6 errors in this form:');
    for (const [href, message] of [
      ['#username', 'Please enter a username'],
      ['#confirmUsername', 'Please confirm your username'],
      ['#password', 'Please enter a password'],
      ['#confirmPassword', 'Please confirm your password'],
      ['#memorableNumber', 'Please enter your memorable number'],
      ['#confirmMemorableNumber', 'Please confirm your memorable number'],
    ]) {
      expect(empty.text).toContain(`<a href="${href}">${message}</a>`);
    }
    const mismatch = await agent
      .post('/registration/register')
      .type('form')
      .send({
        _csrf: csrfFrom(page.text),
        ...securityForm('uma.unsuccessful'),
        confirmUsername: 'uma.unsuccessfu',
        confirmPassword: 'Heather-Moor-43!',
        confirmMemorableNumber: '582030',
      })
      .expect(400);
    const body = text(mismatch.text);
    expect(body).toContain('Please ensure the username fields match');
    expect(body).toContain('Please ensure the password fields match');
    expect(body).toContain('Please ensure the memorable number fields match');
    expect(mismatch.text).not.toContain('Heather-Moor-4');
    expect(mismatch.text).not.toMatch(/<input(?![^>]*name="_csrf")[^>]*value="[^"]*58203/); // not echoed in any field (the CSRF token is random)
    expect(mismatch.text).toMatch(/id="username"[^>]*value="uma.unsuccessful"/);
  });

  it('Unsuccessful → /registration/unsuccessful, whose Try again starts again', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.uma);
    const res = await postWith(agent, page, securityForm('uma.unsuccessful')).expect(303);
    expect(res.headers.location).toBe('/registration/unsuccessful');
    const result = await agent.get('/registration/unsuccessful').expect(200);
    expect(text(result.text)).toContain('Monday to Friday 9am to 5pm');
    expect(result.text).toMatch(/<a role="button"[^>]*href="\/registration\/register"[^>]*>Try again<\/a>/);
    expect(h1((await agent.get('/registration/register').expect(200)).text)).toBe(
      'Step 1 of 2 Personal details',
    );
  });

  it('Blocked → /registration/blocked', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.seth);
    const res = await postWith(agent, page, securityForm('seth.setupblocked')).expect(303);
    expect(res.headers.location).toBe('/registration/blocked');
    const result = await agent.get('/registration/blocked').expect(200);
    expect(text(result.text)).toContain('Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.');
  });

  it('UsernameAlreadyExists and InvalidCredentials stay on step 2 with their messages in the summary', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.ruth);
    const post = (form: Record<string, string>) => postWith(agent, page, form);

    const taken = await post(securityForm('DEMO.SAVER')).expect(400);
    expect(taken.text).toContain(
      '<a href="#username">This username is already taken. Please choose another username.</a>',
    );
    expect(text(taken.text)).toContain(MSG.general);

    const dob = await post(securityForm('ruth.register', 'Heather-Moor-42!', '310101')).expect(400);
    expect(dob.text).toContain(
      '<a href="#memorableNumber">Memorable number cannot be your date of birth</a>',
    );
    const allSame = await post(securityForm('ruth.register', 'Password123!', '777777')).expect(400);
    expect(text(allSame.text)).toContain('There are 2 errors in this form:');
    expect(allSame.text).toContain(
      '<a href="#password">Your chosen password is on a list of well known passwords</a>',
    );
    expect(allSame.text).toContain('<a href="#memorableNumber">You cannot have all the digits the same</a>');
    const sequential = await post(securityForm('ruth.register', 'Heather-Moor-42!', '123456')).expect(400);
    expect(text(sequential.text)).toContain("You aren't allowed to have a sequential sequence of digits");
    const sameAsUsername = await post(securityForm('ruth.register-1', 'Ruth.Register-1')).expect(400);
    expect(text(sameAsUsername.text)).toContain('Your password cannot be the same as your username');
    expect(h1(sameAsUsername.text)).toBe('Step 2 of 2 Register');
  });

  it('InvalidTicket → step 1 with the InvalidTicket message, data cleared', async () => {
    const first = request.agent(portal.url);
    const page = await toSecurityStage(first, P.rita);
    // A second registration for the same person replaces the first ticket (one live ticket per person).
    await toSecurityStage(request.agent(portal.url), P.rita);
    const res = await postWith(first, page, securityForm('rita.register')).expect(303);
    expect(res.headers.location).toBe('/registration/register');
    const back = await first.get('/registration/register').expect(200);
    expect(h1(back.text)).toBe('Step 1 of 2 Personal details');
    expect(text(back.text)).toContain(`Important ${MSG.invalidTicket}`);
    expect(back.text).not.toMatch(/value="Rita"|value="30999001"/);
    // Shown once.
    expect(text((await first.get('/registration/register').expect(200)).text)).not.toContain(
      MSG.invalidTicket,
    );
  });

  it('Cancel resets the registration', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.rob);
    const res = await postWith(agent, page, { intent: 'cancel' }).expect(303);
    expect(res.headers.location).toBe('/registration/register');
    const again = await agent.get('/registration/register').expect(200);
    expect(h1(again.text)).toBe('Step 1 of 2 Personal details');
    expect(again.text).not.toMatch(/value="Rob"/);
  });

  it('Success → /registration/success with next steps and Login; the new credentials sign in', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.rob);
    const res = await postWith(
      agent,
      page,
      securityForm('rob.register', 'Granite-Peak-77?', '902715'),
    ).expect(303);
    expect(res.headers.location).toBe('/registration/success');
    const success = await agent.get('/registration/success').expect(200);
    expectServedWithoutReact(success.text);
    expect(h1(success.text)).toBe('Registration complete');
    expect(text(success.text)).toContain('What happens next');
    expect(success.text).toMatch(/<a role="button"[^>]*href="\/sign-in"[^>]*>Login<\/a>/);
    // A new visit to the form starts afresh, and success is not shown again.
    expect(h1((await agent.get('/registration/register').expect(200)).text)).toBe(
      'Step 1 of 2 Personal details',
    );
    await agent.get('/registration/success').expect(302);

    const signedIn = await signIn(portal.url, {
      username: 'rob.register',
      password: 'Granite-Peak-77?',
      memorableNumber: '902715',
    });
    expect(text((await signedIn.get('/accounts/list').expect(200)).text)).toContain('Hi Rob Register');
    // And registering again says so.
    const again = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.rob));
    expect(again.headers.location).toBe('/registration/alreadyhascredentials');
  });
});
