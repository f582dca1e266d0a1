import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from '@jest/globals';
import { createSessionCipher } from '../../server/session/cipher.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { answerAtIssuer, CARDS } from './sandbox/money-helpers.ts';
import { LOAN, STEP1, find, hidden, link, pay, usePayIntoAccount } from './pay-into-account.helpers.ts';

// Pay into account by card (spec 3 §2, §4, §5, §8; docs/money-journeys.md) through the real app against the sandbox
// bank and its card issuer on another origin: payments over HTTP as a browser without JavaScript makes them, one
// movement per payment whatever is posted twice, the issuer's return endpoints without a cookie, the MD as the
// completion handlers' CSRF defence, and no card number or security code in the logs, the session store or any page.

const journey = usePayIntoAccount();
const { portal, pages, usedCodes, keep, carlSignedIn, details } = journey;
const { toReview, cardMovements, handOff, returnFromIssuer, throughIssuer } = journey;

describe('a frictionless card', () => {
  it('reviews with the last 4 digits only; two parallel Pay POSTs with one key move the money once', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { review, key, csrf } = await toReview(agent, details(CARDS.frictionless, { amount: '£1,234.56' }));
    expect(text(review.text)).toContain('Card ending 4444');
    expect(review.text).not.toContain(CARDS.frictionless);
    expect(find(review.text, />Pay £[\d,.]+<\/button>/)).toBe('>Pay £1,234.56</button>');
    expect(link(review.text, STEP1)).toBe(`Edit details -> ${STEP1}`);

    const [first, second] = await Promise.all([pay(agent, csrf, key), pay(agent, csrf, key)]);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    const confirmation = `${STEP1}/confirmation?key=${key}`;
    expect([first.headers.location, second.headers.location]).toEqual([confirmation, confirmation]);
    const movements = await cardMovements();
    expect(movements).toHaveLength(before + 1);
    expect(movements.at(-1)).toMatchObject({ AmountPence: 123_456, Status: 'Completed' });

    const done = keep(await agent.get(confirmation).expect(200));
    expect(text(done.text)).toContain('Payment completed successfully');
    expect(find(done.text, /data-testid="payment-reference">[^<]*</)).toMatch(/>CP\d{10}<$/);
    expect(text(done.text)).toContain('You paid £1,234.56 into Easy Access Saver');
    // A refresh shows the same; Pay again with the same key, and Back to the review, make nothing more.
    keep(await agent.get(confirmation).expect(200));
    const again = await pay(agent, csrf, key).expect(303);
    expect(again.headers.location).toBe(confirmation);
    const back = keep(await agent.get(`${STEP1}/review`).expect(200));
    expect(text(back.text)).toContain('You have already made this payment');
    expect(await cardMovements()).toHaveLength(before + 1);
  });

  it("'Edit details' keeps the amount and address, and asks for the card again", async () => {
    const agent = await carlSignedIn();
    const entry = details(CARDS.frictionless, { amount: '12.00', addressLine2: 'Flat 2' });
    const { key } = await toReview(agent, entry);
    const step1 = keep(await agent.get(STEP1).expect(200));
    expect(step1.text).toContain('value="12.00"');
    expect(step1.text).toContain('value="Flat 2"');
    expect(step1.text).not.toContain(CARDS.frictionless);
    // The review is gone with the card: its key makes nothing.
    await agent.get(`${STEP1}/review`).expect(302).expect('location', STEP1);
    const stale = await pay(agent, csrfFrom(step1.text), key).expect(303);
    expect(stale.headers.location).toBe(STEP1);
  });
});

describe('refused payments', () => {
  it.each([
    ['declined', CARDS.declined, 'The payment was declined by the card issuer'],
    ['blocked', CARDS.blocked, 'The card is blocked by the card issuer'],
  ] as const)(
    'a %s card goes back to step 1 with the §8 message, the card fields empty',
    async (_name, card, message) => {
      const agent = await carlSignedIn();
      const before = await cardMovements();
      const { key, csrf } = await toReview(agent, details(card));
      await pay(agent, csrf, key).expect(303).expect('location', STEP1);
      const page = keep(await agent.get(STEP1).expect(200));
      expect(text(page.text)).toContain(`${message}. No money has been taken from your card.`);
      expect(page.text).not.toContain(card);
      expect(page.text).toContain('value="Carl Card"');
      expect(await cardMovements()).toEqual(before);
    },
  );
});

describe('3-D Secure', () => {
  it('approve: the return endpoint works without a cookie, and completing twice credits once', async () => {
    const agent = await carlSignedIn();
    const before = (await cardMovements()).length;
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '40.00' }));
    await pay(agent, csrf, key).expect(303).expect('location', `${STEP1}/verification`);
    const movement = (await cardMovements()).at(-1);
    expect(movement).toMatchObject({ AmountPence: 4000, Status: 'AwaitingThreeDSecure' });

    const { url, fields, page } = await handOff(agent);
    expect(fields.TermUrl).toBe(`${portal.url}/card-issuer/return`);
    expect(fields.CancelUrl).toBe(`${portal.url}/card-issuer/cancel`);
    expect(text(page.text)).toContain('Continue to your card issuer');
    // The verification page's CSP, and only its, lets the issuer in (decision 020).
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain(`frame-src 'self' ${portal.sandbox.acsUrl}`);
    expect(csp).toMatch(
      new RegExp(`form-action 'self' \\S+ ${portal.sandbox.acsUrl.replace(/\./g, '\\.')}(;|$)`),
    );
    const reviewCsp = (await agent.get(STEP1)).headers['content-security-policy'] as string;
    expect(reviewCsp).toContain("frame-src 'none'");
    expect(reviewCsp).not.toContain(portal.sandbox.acsUrl);

    const issuerPage = await answerAtIssuer(url, 'approve', fields);
    // The return endpoint: a cross-site POST without our cookie is answered (no 403), sets no cookie, may be framed
    // by our pages only, and only bounces the answer to the same-site completion handler.
    const bounce = await returnFromIssuer(issuerPage.form.action, issuerPage.form.fields);
    expect(bounce.response.status).toBe(200);
    expect(bounce.response.headers.get('set-cookie')).toBeNull();
    expect(bounce.response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(bounce.html).toContain('<script src="/card-issuer/continue.js"></script>');
    expect(bounce.html).toContain('>Continue</button>');
    expect(bounce.action).toBe(`${STEP1}/verification/complete`);
    expect((await cardMovements()).at(-1)).toMatchObject({ Status: 'AwaitingThreeDSecure' });

    const posted = { MD: hidden(bounce.html, 'MD'), PaRes: hidden(bounce.html, 'PaRes') };
    const complete = () =>
      agent
        .post(bounce.action as string)
        .set('origin', portal.url)
        .type('form')
        .send(posted);
    const [one, two] = await Promise.all([complete(), complete()]);
    expect(one.status).toBe(303);
    expect(two.status).toBe(303);
    expect(one.headers.location).toBe(two.headers.location);
    const three = await complete().expect(303);
    expect(three.headers.location).toBe(one.headers.location);
    const movements = await cardMovements();
    expect(movements).toHaveLength(before + 1);
    expect(movements.at(-1)).toMatchObject({ AmountPence: 4000, Status: 'Completed' });
    const done = keep(await agent.get(one.headers.location as string).expect(200));
    expect(text(done.text)).toContain('Payment completed successfully');
    expect(text(done.text)).toContain('You paid £40.00 into Easy Access Saver');
  });

  it('refuses a completion whose MD is not the journey’s, and one from another site', async () => {
    const agent = await carlSignedIn();
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '41.00' }));
    await pay(agent, csrf, key).expect(303);
    const { md, action, posted } = await throughIssuer(agent, 'approve');
    // Garbage, and an MD sealed for another payment (a later journey's, after the first is cancelled) are refused.
    await agent.post(action).type('form').send({ MD: 'not-ours', PaRes: posted.PaRes }).expect(403);
    await agent
      .post(action)
      .type('form')
      .send({ MD: `${md.slice(0, -2)}AA`, PaRes: posted.PaRes })
      .expect(403);
    // A post from another site, even with the right MD, stops at the Origin check.
    await agent.post(action).set('origin', portal.sandbox.acsUrl).type('form').send(posted).expect(403);
    // Another customer's session with this MD is refused too.
    const other = await signIn(portal.url);
    await other.post(action).type('form').send(posted).expect(404);
    expect((await cardMovements()).at(-1)).toMatchObject({
      AmountPence: 4100,
      Status: 'AwaitingThreeDSecure',
    });
    // The right one completes.
    const ok = await agent.post(action).type('form').send(posted).expect(303);
    expect(ok.headers.location).toMatch(/\/confirmation\?key=/);
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4100, Status: 'Completed' });
  });

  it('decline at the issuer: Declined, back to step 1 with the message', async () => {
    const agent = await carlSignedIn();
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '42.00' }));
    await pay(agent, csrf, key).expect(303);
    const { action, posted } = await throughIssuer(agent, 'decline');
    await agent.post(action).type('form').send(posted).expect(303).expect('location', STEP1);
    const page = keep(await agent.get(STEP1).expect(200));
    expect(text(page.text)).toContain('The payment was declined by the card issuer');
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4200, Status: 'Declined' });
  });

  it('cancel at the issuer: the bank is told once, step 1 says so, and a late completion credits nothing', async () => {
    const agent = await carlSignedIn();
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '43.00' }));
    await pay(agent, csrf, key).expect(303);
    const { action, posted, md } = await throughIssuer(agent, 'cancel');
    expect(action).toBe(`${STEP1}/verification/cancel`);
    await agent.post(action).type('form').send(posted).expect(303).expect('location', STEP1);
    const page = keep(await agent.get(STEP1).expect(200));
    expect(text(page.text)).toContain('You cancelled the payment. No money has been taken from your card.');
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4300, Status: 'Cancelled' });
    const late = await agent.post(`${STEP1}/verification/complete`).type('form').send({ MD: md, PaRes: 'x' });
    expect(late.status).toBe(303);
    await agent
      .get(late.headers.location as string)
      .expect(302)
      .expect('location', STEP1);
    expect((await cardMovements()).at(-1)).toMatchObject({ AmountPence: 4300, Status: 'Cancelled' });
  });

  it('pays into the loan under /loan-servicing', async () => {
    const agent = await carlSignedIn();
    const step1 = `/loan-servicing/pay-into-account/${LOAN}`;
    const { key, csrf } = await toReview(agent, details(CARDS.challenge, { amount: '50.00' }), step1);
    await pay(agent, csrf, key, step1).expect(303).expect('location', `${step1}/verification`);
    const { action, posted } = await throughIssuer(agent, 'approve', step1);
    const done = await agent.post(action).type('form').send(posted).expect(303);
    expect(done.headers.location).toMatch(new RegExp(`^${step1}/confirmation\\?key=`));
    expect(text(keep(await agent.get(done.headers.location as string).expect(200)).text)).toContain(
      'You paid £50.00 into Car Loan',
    );
  });
});

describe('card data stays out of logs, the session store and the pages', () => {
  it('finds no card number and no security code anywhere', async () => {
    // Mid-journey too: a review whose hold is sealed in the session.
    const agent = await carlSignedIn();
    const entry = details(CARDS.challenge, { amount: '44.00' });
    await toReview(agent, entry);

    const numbers = Object.values(CARDS);
    const logs = portal.logs();
    expect(logs.length).toBeGreaterThan(0);
    const sessionFiles = readdirSync(portal.sessionDir).map((file) => join(portal.sessionDir, file));
    const raw = sessionFiles.map((file) => readFileSync(file).toString('latin1')).join('\n');
    // The session rows decrypted: the journey's hold is sealed again inside them.
    const db = new DatabaseSync(join(portal.sessionDir, 'sessions.sqlite'), { readOnly: true });
    const cipher = createSessionCipher(portal.config.session.secret);
    const decrypted = [
      ...(db.prepare('SELECT data FROM sessions').all() as { data: string }[]),
      ...(db.prepare('SELECT data FROM submissions').all() as { data: string }[]),
    ]
      .map((row) => cipher.decrypt(row.data))
      .join('\n');
    db.close();
    expect(decrypted).toContain('cardHold');
    const html = pages.join('\n');
    for (const [where, content] of [
      ['logs', logs],
      ['session store file', raw],
      ['session store, decrypted', decrypted],
      ['pages', html],
    ] as const) {
      for (const number of numbers) expect(`${where}: ${content.includes(number)}`).toBe(`${where}: false`);
      for (const securityCode of usedCodes) {
        // A code is 3 digits: look for it as a value, not as any 3 digits in a hash.
        const asValue = new RegExp(`["'=>:]${securityCode}["'<&,]`);
        expect(`${where} ${securityCode}: ${asValue.test(content)}`).toBe(`${where} ${securityCode}: false`);
      }
    }
  });
});
