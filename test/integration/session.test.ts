import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';

// An injected clock: tests move time on instead of waiting (docs/conventions.md, Tests).
let offsetMs = 0;
const now = () => Date.now() + offsetMs;

const portal = usePortal({ SESSION_EXPIRY_MINUTES: '20' }, { now });

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Lax session cookie only once a session is needed', async () => {
    const res = await request(portal.url).get('/help').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const form = await request(portal.url).get('/sign-in/step-1').expect(200);
    const cookie = String(form.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('keeps a customer signed in across a restart of the server', async () => {
    const agent = await signIn(portal.url);
    await agent.get('/accounts/list').expect(200);
    await portal.restart();
    const after = await agent.get('/accounts/list').expect(200);
    expect(text(after.text)).toContain('Hi Alex Saver');
  });

  it('signs a customer out after SESSION_EXPIRY_MINUTES idle, with the inactivity message', async () => {
    const agent = await signIn(portal.url);
    offsetMs += 19 * 60_000;
    await agent.get('/accounts/list').expect(200); // activity inside the limit rolls the session on
    offsetMs += 19 * 60_000;
    await agent.get('/accounts/list').expect(200);
    offsetMs += 21 * 60_000;
    await agent.get('/accounts/list').expect(302).expect('location', '/signed-out');
    const page = await agent.get('/signed-out').expect(200);
    expect(text(page.text)).toContain('You have been logged out of your current session due to inactivity.');
    await agent.get('/accounts/list').expect(302).expect('location', '/sign-in');
  });

  it('does not let background polls keep a session alive', async () => {
    const agent = await signIn(portal.url);
    for (let i = 0; i < 3; i++) {
      offsetMs += 8 * 60_000;
      await agent.get('/api/utility/v1.0/ping').set('x-background-request', '1');
    }
    await agent.get('/accounts/list').expect(302).expect('location', '/signed-out');
  });

  it('sends a form posted after the session expired to /signed-out', async () => {
    const agent = await signIn(portal.url);
    const page = await agent.get('/accounts/list').expect(200);
    offsetMs += 21 * 60_000;
    await agent
      .post('/sign-out')
      .type('form')
      .send({ _csrf: csrfFrom(page.text) })
      .expect(303)
      .expect('location', '/signed-out');
    const signedOut = await agent.get('/signed-out');
    expect(text(signedOut.text)).toContain('due to inactivity');
  });
});
