import { expect } from '@jest/globals';
import { csrfFrom, text, type Agent } from '../helpers/browserless.ts';

// What the registration tests share (registration*.test.ts): the sandbox's registration persons
// (sandbox/CUSTOMERS.md), the messages they meet, the two steps' forms and the walk to step 2.

export type Person = {
  firstname: string;
  lastname: string;
  dob: [day: string, month: string, year: string];
  postcode: string;
  account: string;
};

export const P = {
  rita: {
    firstname: 'Rita',
    lastname: 'Register',
    dob: ['12', '4', '1988'],
    postcode: 'EH1 1YZ',
    account: '30999001',
  },
  rob: {
    firstname: 'Rob',
    lastname: 'Register',
    dob: ['25', '9', '1979'],
    postcode: 'G1 1XQ',
    account: '31000002',
  },
  ruth: {
    firstname: 'Ruth',
    lastname: 'Register',
    dob: ['31', '1', '2001'],
    postcode: 'AB10 1YP',
    account: '31000013',
  },
  theo: {
    firstname: 'Theo',
    lastname: 'Thirdparty',
    dob: ['24', '12', '1987'],
    postcode: 'EH1 1YZ',
    account: '30999001',
  },
  ned: {
    firstname: 'Ned',
    lastname: 'Notallowed',
    dob: ['15', '6', '1972'],
    postcode: 'DH1 3HP',
    account: '31000024',
  },
  barry: {
    firstname: 'Barry',
    lastname: 'Barred',
    dob: ['3', '3', '1966'],
    postcode: 'LE1 5WW',
    account: '31000035',
  },
  alex: {
    firstname: 'Alex',
    lastname: 'Saver',
    dob: ['19', '7', '1984'],
    postcode: 'LS1 4DT',
    account: '30187452',
  },
  ada: {
    firstname: 'Ada',
    lastname: 'Activation',
    dob: ['8', '8', '1994'],
    postcode: 'BN1 1EE',
    account: '31000046',
  },
  eddie: {
    firstname: 'Eddie',
    lastname: 'Expired',
    dob: ['10', '10', '1960'],
    postcode: 'PO1 2DD',
    account: '31000057',
  },
  lou: {
    firstname: 'Lou',
    lastname: 'Lockout',
    dob: ['5', '5', '1985'],
    postcode: 'CH1 2HS',
    account: '31000068',
  },
  uma: {
    firstname: 'Uma',
    lastname: 'Unsuccessful',
    dob: ['14', '2', '1992'],
    postcode: 'WR1 2NA',
    account: '31000079',
  },
  seth: {
    firstname: 'Seth',
    lastname: 'Setupblocked',
    dob: ['1', '12', '1970'],
    postcode: 'HR1 2PJ',
    account: '31000080',
  },
} satisfies Record<string, Person>;

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
  return {
    step: 'details',
    firstname: person.firstname,
    lastname: person.lastname,
    'b_day.day': person.dob[0],
    'b_day.month': person.dob[1],
    'b_day.year': person.dob[2],
    postcode: person.postcode,
    account_number: person.account,
    ...extra,
  };
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

/** GET the page at `path` and post `form` to it with the page's CSRF token. */
export async function postForm(agent: Agent, path: string, form: Record<string, string>) {
  const page = await agent.get(path).expect(200);
  return agent
    .post(path)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...form });
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
