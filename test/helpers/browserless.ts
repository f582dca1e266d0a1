import request from 'supertest';
import type { Express } from 'express';

// Drive the portal over HTTP like a browser without JavaScript: a cookie-keeping agent, hidden CSRF fields,
// and the memorable-number digits asked for on step 2.

export type Agent = ReturnType<typeof request.agent>;

import { DEMO, type Customer } from './customers.ts';

export { DEMO, EZRA, LORNA, MAYA, PIP } from './customers.ts';

export function csrfFrom(html: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no CSRF field on the page');
  return match[1];
}

/** The 1-based positions asked for on step 2, read from labels like '2nd digit'. */
export function requestedPositions(html: string): number[] {
  return [...html.matchAll(/for="pin\d">(\d+)(?:st|nd|rd|th) digit/g)].map((m) => Number(m[1]));
}

/** The page's text as a reader gets it: tags are word breaks, but <wbr> and React's comments add nothing. */
export function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<wbr\s*\/?>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The sign-in credentials of a customer: what `signIn` types in. */
export type Credentials = Pick<Customer, 'username' | 'password' | 'memorableNumber'>;

export async function signIn(app: Express | string, customer: Credentials = DEMO): Promise<Agent> {
  const agent = request.agent(app);
  const step1 = await agent.get('/sign-in/step-1').expect(200);
  await agent
    .post('/sign-in/step-1')
    .type('form')
    .send({ _csrf: csrfFrom(step1.text), username: customer.username, password: customer.password })
    .expect(303)
    .expect('location', '/sign-in/step-2');
  const step2 = await agent.get('/sign-in/step-2').expect(200);
  const digits = requestedPositions(step2.text).map((p) => customer.memorableNumber[p - 1]);
  await agent
    .post('/sign-in/step-2')
    .type('form')
    .send({ _csrf: csrfFrom(step2.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] })
    .expect(303);
  return agent;
}

/** Signs `agent` out with the accounts page's Sign out button (the browser keeps its other cookies). */
export async function signOut(agent: Agent): Promise<void> {
  const accounts = await agent.get('/accounts/list').expect(200);
  await agent
    .post('/sign-out')
    .type('form')
    .send({ _csrf: csrfFrom(accounts.text) })
    .expect(303);
}

/** The personal details form's required messages (spec 1 §5), each linked to its field from the error summary. */
export const PERSONAL_DETAILS_REQUIRED: ReadonlyArray<readonly [href: string, message: string]> = [
  ['#firstname', 'Please enter your first name'],
  ['#lastname', 'Please enter your last name'],
  ['#b_day-day', 'Please enter your date of birth'],
  ['#postcode', 'Please enter your home postcode'],
  ['#account_number', 'Please enter your account number'],
];

/** Every `[href, message]` appears as an error summary link in the page. */
export function errorLinks(html: string, links: ReadonlyArray<readonly [string, string]>): string[] {
  return links
    .filter(([href, message]) => !html.includes(`<a href="${href}">${message}</a>`))
    .map(([href]) => href);
}
