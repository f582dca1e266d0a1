import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { publishText, restoreText, useEditorPortal } from './managed-content.helpers.ts';

import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { DEMO } from '../helpers/customers.ts';
import { useSignedIn } from './use-portal.ts';
import { enterCode, latestCode, sendCodeTo, wrongCode } from './two-factor.helpers.ts';

// The errors kind of managed content on the access forms (decision 055): a message published for a form's tag shows
// in the error summary and under the field in place of the form's default, on sign-in (and in the page's data for
// the browser's own check), forgotten username and password, update security details, two-factor and registration.

const { portal, editor } = useEditorPortal('managed-content-access-errors-0123456789-abcdef');
const customer = useSignedIn(portal, DEMO);

const publish = (tag: string, name: string, value: string, returnTo = '/') =>
  publishText(editor, { tag, name, returnTo }, value);
const unpublish = (tag: string, name: string, returnTo = '/') => restoreText(editor, { tag, name, returnTo });

describe('the errors kind on sign-in', () => {
  it('shows a published error message in the summary and under the field, and gives the browser the same text', async () => {
    await publish('sign-in', 'errors.passwordRequired', 'Type your password to go on', '/sign-in/step-1');
    try {
      const visitor = request.agent(portal.url);
      const form = (await visitor.get('/sign-in/step-1').expect(200)).text;
      const answer = await visitor
        .post('/sign-in/step-1')
        .type('form')
        .send({ _csrf: csrfFrom(form), username: 'demo.saver', password: '' })
        .expect(400);
      const summary = /<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(answer.text)?.[1] ?? '';
      expect(text(summary)).toContain('Type your password to go on');
      expect(text(answer.text)).toMatch(/Error\s*:\s*Type your password to go on/);
      // The browser's own check raises the default; the page's data maps it to the published text.
      const data = (await visitor.get('/sign-in/step-1.data').expect(200)).text;
      expect(data).toContain('Please enter a password');
      expect(data).toContain('Type your password to go on');
    } finally {
      await unpublish('sign-in', 'errors.passwordRequired', '/sign-in/step-1');
    }
    const again = request.agent(portal.url);
    const form = (await again.get('/sign-in/step-1').expect(200)).text;
    const answer = await again
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(form), username: 'demo.saver', password: '' })
      .expect(400);
    expect(text(answer.text)).toMatch(/Error\s*:\s*Please enter a password/);
  });
});

// The errors kind on the other access forms: for each, one errors-kind value is published (a key no other test
// checks), the form is posted without JavaScript with the input that raises it, and the published text shows in
// the error summary and under the field, the default nowhere. Each restores its value, so the defaults stay.

/** The published text is the answer's error summary entry and the field's error message; the default is gone. */
function expectMessage(html: string, field: string, published: string, defaultText: string) {
  const summary = /<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  expect(text(summary)).toContain(published);
  const message = new RegExp(`<p id="${field}-error" class="govuk-error-message">([\\s\\S]*?)</p>`).exec(
    html,
  )?.[1];
  expect(text(message ?? '')).toContain(published);
  expect(text(html)).not.toContain(defaultText);
}

/** Publishes `value` for the tag's errors.`key` while `body` runs, then restores the default. */
async function withPublished(
  tag: string,
  key: string,
  value: string,
  returnTo: string,
  body: () => Promise<void>,
) {
  await publish(tag, `errors.${key}`, value, returnTo);
  try {
    await body();
  } finally {
    await unpublish(tag, `errors.${key}`, returnTo);
  }
}

describe('the errors kind on the other access forms', () => {
  it('forgotten username: a published personal details message', async () => {
    const path = '/forgotten-username/retrieve';
    await withPublished(
      'forgotten-username',
      'firstNameRequired',
      'Tell us your first name',
      path,
      async () => {
        const visitor = request.agent(portal.url);
        const form = (await visitor.get(path).expect(200)).text;
        const answer = await visitor
          .post(path)
          .type('form')
          .send({ _csrf: csrfFrom(form) })
          .expect(400);
        expectMessage(answer.text, 'firstname', 'Tell us your first name', 'Please enter your first name');
      },
    );
  });

  it('forgotten password: a published bank answer in the summary', async () => {
    const path = '/forgotten-password/retrieve';
    const published = 'We could not find you with those details';
    await withPublished('forgotten-password', 'identifyAndVerifyFailed', published, path, async () => {
      const visitor = request.agent(portal.url);
      const form = (await visitor.get(path).expect(200)).text;
      const answer = await visitor
        .post(path)
        .type('form')
        .send({
          _csrf: csrfFrom(form),
          step: 'personal',
          firstname: 'Fred',
          lastname: 'Forgetful',
          'b_day.day': '9',
          'b_day.month': '1',
          'b_day.year': '1958',
          postcode: 'EX2 2AA', // not Fred's: the bank answers IdentifyAndVerifyFailed
          account_number: '32552248',
        })
        .expect(400);
      const summary = /<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(answer.text)?.[1] ?? '';
      expect(text(summary)).toContain(published);
      expect(text(answer.text)).not.toContain('The details you have entered do not match our records.');
    });
  });

  it('update security details: a published message of the form', async () => {
    const path = '/update-security-details/retrieve';
    const published = 'Change at least one of your details';
    await withPublished('update-security-details', 'mustHaveCredential', published, path, async () => {
      const form = (await customer.get(path).expect(200)).text;
      const answer = await customer
        .post(path)
        .type('form')
        .send({ _csrf: csrfFrom(form) })
        .expect(400);
      expectMessage(answer.text, 'username', published, 'You must input at least one credential to change.');
    });
  });

  it('two-factor: a published message on the destination form and on the code form (the bank’s answer)', async () => {
    const chris = await signIn(portal.url, CHRIS);
    const start = (await chris.get('/update-security-details/retrieve').expect(200)).text;
    await chris
      .post('/update-security-details/retrieve')
      .type('form')
      .send({ _csrf: csrfFrom(start), username: 'chris.renamed' })
      .expect(303)
      .expect('location', '/two-factor/destination');
    const choose = 'Choose where we send your passcode';
    await withPublished(
      'two-factor-destination',
      'destinationRequired',
      choose,
      '/two-factor/destination',
      async () => {
        const form = (await chris.get('/two-factor/destination').expect(200)).text;
        const answer = await chris
          .post('/two-factor/destination')
          .type('form')
          .send({ _csrf: csrfFrom(form) })
          .expect(400);
        expectMessage(
          answer.text,
          'destination',
          choose,
          'Please select a mobile phone number or an e-mail address.',
        );
      },
    );
    await sendCodeTo(chris, '412');
    const wrong = 'That passcode is not right: check it and try again';
    await withPublished('two-factor-code', 'incorrectCode', wrong, '/two-factor/code', async () => {
      const right = await latestCode(portal.sandbox.apiUrl, CHRIS.mobile);
      const answer = await enterCode(chris, wrongCode(right));
      expect(answer.status).toBe(400);
      expectMessage(answer.text, 'code', wrong, 'You have entered an incorrect OTP.');
    });
  }, 60_000);

  it('registration: a published message of the activation-code variant', async () => {
    const path = '/registration/register/activate';
    const published = 'Type the code from our letter';
    await withPublished('registration', 'activationCodeRequired', published, path, async () => {
      const visitor = request.agent(portal.url);
      const form = (await visitor.get(path).expect(200)).text;
      const answer = await visitor
        .post(path)
        .type('form')
        .send({ _csrf: csrfFrom(form), step: 'details' })
        .expect(400);
      expectMessage(answer.text, 'activationCode', published, 'Please enter your activation code');
    });
  });
});

const CHRIS = {
  username: 'chris.change',
  password: 'Change-Password-2026',
  memorableNumber: '163728',
  name: 'Chris Change',
  mobile: '07700 900412',
};
