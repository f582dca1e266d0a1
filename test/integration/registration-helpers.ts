import { expect } from '@jest/globals';
import { csrfFrom, text, type Agent } from '../helpers/browserless.ts';
import { personalDetailsForm, type Person } from './access-persons.ts';

// What the registration tests share (registration*.test.ts): the messages the persons of access-persons.ts meet,
// the two steps' forms and the walk to step 2.

export const MSG = {
  failed: 'The details you have entered do not match our records. Please try again.',
  warning:
    'Please be aware, as this is your 4th attempt, you only have 1 attempt left before a new Activation Code needs to be generated',
  invalid: 'The details you have entered have not been recognised. Please check and try again.',
  invalidTicket: 'Your session has timed out. Please restart the registration process.',
  timeout:
    'You have taken too long to complete the registration process. You will be returned to the first registration page.',
  general: 'Unfortunately something is incorrect – please scroll to the top for more details.',
};

export function detailsForm(person: Person, extra: Record<string, string> = {}) {
  return { step: 'details', ...personalDetailsForm(person), ...extra };
}

export function securityForm(username: string, password = 'Heather-Moor-42!', pin = '582039') {
  return {
    step: 'security',
    username,
    confirmUsername: username,
    password,
    confirmPassword: password,
    memorableNumber: pin,
    confirmMemorableNumber: pin,
  };
}

export const h1 = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

/** Posts `form` to `path` with the CSRF token of `page`, the page already opened there. */
export function postWith(
  agent: Agent,
  page: { text: string },
  form: Record<string, string>,
  path = '/registration/register',
) {
  return agent
    .post(path)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...form });
}

/** GET the page at `path` and post `form` to it with the page's CSRF token. */
export async function postForm(agent: Agent, path: string, form: Record<string, string>) {
  return postWith(agent, await agent.get(path).expect(200), form, path);
}

/** Step 1 with the person's details; expects the security stage at `path`. */
export async function toSecurityStage(
  agent: Agent,
  person: Person,
  path = '/registration/register',
  extra = {},
) {
  const res = await postForm(agent, path, detailsForm(person, extra));
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe(path);
  const page = await agent.get(path).expect(200);
  expect(h1(page.text)).toBe('Step 2 of 2 Register');
  return page;
}
