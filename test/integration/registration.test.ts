import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { DEMO, signIn, text, errorLinks, PERSONAL_DETAILS_REQUIRED } from '../helpers/browserless.ts';
import { PERSONS as P, type Person } from './access-persons.ts';
import { detailsForm, h1, MSG, postForm, toSecurityStage, postWith } from './registration-helpers.ts';

// Registration without JavaScript (spec 1 §2 "Registration", §4 "Registration", §5, §8): the real createApp against
// the real sandbox bank (sandbox/CUSTOMERS.md: the registration persons), each form's CSRF, required messages and
// every upstream status → its screen or message. The security-stage timeout runs on an injected clock.
// Here: the pages and step 1 (personal details); step 2, the activation-code variant and the security stage's
// timeout have files of their own (registration-*.test.ts).

const portal = usePortal();

describe('registration pages', () => {
  it('the bare path goes to /registration/register, keeping a token', async () => {
    await request(portal.url).get('/registration').expect(302).expect('location', '/registration/register');
    await request(portal.url)
      .get('/registration?token=tok-30999001')
      .expect(302)
      .expect('location', '/registration/register?token=tok-30999001');
  });

  it('step 1 is "Step 1 of 2 Personal details" with the help panel and the terms near Continue', async () => {
    const res = await request(portal.url).get('/registration/register').expect(200);
    expect(h1(res.text)).toBe('Step 1 of 2 Personal details');
    expect(res.text).toContain(
      '<title>Registration step 1 of 2: Personal details - Northmoor Savings</title>',
    );
    const body = text(res.text);
    expect(body).toContain('Need help?');
    expect(body).toContain('Monday to Friday 9am to 5pm, excluding bank holidays.');
    expect(body).toMatch(
      /Continuing means you accept our Terms and Conditions \(opens in new tab\) and Privacy Policy \(opens in new tab\) ?\. Continue/,
    );
    expect(res.text).toMatch(/href="https:\/\/www\.example\.com\/terms-and-conditions" target="_blank"/);
    expect(res.text).toMatch(/href="https:\/\/www\.example\.com\/privacy-policy" target="_blank"/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('any id but "activate" shows the plain variant at its one address', async () => {
    await request(portal.url)
      .get('/registration/register/other')
      .expect(302)
      .expect('location', '/registration/register');
    const activate = await request(portal.url).get('/registration/register/activate').expect(200);
    expect(h1(activate.text)).toBe('Step 1 of 2 Personal details and activation code');
    expect(activate.text).toContain('id="activationCode"');
  });

  it('prefills the account number from a registration link’s token (customccb token)', async () => {
    const res = await request(portal.url).get('/registration/register?token=tok-30999001').expect(200);
    expect(res.text).toMatch(/id="account_number"[^>]*value="30999001"/);
    const unknown = await request(portal.url).get('/registration/register?token=tok-nothing').expect(200);
    expect(unknown.text).not.toMatch(/id="account_number"[^>]*value=/);
  });

  it('a result page is there for anyone; success only after a registration', async () => {
    for (const [path, heading] of [
      ['/registration/blocked', 'Registration blocked'],
      ['/registration/unsuccessful', 'Registration unsuccessful'],
      ['/registration/alreadyhascredentials', 'You are already registered'],
      ['/registration/notallowed', 'You cannot register for online banking'],
      ['/registration/accessdenied', 'You must be a signatory to register'],
    ] as const) {
      const res = await request(portal.url).get(path).expect(200);
      expect(h1(res.text)).toBe(heading);
      expect(text(res.text)).toContain('Need help?');
    }
    await request(portal.url)
      .get('/registration/success')
      .expect(302)
      .expect('location', '/registration/register');
  });

  it('opening a signed-out page by GET never ends a signed-in session (decision 028): it offers sign-out', async () => {
    const agent = await signIn(portal.url, DEMO);
    for (const path of [
      '/registration/register',
      '/forgotten-username/retrieve',
      '/forgotten-password/retrieve',
      '/sign-in/step-1',
    ]) {
      await agent.get(path).expect(302).expect('location', '/already-signed-in');
    }
    const page = await agent.get('/already-signed-in').expect(200);
    expect(page.text).toContain('<title>You are already signed in - ');
    expect(text(page.text)).toContain(`Hi ${DEMO.name}`);
    expect(page.text).toMatch(/<form class="govuk-button-group" action="\/sign-out" method="post">/);
    await agent.get('/accounts/list').expect(200);
  });

  it('a POST from those pages still abandons the signed-in session (spec 1 §4), and tells the bank', async () => {
    const liveTickets = async () => {
      const res = await fetch(`${portal.sandbox.apiUrl}/__test/session-tickets?username=${DEMO.username}`);
      return ((await res.json()) as { Live: number }).Live;
    };
    const agent = await signIn(portal.url, DEMO);
    const accounts = await agent.get('/accounts/list').expect(200);
    const before = await liveTickets();
    await postWith(agent, accounts, { step: 'details' }).expect(400);
    await agent.get('/accounts/list').expect(302).expect('location', '/sign-in');
    // The bank no longer honours that session's ticket.
    expect(await liveTickets()).toBe(before - 1);
  });
});

describe('step 1: personal details', () => {
  it('refuses a POST without the CSRF token', async () => {
    const agent = request.agent(portal.url);
    await agent.get('/registration/register').expect(200);
    await agent.post('/registration/register').type('form').send(detailsForm(P.rita)).expect(403);
  });

  it('answers an empty POST with 400 and each required message, linked to its field', async () => {
    const agent = request.agent(portal.url);
    const res = await postForm(agent, '/registration/register', { step: 'details' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('<title>Error: Registration step 1 of 2: Personal details - ');
    expect(text(res.text)).toContain('There are 5 errors in this form:');
    // Every required message, linked to its field: none missing.
    expect(errorLinks(res.text, PERSONAL_DETAILS_REQUIRED)).toEqual([]);
  });

  it('answers format errors with their messages and keeps what was typed', async () => {
    const agent = request.agent(portal.url);
    const res = await postForm(agent, '/registration/register', {
      ...detailsForm(P.rita),
      firstname: 'R!ta',
      'b_day.year': '2015',
      postcode: 'NOWHERE',
      account_number: '1234',
    });
    expect(res.status).toBe(400);
    const body = text(res.text);
    expect(body).toContain('There are 4 errors in this form:');
    expect(body).toContain('Please enter a valid first name');
    expect(body).toContain('Please select a valid date of birth.');
    expect(body).toContain('Please enter a valid home postcode');
    expect(body).toContain('Please enter a valid account number');
    expect(res.text).toMatch(/id="firstname"[^>]*value="R!ta"/);
    expect(res.text).toMatch(/id="postcode"[^>]*value="NOWHERE"/);
  });

  it('Blocked → /registration/blocked', async () => {
    const res = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.barry));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/registration/blocked');
  });

  it('AlreadyActive → /registration/alreadyhascredentials, with Sign in and I forgot my details', async () => {
    const agent = request.agent(portal.url);
    const res = await postForm(agent, '/registration/register', detailsForm(P.alex));
    expect(res.headers.location).toBe('/registration/alreadyhascredentials');
    const page = await agent.get('/registration/alreadyhascredentials').expect(200);
    expect(page.text).toMatch(/<a role="button"[^>]*href="\/sign-in"[^>]*>Sign in<\/a>/);
    expect(page.text).toMatch(/<a class="govuk-link" href="\/forgotten-username">I forgot my details<\/a>/);
  });

  it('NotAllowed → /registration/notallowed', async () => {
    const res = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.ned));
    expect(res.headers.location).toBe('/registration/notallowed');
  });

  it('CredentialErrors NonSignatory → /registration/accessdenied', async () => {
    const res = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.theo));
    expect(res.headers.location).toBe('/registration/accessdenied');
  });

  it('IdentifyAndVerifyFailed: the failed message and a reset; at 4 the warning; at 5 the activation-code stage', async () => {
    const agent = request.agent(portal.url);
    const nobody: Person = { ...P.rita, firstname: 'Nobody', account: '39990001' };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const res = await postForm(agent, '/registration/register', detailsForm(nobody));
      expect(res.status).toBe(400);
      expect(text(res.text)).toContain(`There is 1 error in this form: ${MSG.failed}`);
      expect(res.text).toContain(`<a href="#firstname">${MSG.failed}</a>`);
      // Reset: nothing typed is shown again.
      expect(res.text).not.toMatch(/value="Nobody"|value="39990001"/);
    }
    const fourth = await postForm(agent, '/registration/register', detailsForm(nobody));
    expect(fourth.status).toBe(400);
    expect(text(fourth.text)).toContain(MSG.warning);
    expect(text(fourth.text)).not.toContain(MSG.failed);
    expect(fourth.text).toMatch(/id="firstname"[^>]*value="Nobody"/);

    const fifth = await postForm(agent, '/registration/register', detailsForm(nobody));
    expect(fifth.status).toBe(303);
    expect(fifth.headers.location).toBe('/registration/register/activate');
    // Now only the activation-code variant is offered; no message, the details kept.
    await agent
      .get('/registration/register')
      .expect(302)
      .expect('location', '/registration/register/activate');
    const page = await agent.get('/registration/register/activate').expect(200);
    expect(h1(page.text)).toBe('Step 1 of 2 Personal details and activation code');
    expect(page.text).not.toContain('govuk-error-summary');
    expect(page.text).toMatch(/id="account_number"[^>]*value="39990001"/);
    expect(text(page.text)).toContain('we need the activation code we sent you by post');
  });

  it('Success → step 2 at the same address; the ticket never reaches the page', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.rob);
    expect(page.text).toContain('<title>Registration step 2 of 2: Register - Northmoor Savings</title>');
    expect(page.text).not.toMatch(/Ticket|firstname|31000002/);
    // Step 1's address cannot be skipped back to while step 2 is open: it still shows step 2.
    const again = await agent.get('/registration/register').expect(200);
    expect(h1(again.text)).toBe('Step 2 of 2 Register');
    await agent
      .get('/registration/register/activate')
      .expect(302)
      .expect('location', '/registration/register');
    // A stale step-1 POST gets the page as it is.
    const stale = await postWith(agent, page, detailsForm(P.rob));
    expect(stale.status).toBe(303);
    expect(stale.headers.location).toBe('/registration/register');
  });
});
