import { expect } from '@jest/globals';
import type request from 'supertest';
import { csrfFrom, text, type Agent } from '../helpers/browserless.ts';

// What the rate-limit tests share (rate-limit.test.ts, lockout.test.ts): a failed sign-in, and the page a refused one
// gets.

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1] ?? ''));

/**
 * The "Too many attempts" page: 429, the design system, one h1, the page title, no stack trace. 'wait': when to try
 * again (Retry-After); 'account': wrong passwords from devices the customer has not signed in on reached their limit,
 * which no wait lifts, so it says where else to sign in and links to the password reset (decision 075).
 */
export function expectTooManyAttempts(res: request.Response, kind: 'wait' | 'account' = 'wait') {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(h1s(res.text)).toEqual(['Too many attempts']);
  expect(res.text).toContain('<title>Too many attempts - Northmoor Savings</title>');
  expect(res.text).toContain('govuk-template');
  expect(res.text).not.toMatch(/at \S+ \(|Error:|node_modules/);
  if (kind === 'wait') {
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(text(res.text)).toContain('Wait');
  } else {
    expect(res.headers['retry-after']).toBeUndefined();
    expect(text(res.text)).toContain('use a device you have signed in on before');
    expect(res.text).toContain('<a class="govuk-link" href="/forgotten-password">Reset your password</a>');
  }
}

export async function failedSignIn(agent: Agent, username: string, password = 'Wrong-Password-1') {
  const page = await agent.get('/sign-in/step-1').expect(200);
  return agent
    .post('/sign-in/step-1')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), username, password });
}

/**
 * Step 1 posted by each of `agents` at the same moment (each has its page, and its token, first), for `username` with
 * `password`: the answers, in the agents' order.
 */
export async function signInAtOnce(agents: Agent[], username: string, password: string) {
  const pages = await Promise.all(agents.map((agent) => agent.get('/sign-in/step-1').expect(200)));
  return Promise.all(
    agents.map((agent, i) =>
      agent
        .post('/sign-in/step-1')
        .type('form')
        .send({ _csrf: csrfFrom(pages[i]!.text), username, password }),
    ),
  );
}
