import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { CARD_PAYMENT_MAKE, cardPaymentResponseSchema } from '../../../shared/api/money-movements.ts';
import { createLogger } from '../../../sandbox/logging.ts';
import { pending, until } from '../../helpers/until.ts';
import { bankHeaders } from './api.ts';
import { DEMO } from './sign-in.ts';
import {
  CARDS,
  CARL,
  CARL_LOAN,
  CARL_SAVINGS,
  ledger,
  makeRequest,
  postExpectingDrop,
  resetMoney,
} from './money-helpers.ts';
import { useCardPayments } from './use-card-payments.ts';

// paybycard v1.0 (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): make with each test card and
// the card checks, the magic amounts, and card details kept out of answers and logs.

const { sandbox, carl, demo, make } = useCardPayments();

describe('make', () => {
  it('4444 3333 2222 1111: PerformThreeDSecure with a PaymentKey and the issuer’s challenge URL', async () => {
    const { status, body } = await make();
    expect(status).toBe(200);
    expect(cardPaymentResponseSchema.parse(body)).toEqual({
      ResponseStatus: 'PerformThreeDSecure',
      PaymentKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      ThreeDSecureUrl: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/acs\/challenge\?payment=[0-9a-f]{32}$/,
      ),
      PaymentReference: null,
    });
    // The issuer is another site than the bank's API.
    expect(new URL(body.ThreeDSecureUrl).origin).toBe(sandbox.acsUrl);
    expect(sandbox.acsUrl).not.toBe(sandbox.apiUrl);
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([
      expect.objectContaining({ Kind: 'card-payment', AmountPence: 2500, Status: 'AwaitingThreeDSecure' }),
    ]);
  });

  it('5555 5555 5555 4444: Completed at once (frictionless), the account credited once', async () => {
    const { body } = await make({ CardNumber: CARDS.frictionless, Amount: '125.50' });
    expect(body).toEqual({
      ResponseStatus: 'Completed',
      PaymentKey: expect.any(String),
      ThreeDSecureUrl: null,
      PaymentReference: expect.stringMatching(/^CP\d{10}$/),
    });
    expect(await carl.account(CARL_SAVINGS)).toMatchObject({ Balance: 1125.5, RemainingAllowance: 1125.5 });
    const [latest] = await carl.transactions(CARL_SAVINGS);
    expect(latest).toMatchObject({
      Date: '2026-11-23',
      Amount: 125.5,
      Balance: 1125.5,
      ExtendedProperties: { Type: 'PostedTransaction', PaymentReference: body.PaymentReference },
    });
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([
      expect.objectContaining({
        Kind: 'card-payment',
        AmountPence: 12550,
        Status: 'Completed',
        Reference: body.PaymentReference,
      }),
    ]);
  });

  it.each([
    [CARDS.declined, 'Declined'],
    [CARDS.blocked, 'CardBlocked'],
    [CARDS.limit, 'LimitExceeded'],
    [CARDS.failed, 'Failed'],
  ])('%s: %s, no payment and nothing moves', async (card, status) => {
    const { body } = await make({ CardNumber: card });
    expect(body).toEqual({
      ResponseStatus: status,
      PaymentKey: null,
      ThreeDSecureUrl: null,
      PaymentReference: null,
    });
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([]);
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);
  });

  it.each([
    ['a number failing Luhn', { CardNumber: '4444333322221112' }],
    ['a number with letters', { CardNumber: '4444333322221111aaa' }],
    ['a number with spaces', { CardNumber: '4444 3333 2222 1111' }],
    ['a short number', { CardNumber: '42424242424' }],
    ['no number', { CardNumber: null }],
    ['an expired card (October 2026)', { ExpiryDate: '10/26' }],
    ['a month 13', { ExpiryDate: '13/27' }],
    ['an expiry without the slash', { ExpiryDate: '1227' }],
    ['a four-digit expiry year', { ExpiryDate: '12/2027' }],
    ['a 2-digit security code', { SecurityCode: '12' }],
    ['a 4-digit security code', { SecurityCode: '1234' }],
    ['security code 000', { SecurityCode: '000' }],
  ])('IncorrectPaymentDetails for %s', async (_name, overrides) => {
    const { status, body, text } = await make(overrides);
    expect(status).toBe(200);
    expect(body.ResponseStatus).toBe('IncorrectPaymentDetails');
    expect(body.PaymentKey).toBeNull();
    // The answer never repeats the card details.
    for (const value of Object.values(overrides)) if (value) expect(text).not.toContain(value);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([]);
  });

  it('takes a card expiring this month', async () => {
    expect((await make({ ExpiryDate: '11/26' })).body.ResponseStatus).toBe('PerformThreeDSecure');
  });

  it("pays off part of a loan: the balance owed goes down; never more than what's owed", async () => {
    const { body } = await make(
      { CardNumber: CARDS.frictionless, Amount: '100.00', ProductType: 'Loan' },
      CARL_LOAN,
    );
    expect(body.ResponseStatus).toBe('Completed');
    expect(await carl.account(CARL_LOAN)).toMatchObject({
      ProductType: 'Loan',
      BrandProductType: null,
      Balance: -7400,
      RemainingAllowance: null,
      Supports: ['PayByCard'],
    });
    const over = await make(
      { CardNumber: CARDS.frictionless, Amount: '7400.01', ProductType: 'Loan' },
      CARL_LOAN,
    );
    expect(over.body.ResponseStatus).toBe('Failed');
    expect((await carl.account(CARL_LOAN)).Balance).toBe(-7400);
  });

  it('refuses accounts that take no card payments, a wrong ProductType or currency (Failed)', async () => {
    expect((await make({}, 'ACC-30456021', demo)).body.ResponseStatus).toBe('Failed');
    expect((await make({ ProductType: 'Loan' })).body.ResponseStatus).toBe('Failed');
    expect((await make({ CurrencyCode: 'EUR' })).body.ResponseStatus).toBe('Failed');
    expect((await make({ Amount: '0.00' })).body.ResponseStatus).toBe('Failed');
    expect((await make({ Amount: '1,000.00' })).status).toBe(400);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([]);
  });

  it("answers 404 for another customer's account", async () => {
    expect((await make({}, 'ACC-30187452')).status).toBe(404);
  });

  it("takes demo.saver's card payments into her easy access and notice accounts", async () => {
    expect((await resetMoney(sandbox.apiUrl, DEMO.username)).status).toBe(200);
    for (const key of ['ACC-30187452', 'ACC-30219864']) {
      const { body } = await make({ CardNumber: CARDS.frictionless, Amount: '10.00' }, key, demo);
      expect(body.ResponseStatus).toBe('Completed');
    }
    expect((await demo.account('ACC-30219864')).Balance).toBe(25010);
    expect((await demo.account('ACC-30219864')).RemainingAllowance).toBe(22010);
    expect((await resetMoney(sandbox.apiUrl, DEMO.username)).status).toBe(200);
    expect((await demo.account('ACC-30219864')).Balance).toBe(25000);
  });
});

describe('magic amounts on make', () => {
  it('£9.99: Failed, no payment', async () => {
    expect((await make({ Amount: '9.99', CardNumber: CARDS.frictionless })).body).toMatchObject({
      ResponseStatus: 'Failed',
      PaymentKey: null,
    });
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([]);
  });

  it('£3.33: the payment is taken at once, the answer comes after 3 seconds', async () => {
    const started = Date.now();
    const slow = make({ Amount: '3.33', CardNumber: CARDS.frictionless });
    const inFlight = pending(slow);
    await until(
      'the £3.33 payment in the ledger',
      async () => (await ledger(sandbox.apiUrl, CARL.username)).length,
    );
    expect(inFlight()).toBe(true);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([
      expect.objectContaining({ AmountPence: 333, Status: 'Completed' }),
    ]);
    expect((await slow).body.ResponseStatus).toBe('Completed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1003.33);
  }, 15_000);

  it('£7.77: the payment is taken, the connection dropped', async () => {
    const outcome = await postExpectingDrop(
      sandbox.apiUrl,
      CARD_PAYMENT_MAKE,
      makeRequest(CARL_SAVINGS, { Amount: '7.77', CardNumber: CARDS.frictionless }),
      { 'x-session-ticket': carl.ticket },
    );
    expect(outcome).not.toHaveProperty('status');
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1007.77);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toHaveLength(1);
  }, 15_000);
});

describe('card details stay out of answers and logs', () => {
  it('does not echo a malformed JSON body in the 400', async () => {
    const response = await fetch(`${sandbox.apiUrl}${CARD_PAYMENT_MAKE}`, {
      method: 'POST',
      headers: bankHeaders({ 'x-session-ticket': carl.ticket }),
      body: `{"CardNumber":"${CARDS.challenge}","SecurityCode":"737",`,
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain(CARDS.challenge);
    expect(text).not.toContain('737');
  });

  it('redacts card fields at any depth in the sandbox log', () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const logger = createLogger(false, sink);
    logger.info({
      CardNumber: CARDS.challenge,
      request: { body: { CardNumber: CARDS.challenge, SecurityCode: '737' } },
      upstream: { payload: { ExpiryDate: '03/30', ThreeDSecureResult: 'signed.pares' } },
      err: { body: `{"CardNumber":"${CARDS.frictionless}"}` },
    });
    expect(output).toContain('[Redacted]');
    for (const secret of [CARDS.challenge, CARDS.frictionless, '737', '03/30', 'signed.pares'])
      expect(output).not.toContain(secret);
  });
});
