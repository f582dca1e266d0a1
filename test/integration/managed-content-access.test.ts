import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { h1, publishText, restoreText, useEditorPortal } from './managed-content.helpers.ts';

import { csrfFrom, signIn, signOut, text } from '../helpers/browserless.ts';
import { DEMO } from '../helpers/customers.ts';
import { useSignedIn } from './use-portal.ts';
import { enterCode, latestCode, sendCodeTo, wrongCode } from './two-factor.helpers.ts';
import { ACCESS_TAGS } from '#shared/messages/managed-tags-access.ts';
import { MANAGED_TAGS } from '#shared/messages/managed-content.ts';
import { defaultOf, namesOf } from '#shared/content/managed.ts';

// Managed content on the access pages (decision 035): sign-in, forgotten username and password, registration,
// two-factor, update security and organisation details, personal details. Each page's heading shows its default
// with nothing published and the published value once an editor publishes one; an editor sees an Edit link for
// every text of a page's tag; customers' pages carry no editor markup. Their forms' messages (the errors kind):
// managed-content-access-errors.test.ts.

const { portal, editor } = useEditorPortal('managed-content-access-tests-0123456789-abcdefgh');
const customer = useSignedIn(portal, DEMO);

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
    await signOut(agent);
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

const CLEO = {
  username: 'cleo.change',
  password: 'Change-Password-2027',
  memorableNumber: '274839',
  name: 'Cleo Change',
};
const CLEO_MOBILE = '07700 900413';
