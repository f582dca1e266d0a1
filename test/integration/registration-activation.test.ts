import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { text } from '../helpers/browserless.ts';
import { PERSONS as P } from './access-persons.ts';
import { detailsForm, h1, MSG, postForm, securityForm, postWith } from './registration-helpers.ts';

// The activation-code variant of registration without JavaScript (spec 1 §2 /registration/register/activate, §4,
// §7): the activation check, the identity check with the code, and the plain variant's way there.

const portal = usePortal();

describe('the activation-code variant', () => {
  const path = '/registration/register/activate';

  it('answers an empty POST with 400: the five details and the activation code', async () => {
    const res = await postForm(request.agent(portal.url), path, { step: 'details' });
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain('There are 6 errors in this form:');
    expect(res.text).toContain('<a href="#activationCode">Please enter your activation code</a>');
  });

  it('activation check Registered → alreadyhascredentials; Invalid → the form with the Invalid message', async () => {
    const registered = await postForm(
      request.agent(portal.url),
      path,
      detailsForm(P.alex, { activationCode: 'K7M4Q2XP' }),
    );
    expect(registered.headers.location).toBe('/registration/alreadyhascredentials');
    const invalid = await postForm(
      request.agent(portal.url),
      path,
      detailsForm({ ...P.ada, lastname: 'Nobody' }, { activationCode: 'K7M4Q2XP' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(`<a href="#firstname">${MSG.invalid}</a>`);
    expect(invalid.text).not.toContain('K7M4Q2XP');
  });

  it('a wrong code: the failed message and a reset', async () => {
    const res = await postForm(
      request.agent(portal.url),
      path,
      detailsForm(P.ada, { activationCode: 'AAAAAAAA' }),
    );
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain(MSG.failed);
    expect(res.text).not.toMatch(/value="Ada"/);
  });

  it('an expired code (ActivationStatus Expired) says so on the activation-code stage', async () => {
    const res = await postForm(
      request.agent(portal.url),
      path,
      detailsForm(P.eddie, { activationCode: 'W3R8T6YN' }),
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      '<a href="#activationCode">Your activation code has expired. Please call us to ask for a new one.</a>',
    );
  });

  it('the plain variant answering 5 leads here (no message); the code then registers', async () => {
    const agent = request.agent(portal.url);
    const locked = await postForm(agent, '/registration/register', detailsForm(P.ada));
    expect(locked.headers.location).toBe(path);
    const page = await agent.get(path).expect(200);
    expect(page.text).toMatch(/id="firstname"[^>]*value="Ada"/);
    const withCode = detailsForm(P.ada, { activationCode: 'k7m4 q2xp' });
    const res = await postWith(agent, page, withCode, path).expect(303);
    expect(res.headers.location).toBe(path);
    const step2 = await agent.get(path).expect(200);
    expect(h1(step2.text)).toBe('Step 2 of 2 Register');
    await agent.get('/registration/register').expect(302).expect('location', path);
    const done = await postWith(agent, step2, securityForm('ada.activation'), path).expect(303);
    expect(done.headers.location).toBe('/registration/success');
  });
});
