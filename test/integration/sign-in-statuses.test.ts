import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, requestedPositions, text } from '../helpers/browserless.ts';

// Every status of native sign-in (spec 1 §4, §8) against the sandbox's seeded customers (sandbox/CUSTOMERS.md).
const portal = usePortal();

async function stepOne(username: string, password: string) {
  const agent = request.agent(portal.url);
  const page = await agent.get('/sign-in/step-1');
  const res = await agent
    .post('/sign-in/step-1')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), username, password });
  return { agent, res };
}

describe('sign-in step 1 statuses', () => {
  it('CredentialBlocked is a message on the page, not the blocked screen', async () => {
    const { res } = await stepOne('cara.credential', 'Credential-Password-2026');
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain('You have reached the maximum number of failed attempts');
  });

  it('Inactive is a message', async () => {
    const { res } = await stepOne('ian.inactive', 'Inactive-Password-2026');
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain('Your account status is inactive');
  });

  it('NonSignatory and Blocked go to /sign-in/blocked with the call-centre details and a Home button', async () => {
    const nonSignatory = await stepOne('nina.nonsignatory', 'Nonsignatory-Password-2026');
    expect(nonSignatory.res.status).toBe(303);
    expect(nonSignatory.res.headers.location).toBe('/sign-in/blocked');
    const blocked = await stepOne('bella.blocked', 'Blocked-Password-2026');
    expect(blocked.res.headers.location).toBe('/sign-in/blocked');
    const page = await blocked.agent.get('/sign-in/blocked').expect(200);
    expect(text(page.text)).toContain('8am to 8pm Monday to Saturday, 9am to 5pm Sunday');
    expect(page.text).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
  });

  it('warns on the 4th failed attempt', async () => {
    const agent = request.agent(portal.url);
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const page = await agent.get('/sign-in/step-1');
      const res = await agent
        .post('/sign-in/step-1')
        .type('form')
        .send({ _csrf: csrfFrom(page.text), username: 'no.such.user', password: 'Wrong-Password-1' });
      messages.push(text(res.text));
    }
    expect(messages[2]).toContain('Unknown Username/Password combination');
    expect(messages[3]).toContain('as this is your 4th attempt, you only have 1 attempt left');
  });
});

describe('sign-in step 2 activation', () => {
  it('sends the activation request once on RequireActivation and lands on /accounts', async () => {
    const { agent, res } = await stepOne('ava.activate', 'Activate-Password-2026');
    expect(res.headers.location).toBe('/sign-in/step-2');
    const step2 = await agent.get('/sign-in/step-2');
    const digits = requestedPositions(step2.text).map((p) => '619274'[p - 1]);
    const done = await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] })
      .expect(303);
    expect(done.headers.location).toBe('/accounts');
    const accounts = await agent.get('/accounts/list').expect(200);
    expect(text(accounts.text)).toContain('Hi Ava Activate');
  });
});
