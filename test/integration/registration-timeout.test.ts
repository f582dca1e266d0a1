import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { text } from '../helpers/browserless.ts';
import { PERSONS as P } from './access-persons.ts';
import { h1, MSG, securityForm, toSecurityStage, postWith } from './registration-helpers.ts';

// The registration security stage's flow timer (spec 1 §4, §8 Timeout; decision 032) on an injected clock.

describe('the security stage times out (injected clock)', () => {
  let offset = 0;
  const timed = usePortal({ FLOW_TIMEOUT_MINUTES: '5' }, { now: () => Date.now() + offset });

  it('FLOW_TIMEOUT_MINUTES after step 2 opened, the page is step 1 with the Timeout message, data cleared', async () => {
    const agent = request.agent(timed.url);
    const page = await toSecurityStage(agent, P.ruth);
    expect(text(page.text)).toContain('this page times out 5 minutes after we checked your details');
    offset += 4 * 60_000 + 59_000;
    expect(h1((await agent.get('/registration/register').expect(200)).text)).toBe('Step 2 of 2 Register');
    offset += 1_000;
    const back = await agent.get('/registration/register').expect(200);
    expect(h1(back.text)).toBe('Step 1 of 2 Personal details');
    expect(text(back.text)).toContain(`Important ${MSG.timeout}`);
    // Never signed in, never told they were logged out; and no warning left running on step 1 to reload the page
    // (and lose the message) with JavaScript on.
    expect(text(back.text)).not.toContain('logged you out');
    expect(back.text).not.toContain('app-timeout-dialog');
    expect(back.text).not.toMatch(/value="Ruth"/);
  });

  it('past the session idle expiry as well, a step-2 POST still gets the message, never /signed-out', async () => {
    const agent = request.agent(timed.url);
    const page = await toSecurityStage(agent, P.ruth);
    offset += (timed.config.session.expiryMinutes + 1) * 60_000;
    const res = await postWith(agent, page, securityForm('ruth.register')).expect(303);
    expect(res.headers.location).toBe('/registration/register');
    const back = await agent.get('/registration/register').expect(200);
    expect(h1(back.text)).toBe('Step 1 of 2 Personal details');
    expect(text(back.text)).toContain(MSG.timeout);
  });

  it('a step-2 POST after the time goes back to step 1 with the Timeout message, not upstream', async () => {
    const agent = request.agent(timed.url);
    const page = await toSecurityStage(agent, P.ruth);
    offset += 5 * 60_000;
    const res = await postWith(agent, page, securityForm('ruth.register')).expect(303);
    expect(res.headers.location).toBe('/registration/register');
    expect(text((await agent.get('/registration/register').expect(200)).text)).toContain(MSG.timeout);
  });
});
