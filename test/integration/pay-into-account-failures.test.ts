import { describe, expect, it } from '@jest/globals';
import { until } from '../helpers/until.ts';
import { text } from '../helpers/browserless.ts';
import { CARDS } from './sandbox/money-helpers.ts';
import { STEP1, pay, usePayIntoAccount } from './pay-into-account.helpers.ts';

// Pay into account by card (spec 3 §2, §4, §5, §8; docs/money-journeys.md) through the real app against the sandbox
// bank and its card issuer on another origin: payments in flight, unknown, failed and expired.

/** The portal's clock runs this far ahead of real time (the card hold's 15 minutes). */
let shift = 0;
const { keep, carlSignedIn, details, toReview, cardMovements } = usePayIntoAccount(() => Date.now() + shift);

describe('in flight, unknown, failed, expired', () => {
  it('shows a second Pay sent while the first is in flight as being processed, then the one result', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '3.33' }));
    // supertest sends a request when it is awaited: start the first one now.
    const first = pay(agent, csrf, key).then((res) => res);
    // The second comes once the first has reached the bank, which holds its answer for 3 s.
    await until('the first Pay at the bank', async () => (await cardMovements()).length > before);
    const second = await pay(agent, csrf, key).expect(303);
    const processing = keep(await agent.get(second.headers.location as string).expect(200));
    expect(processing.text).toContain('<meta http-equiv="refresh" content="2"/>');
    expect(text(processing.text)).toContain('Your payment is being processed');
    expect((await first).status).toBe(303);
    const done = keep(await agent.get(`${STEP1}/confirmation?key=${key}`).expect(200));
    expect(text(done.text)).toContain('Payment completed successfully');
    expect(await cardMovements()).toHaveLength(before + 1);
  });

  it('says an outcome it could not confirm is unknown, and never sends it again', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '7.77' }));
    const res = await pay(agent, csrf, key).expect(303);
    expect(res.headers.location).toBe(`${STEP1}/confirmation?key=${key}`);
    const unknown = keep(await agent.get(res.headers.location as string).expect(200));
    expect(text(unknown.text)).toContain(
      'An unknown error occurred. Please check your accounts before retrying.',
    );
    await pay(agent, csrf, key)
      .expect(303)
      .expect('location', res.headers.location as string);
    expect(await cardMovements()).toHaveLength(before + 1);
  });

  it("says the bank's Failed in §8's words on step 1", async () => {
    const agent = await carlSignedIn();
    const before = await cardMovements();
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '9.99' }));
    await pay(agent, csrf, key).expect(303).expect('location', STEP1);
    const page = keep(await agent.get(STEP1).expect(200));
    expect(text(page.text)).toContain(
      'The payment failed to go through due to technical difficulties. No money has been taken from your card.',
    );
    expect(await cardMovements()).toEqual(before);
  });

  it('keeps the card details 15 minutes at most: then Pay sends nothing and step 1 asks for them again', async () => {
    const agent = await carlSignedIn();
    const before = await cardMovements();
    const { key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '15.00' }));
    shift = 15 * 60_000 + 1000;
    try {
      await pay(agent, csrf, key).expect(303).expect('location', STEP1);
      const page = keep(await agent.get(STEP1).expect(200));
      expect(text(page.text)).toContain('For your security we only keep card details for 15 minutes.');
      expect(page.text).toContain('value="15.00"');
      // The review, reached again after a while, sends the customer back the same way.
      const again = await toReview(agent, details(CARDS.frictionless, { amount: '16.00' }));
      shift += 15 * 60_000 + 1000;
      await agent.get(`${STEP1}/review`).expect(302).expect('location', STEP1);
      await pay(agent, again.csrf, again.key).expect(303).expect('location', STEP1);
    } finally {
      shift = 0;
    }
    expect(await cardMovements()).toEqual(before);
  });
});
