import { describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { csrfFrom, text } from '../helpers/browserless.ts';
import { CARDS } from './sandbox/money-helpers.ts';
import { LOAN, SAVINGS, STEP1, link, usePayIntoAccount } from './pay-into-account.helpers.ts';

// Pay into account by card (spec 3 §2, §4, §5, §8; docs/money-journeys.md) through the real app against the sandbox
// bank and its card issuer on another origin: the entry points and step 1.

const { keep, carlSignedIn, details } = usePayIntoAccount();

describe('entry points and step 1', () => {
  it("offers 'Pay in by card' on Carl's savings and loan, each under its servicing type", async () => {
    const agent = await carlSignedIn();
    const savings = keep(await agent.get(`/accounts/details/${SAVINGS}`).expect(200));
    expect(link(savings.text, `/savings-servicing/pay-into-account/${SAVINGS}`)).toBe(
      `Pay in by card -> /savings-servicing/pay-into-account/${SAVINGS}`,
    );
    const loan = keep(await agent.get(`/accounts/details/${LOAN}`).expect(200));
    expect(link(loan.text, `/loan-servicing/pay-into-account/${LOAN}`)).toBe(
      `Pay in by card -> /loan-servicing/pay-into-account/${LOAN}`,
    );
    // The loan under the savings prefix is sent to its own; an account that takes no card payments is not found.
    await agent
      .get(`/savings-servicing/pay-into-account/${LOAN}`)
      .expect(302)
      .expect('location', `/loan-servicing/pay-into-account/${LOAN}`);
    await agent.get(`/savings-servicing/pay-into-account/${accountKeyToHex('ACC-30187452')}`).expect(404);
    const page = keep(await agent.get(`/loan-servicing/pay-into-account/${LOAN}`).expect(200));
    expect(page.text).toContain('<title>Pay savings or loan account - ');
    expect(text(page.text)).toContain('Step 1 of 4: Transfer details');
    expect(text(page.text)).toContain('You owe £7,500.00');
    // The selector lists both of Carl's accounts; choosing the other resets the journey and switches the base.
    expect(page.text).toMatch(
      /<option value="4143432d3335323030303131"[^>]*>Easy Access Saver \(\d+\)<\/option>/,
    );
    await agent
      .get(`/loan-servicing/pay-into-account/${LOAN}?account=${SAVINGS}`)
      .expect(302)
      .expect('location', `/loan-servicing/pay-into-account/${SAVINGS}`);
  });

  it('marks up the card fields for autofill and numeric keypads, and pays the type "specific"', async () => {
    const agent = await carlSignedIn();
    const page = keep(await agent.get(STEP1).expect(200));
    // HTML attribute names are case-insensitive (React writes autoComplete, inputMode).
    const input = (id: string) =>
      (new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(page.text)?.[0] ?? '').toLowerCase();
    expect(input('cardNumber')).toContain('autocomplete="cc-number"');
    expect(input('cardNumber')).toContain('inputmode="numeric"');
    expect(input('securityCode')).toContain('inputmode="numeric"');
    expect(input('expiryDate')).toContain('autocomplete="cc-exp"');
    expect(input('securityCode')).toContain('autocomplete="cc-csc"');
    expect(input('cardholderName')).toContain('autocomplete="cc-name"');
    expect(input('securityCode')).not.toContain('value=');
    expect(input('cardNumber')).not.toContain('value=');
    expect(page.text).toContain(
      '<label class="govuk-label govuk-label--s" for="securityCode">Card security code</label>',
    );
    expect(page.text).toContain('<input type="hidden" name="paymentType" value="specific"/>');
  });

  it('refuses a POST without the CSRF token, and answers an empty form with each required message', async () => {
    const agent = await carlSignedIn();
    await agent.post(STEP1).type('form').send({ amount: '5' }).expect(403);
    const page = keep(await agent.get(STEP1).expect(200));
    const empty = keep(
      await agent
        .post(STEP1)
        .type('form')
        .send({ _csrf: csrfFrom(page.text) })
        .expect(400),
    );
    for (const message of [
      'Please enter an amount',
      'Please enter your card number',
      'Please enter the expiry date',
      'Please enter the name on the card',
      'Please enter the card security code',
      'Please enter the first line of the billing address',
      'Please enter the billing postcode',
    ])
      expect(text(empty.text)).toContain(message);
    expect(empty.text).toContain('<a href="#cardNumber">Please enter your card number</a>');
    expect(empty.text).toContain('<title>Error: Pay savings or loan account - ');
  });

  it('never echoes the card number, expiry or security code after an error', async () => {
    const agent = await carlSignedIn();
    const page = keep(await agent.get(STEP1).expect(200));
    const entry = details(CARDS.challenge, { amount: 'ten', expiryDate: '13/30' });
    const refused = keep(
      await agent
        .post(STEP1)
        .type('form')
        .send({ _csrf: csrfFrom(page.text), ...entry })
        .expect(400),
    );
    expect(text(refused.text)).toContain('Please enter a valid amount');
    expect(text(refused.text)).toContain('Expiry date must be in MM/YY format');
    expect(refused.text).not.toContain(CARDS.challenge);
    expect(refused.text).not.toContain(entry.securityCode);
    expect(refused.text).not.toContain('13/30');
    expect(refused.text).toContain('value="Carl Card"');
  });
});
