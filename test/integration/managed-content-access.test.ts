import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { h1, publishText, restoreText } from './managed-content.helpers.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { csrfFrom, signIn, text, type Agent } from '../helpers/browserless.ts';
import { DEMO, EDNA } from '../helpers/customers.ts';
import { enterCode, latestCode, sendCodeTo, wrongCode } from './two-factor.helpers.ts';
import { ACCESS_TAGS } from '#shared/messages/managed-tags-access.ts';
import { MANAGED_TAGS } from '#shared/messages/managed-content.ts';
import { defaultOf, namesOf } from '#shared/content/managed.ts';

// Managed content on the access pages (issue 13; decision 035): sign-in, forgotten username and password,
// registration, two-factor, update security and organisation details, personal details. Each page's heading shows
// its default with nothing published and the published value once an editor publishes one; an editor sees an Edit
// link for every text of a page's tag; customers' pages carry no editor markup.

let portal: TestPortal;
let editor: Agent;
let customer: Agent;

beforeAll(async () => {
  portal = await startTestPortal({
    APP_ENV: 'editor',
    CONTENT_FRESH_MS: '60000',
    SESSION_SECRET: 'managed-content-access-tests-0123456789-abcdefgh',
  });
  [editor, customer] = await Promise.all([signIn(portal.url, EDNA), signIn(portal.url, DEMO)]);
}, 60_000);
afterAll(async () => {
  await portal?.close();
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

const publish = (tag: string, name: string, value: string, returnTo = '/') =>
  publishText(editor, { tag, name, returnTo }, value);
const unpublish = (tag: string, name: string, returnTo = '/') => restoreText(editor, { tag, name, returnTo });

/** Which agent opens a page: a visitor (no session) or the signed-in demo customer. */
type Who = 'visitor' | 'customer';

/** The pages any visitor or the signed-in customer can open directly: tag, address, the key shown in the h1. */
const PAGES: ReadonlyArray<readonly [tag: string, path: string, heading: string, who: Who]> = [
  ['sign-in', '/sign-in/step-1', 'title', 'visitor'],
  ['sign-in-blocked', '/sign-in/blocked', 'title', 'visitor'],
  ['sign-in-provider-error', '/sign-in/provider-error', 'title', 'visitor'],
  ['forgotten-username', '/forgotten-username/retrieve', 'title', 'visitor'],
  ['forgotten-username-blocked', '/forgotten-username/blocked', 'title', 'visitor'],
  ['forgotten-password', '/forgotten-password/retrieve', 'title', 'visitor'],
  ['forgotten-password-blocked', '/forgotten-password/blocked', 'title', 'visitor'],
  ['registration', '/registration/register', 'detailsTitle', 'visitor'],
  ['registration-blocked', '/registration/blocked', 'title', 'visitor'],
  ['registration-unsuccessful', '/registration/unsuccessful', 'title', 'visitor'],
  ['registration-already-registered', '/registration/alreadyhascredentials', 'title', 'visitor'],
  ['registration-not-allowed', '/registration/notallowed', 'title', 'visitor'],
  ['registration-access-denied', '/registration/accessdenied', 'title', 'visitor'],
  ['update-security-details', '/update-security-details/retrieve', 'title', 'customer'],
  ['organisation-details', '/update-organisation-details/retrieve', 'title', 'customer'],
  ['organisation-details-result', '/update-organisation-details/success', 'title', 'customer'],
  ['personal-details', '/personal-details/view', 'title', 'customer'],
  ['personal-details-edit', '/personal-details/edit', 'title', 'customer'],
];

async function open(path: string, who: Who): Promise<string> {
  const agent = who === 'visitor' ? request(portal.url) : customer;
  return (await agent.get(path).expect(200)).text;
}

describe('managed content on the access pages', () => {
  it('registers every access tag, each with its texts', () => {
    expect(Object.keys(ACCESS_TAGS)).toHaveLength(26);
    for (const [tag, defaults] of Object.entries(ACCESS_TAGS)) {
      expect(MANAGED_TAGS[tag]).toBe(defaults);
      for (const name of namesOf(defaults)) expect(defaultOf(defaults, name)?.trim()).toBeTruthy();
    }
  });

  it('shows each heading and title from the defaults in code, with no editor markup for customers', async () => {
    for (const [tag, path, heading, who] of PAGES) {
      const html = await open(path, who);
      const expected = defaultOf(ACCESS_TAGS[tag] ?? {}, `content.${heading}`) ?? '';
      expect([path, h1(html)]).toEqual([path, expect.stringContaining(expected)]);
      expect([path, title(html)]).toEqual([path, expect.stringContaining(expected)]);
      expect(html).not.toContain('/content/edit');
      expect(html).not.toContain('app-content-edit');
    }
  }, 60_000);

  it('shows a published heading on each page, in the h1 and the title', async () => {
    for (const [tag, path, heading] of PAGES) {
      await publish(tag, `content.${heading}`, `Published ${tag}`, path);
    }
    for (const [tag, path, , who] of PAGES) {
      const html = await open(path, who);
      expect([path, h1(html)]).toEqual([path, expect.stringContaining(`Published ${tag}`)]);
      expect([path, title(html)]).toEqual([path, expect.stringContaining(`Published ${tag}`)]);
    }
  }, 120_000);

  it('shows published texts inside a form: the remember-me greeting, labels and buttons, with placeholders filled in', async () => {
    await publish('sign-in', 'content.usernameLabel', 'Your online username');
    await publish('sign-in', 'content.continue', 'Next');
    const page = text(await open('/sign-in/step-1', 'visitor'));
    expect(page).toContain('Your online username');
    expect(page).toContain('Next');
    // The greeting for a remembered customer: '{name}' is filled in by the page.
    await publish('sign-in', 'content.welcomeBack', 'Hello again, {name}!');
    const agent = request.agent(portal.url);
    const step1 = await agent.get('/sign-in/step-1').expect(200);
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({
        _csrf: csrfFrom(step1.text),
        username: DEMO.username,
        password: DEMO.password,
        rememberMe: 'on',
      })
      .expect(303)
      .expect('location', '/sign-in/step-2');
    // Step 2 (its own tag): the digit labels keep their positions around the published wording.
    await publish('sign-in-memorable-number', 'content.digitLabel', 'Digit number {position}');
    await publish('sign-in-memorable-number', 'content.title', 'Your memorable number, please');
    const step2 = (await agent.get('/sign-in/step-2').expect(200)).text;
    expect(h1(step2)).toBe('Your memorable number, please');
    const positions = [...step2.matchAll(/for="pin\d">Digit number (\d+)(?:st|nd|rd|th)</g)].map((m) =>
      Number(m[1]),
    );
    expect(positions).toHaveLength(3);
    const digits = positions.map((p) => DEMO.memorableNumber[p - 1]);
    await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2), pin0: digits[0], pin1: digits[1], pin2: digits[2] })
      .expect(303);
    const accounts = await agent.get('/accounts/list').expect(200);
    await agent
      .post('/sign-out')
      .type('form')
      .send({ _csrf: csrfFrom(accounts.text) })
      .expect(303);
    const greeted = text((await agent.get('/sign-in/step-1').expect(200)).text);
    expect(greeted).toContain(`Hello again, ${DEMO.username}!`);
    // Deleted, the default wording is back (the other tests sign in by it).
    await unpublish('sign-in-memorable-number', 'content.digitLabel');
    const again = request.agent(portal.url);
    const first = await again.get('/sign-in/step-1').expect(200);
    await again
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(first.text), username: DEMO.username, password: DEMO.password })
      .expect(303);
    expect((await again.get('/sign-in/step-2').expect(200)).text).toMatch(
      /for="pin0">\d+(st|nd|rd|th) digit</,
    );
  }, 60_000);

  it('reads the shared fields’ labels and hints through the tag of the page that shows them', async () => {
    await publish('registration', 'content.firstNameLabel', 'Given name');
    await publish('forgotten-password', 'content.accountNumberHint', 'Any of your savings account numbers');
    await publish('update-security-details', 'content.passwordHint', 'At least 10 characters, mixed');
    const registration = await open('/registration/register', 'visitor');
    expect(registration).toMatch(/<label class="govuk-label" for="firstname">\s*Given name/);
    // Another page's tag keeps its own (default) label.
    expect(await open('/forgotten-username/retrieve', 'visitor')).toMatch(
      /<label class="govuk-label" for="firstname">\s*First name/,
    );
    expect(text(await open('/forgotten-password/retrieve', 'visitor'))).toContain(
      'Any of your savings account numbers',
    );
    expect(text(await open('/update-security-details/retrieve', 'customer'))).toContain(
      'At least 10 characters, mixed',
    );
  }, 60_000);

  it('reads the two-factor screens through their tags: destination, code and an ended challenge', async () => {
    await publish('two-factor-destination', 'content.title', 'Check it is you');
    await publish('two-factor-destination', 'content.phoneOption', 'SMS to the phone ending {number}');
    await publish('two-factor-code', 'content.title', 'Type your passcode');
    await publish('two-factor-outcome', 'content.exceededTitle', 'Too many wrong passcodes');
    const cleo = await signIn(portal.url, CLEO);
    const form = await cleo.get('/update-security-details/retrieve').expect(200);
    await cleo
      .post('/update-security-details/retrieve')
      .type('form')
      .send({ _csrf: csrfFrom(form.text), username: 'demo.saver' })
      .expect(303)
      .expect('location', '/two-factor/destination');
    const destination = (await cleo.get('/two-factor/destination').expect(200)).text;
    expect(h1(destination)).toBe('Check it is you');
    expect(title(destination)).toContain('Check it is you');
    expect(text(destination)).toContain('SMS to the phone ending 413');
    const code = await sendCodeTo(cleo, '413');
    expect(h1(code)).toBe('Type your passcode');
    const right = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);
    for (let attempt = 0; attempt < 3; attempt += 1) await enterCode(cleo, wrongCode(right));
    const cancelled = (await cleo.get('/two-factor/cancelled').expect(200)).text;
    expect(h1(cancelled)).toBe('Too many wrong passcodes');
    expect(text(cancelled)).toContain(
      'You have entered an incorrect OTP too many times. For security reasons we have cancelled your request.',
    );
  }, 60_000);

  it('gives an editor an Edit link for every text of a page’s tag', async () => {
    const pages: ReadonlyArray<readonly [string, string]> = [
      ['sign-in-blocked', '/sign-in/blocked'],
      ['update-security-details', '/update-security-details/retrieve'],
      ['personal-details', '/personal-details/view'],
      ['organisation-details-result', '/update-organisation-details/success'],
    ];
    for (const [tag, path] of pages) {
      const res = await editor.get(path);
      expect([path, res.status]).toEqual([path, 200]);
      const html = res.text;
      const missing = namesOf(ACCESS_TAGS[tag] ?? {}).filter(
        (name) => !html.includes(`/content/edit?tag=${tag}&amp;name=${name}&amp;returnTo=`),
      );
      expect([path, missing]).toEqual([path, []]);
    }
  }, 60_000);
});

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
        expectMessage(answer.text, 'destination', choose, 'Please select a mobile phone number.');
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

const CLEO = {
  username: 'cleo.change',
  password: 'Change-Password-2027',
  memorableNumber: '274839',
  name: 'Cleo Change',
};
const CLEO_MOBILE = '07700 900413';
const CHRIS = {
  username: 'chris.change',
  password: 'Change-Password-2026',
  memorableNumber: '163728',
  name: 'Chris Change',
  mobile: '07700 900412',
};
