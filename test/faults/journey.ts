import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { csrfFrom, type Agent } from '../helpers/browserless.ts';

// A withdrawal over HTTP as a browser without JavaScript makes it (test/integration/make-withdrawal.test.ts), split
// at the review page so a fault can land between the steps.

/** Wes Withdraw's easy access account (sandbox/CUSTOMERS.md). */
export const EASY = accountKeyToHex('ACC-35000011');

export type Review = { html: string; key: string };

export async function toReview(agent: Agent, amount: string, reference = ''): Promise<Review> {
  const form = await agent.get(`/make-withdrawal/${EASY}`);
  if (form.status !== 200) throw new Error(`withdrawal form: HTTP ${form.status}`);
  const posted = await agent
    .post(`/make-withdrawal/${EASY}`)
    .type('form')
    .send({ _csrf: csrfFrom(form.text), amount, reference });
  if (posted.status !== 303) throw new Error(`withdrawal step 1: HTTP ${posted.status}`);
  const review = await agent.get(`/make-withdrawal/${EASY}/review`);
  if (review.status !== 200) throw new Error(`withdrawal review: HTTP ${review.status}`);
  const key = /name="submissionKey" value="([^"]+)"/.exec(review.text)?.[1];
  if (!key) throw new Error('no submission key on the review page');
  return { html: review.text, key };
}

/** Confirms; answers the page the customer ends on (the confirmation's path) and its text. */
export async function confirm(agent: Agent, review: Review): Promise<{ location: string; page: string }> {
  const res = await agent
    .post(`/make-withdrawal/${EASY}/review`)
    .type('form')
    .send({ _csrf: csrfFrom(review.html), submissionKey: review.key });
  if (res.status !== 303) throw new Error(`confirm: HTTP ${res.status}`);
  const location = String(res.headers.location);
  const page = await agent.get(location);
  return { location, page: page.text };
}
