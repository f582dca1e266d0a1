import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import {
  csrfFrom,
  DEMO,
  signIn,
  text,
  type Agent,
  errorLinks,
  PERSONAL_DETAILS_REQUIRED,
} from '../helpers/browserless.ts';
import { PERSONS as P, personalDetailsForm } from './access-persons.ts';

// Forgotten username without JavaScript (spec 1 §2 "Forgotten username", §4, §8 "Forgotten username and password"):
// the real createApp against the real sandbox bank.

const PATH = '/forgotten-username/retrieve';

const h1 = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

async function submit(agent: Agent, fields: Record<string, string>) {
  const page = await agent.get(PATH).expect(200);
  return agent
    .post(PATH)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...fields });
}

const portal = usePortal();

describe('forgotten username', () => {
  it('the bare path goes to /forgotten-username/retrieve, the personal details form with the help panel', async () => {
    await request(portal.url).get('/forgotten-username').expect(302).expect('location', PATH);
    const page = await request(portal.url).get(PATH).expect(200);
    expect(h1(page.text)).toBe('Forgotten username');
    expect(page.text).toContain('<title>Forgotten username - Northmoor Savings</title>');
    for (const id of [
      'firstname',
      'lastname',
      'b_day-day',
      'b_day-month',
      'b_day-year',
      'postcode',
      'account_number',
    ]) {
      expect(page.text).toContain(`id="${id}"`);
    }
    expect(text(page.text)).toContain('Need help?');
  });

  it('refuses a POST without the CSRF token', async () => {
    const agent = request.agent(portal.url);
    await agent.get(PATH).expect(200);
    await agent.post(PATH).type('form').send(personalDetailsForm(P.fred)).expect(403);
  });

  it('answers an empty POST with 400 and each required message', async () => {
    const res = await submit(request.agent(portal.url), {});
    expect(res.status).toBe(400);
    expect(res.text).toContain('<title>Error: Forgotten username - ');
    expect(text(res.text)).toContain('There are 5 errors in this form:');
    // Every required message, linked to its field: none missing.
    expect(errorLinks(res.text, PERSONAL_DETAILS_REQUIRED)).toEqual([]);
  });

  it('Success sends the username to the registered contact and shows it nowhere (decision 029)', async () => {
    const agent = request.agent(portal.url);
    const res = await submit(agent, personalDetailsForm(P.fred));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PATH);
    const found = await agent.get(PATH).expect(200);
    expect(h1(found.text)).toBe('Your username');
    expect(found.text).not.toContain('fred.forgetful');
    expect(text(found.text)).toContain(
      'If the details you entered match a registered customer, we have sent your username to the email address or mobile number you registered with us.',
    );
    expect(found.text).toMatch(/<a role="button"[^>]*href="\/sign-in"[^>]*>Sign in<\/a>/);
    expect(text(found.text)).toContain(
      'You can change your username under ‘My Details’ once you have signed in.',
    );
    // The bank's outbox (sandbox test control) has it, sent to Fred's registered contact.
    const outbox = (await (
      await fetch(`${portal.sandbox.apiUrl}/__test/outbox?username=fred.forgetful`)
    ).json()) as { Messages: Array<{ Text: string; Destination: string }> };
    expect(outbox.Messages[0]?.Text).toContain('username is fred.forgetful');
    // Post-redirect-get: a reload shows the form again.
    const again = await agent.get(PATH).expect(200);
    expect(h1(again.text)).toBe('Forgotten username');
  });

  it('Blocked → /forgotten-username/blocked', async () => {
    for (const person of [P.bella, P.barry]) {
      const res = await submit(request.agent(portal.url), personalDetailsForm(person));
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/forgotten-username/blocked');
    }
    const page = await request(portal.url).get('/forgotten-username/blocked').expect(200);
    expect(h1(page.text)).toBe('Access denied');
    expect(text(page.text)).toContain('Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.');
  });

  it('NonSignatory → /forgotten-username/blocked', async () => {
    const res = await submit(request.agent(portal.url), personalDetailsForm(P.nina));
    expect(res.headers.location).toBe('/forgotten-username/blocked');
  });

  it('NotRegistered and IdentifyAndVerifyFailed answer exactly as Success does (no enumeration, decision 029)', async () => {
    const answers: string[] = [];
    for (const details of [
      personalDetailsForm(P.fred),
      personalDetailsForm(P.ruth),
      personalDetailsForm({ ...P.fred, postcode: 'EX1 1HT' }),
    ]) {
      const agent = request.agent(portal.url);
      const res = await submit(agent, details);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(PATH);
      const page = await agent.get(PATH).expect(200);
      answers.push(text(page.text).replace(/reference \S+/gi, ''));
    }
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
  });

  it('opening it keeps a signed-in session and offers sign-out', async () => {
    const agent = await signIn(portal.url, DEMO);
    // A GET never ends it (decision 028): the customer is offered sign-out instead.
    await agent.get(PATH).expect(302).expect('location', '/already-signed-in');
    await agent.get('/accounts/list').expect(200);
  });
});
