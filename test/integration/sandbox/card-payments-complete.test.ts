import { describe, expect, it } from '@jest/globals';
import {
  CARD_PAYMENT_CANCEL,
  CARD_PAYMENT_COMPLETE,
  cardPaymentCancelResponseSchema,
  cardPaymentResponseSchema,
} from '../../../shared/api/money-movements.ts';
import {
  CARDS,
  CARL,
  CARL_LOAN,
  CARL_SAVINGS,
  completeRequest,
  ledger,
  makeRequest,
} from './money-helpers.ts';
import { useCardPayments } from './use-card-payments.ts';

// paybycard v1.0 (shared/api/money-movements.ts, docs/upstream-api/money-movements.md): complete with the issuer's
// PaRes (and not with a forged or reused one), and cancel.

const { sandbox, carl, demo, make, challenged } = useCardPayments();

describe('complete', () => {
  it('approved at the issuer: Completed with a PaymentReference, credited once', async () => {
    const { request, paymentKey, paRes } = await challenged('approve');
    const { status, body } = await carl.post(
      CARD_PAYMENT_COMPLETE,
      completeRequest(request, paymentKey, paRes),
    );
    expect(status).toBe(200);
    expect(cardPaymentResponseSchema.parse(body)).toEqual({
      ResponseStatus: 'Completed',
      PaymentReference: expect.stringMatching(/^CP\d{10}$/),
    });
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1025);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([
      expect.objectContaining({
        Kind: 'card-payment',
        Status: 'Completed',
        Reference: body.PaymentReference,
      }),
    ]);

    // The same PaRes again (a replayed return from the issuer, a double click): Failed, never a second credit.
    const again = await carl.post(CARD_PAYMENT_COMPLETE, completeRequest(request, paymentKey, paRes));
    expect(again.body).toMatchObject({ ResponseStatus: 'Failed', PaymentReference: null });
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1025);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toHaveLength(1);
  });

  it('credits a loan: the balance owed goes down', async () => {
    const { request, paymentKey, paRes } = await challenged('approve', { ProductType: 'Loan' }, CARL_LOAN);
    const { body } = await carl.post(CARD_PAYMENT_COMPLETE, completeRequest(request, paymentKey, paRes));
    expect(body.ResponseStatus).toBe('Completed');
    expect((await carl.account(CARL_LOAN)).Balance).toBe(-7475);
  });

  it('declined at the issuer: Declined, nothing moves', async () => {
    const { request, paymentKey, paRes } = await challenged('decline');
    const { body } = await carl.post(CARD_PAYMENT_COMPLETE, completeRequest(request, paymentKey, paRes));
    expect(body).toEqual({ ResponseStatus: 'Declined', PaymentReference: null });
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([
      expect.objectContaining({ Kind: 'card-payment', Status: 'Declined' }),
    ]);
  });

  it('refuses a forged PaRes: a changed answer, made-up text, another payment’s PaRes', async () => {
    const declined = await challenged('decline');
    const [payload = '', signature = ''] = declined.paRes.split('.');
    const content = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const flipped = `${Buffer.from(JSON.stringify({ ...content, r: 'Y' })).toString('base64url')}.${signature}`;
    for (const forged of [flipped, 'not-a-pares', `${payload}.${'A'.repeat(43)}`, ''])
      expect(
        (
          await carl.post(
            CARD_PAYMENT_COMPLETE,
            completeRequest(declined.request, declined.paymentKey, forged),
          )
        ).body.ResponseStatus,
      ).toBe('Failed');

    // Payment A's approval used for payment B.
    const approvedA = await challenged('approve');
    const made = await make();
    const forB = await carl.post(
      CARD_PAYMENT_COMPLETE,
      completeRequest(makeRequest(CARL_SAVINGS), made.body.PaymentKey, approvedA.paRes),
    );
    expect(forB.body.ResponseStatus).toBe('Failed');
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);

    // The real answers still work after the forgeries.
    expect(
      (
        await carl.post(
          CARD_PAYMENT_COMPLETE,
          completeRequest(approvedA.request, approvedA.paymentKey, approvedA.paRes),
        )
      ).body.ResponseStatus,
    ).toBe('Completed');
    expect(
      (
        await carl.post(
          CARD_PAYMENT_COMPLETE,
          completeRequest(declined.request, declined.paymentKey, declined.paRes),
        )
      ).body.ResponseStatus,
    ).toBe('Declined');
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1025);
  });

  it('fails for an unknown PaymentKey, another amount, or before the issuer answered', async () => {
    const { request, paymentKey, paRes } = await challenged('approve');
    const complete = (body: Record<string, unknown>) => carl.post(CARD_PAYMENT_COMPLETE, body);
    expect((await complete(completeRequest(request, 'unknown-key', paRes))).body.ResponseStatus).toBe(
      'Failed',
    );
    expect(
      (await complete({ ...completeRequest(request, paymentKey, paRes), Amount: '26.00' })).body
        .ResponseStatus,
    ).toBe('Failed');
    const unanswered = await make();
    expect(
      (await complete(completeRequest(makeRequest(CARL_SAVINGS), unanswered.body.PaymentKey, null))).body
        .ResponseStatus,
    ).toBe('Failed');
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);
  });

  it('refuses the card details on complete (400): the bank holds the card against the PaymentKey', async () => {
    const { request, paymentKey, paRes } = await challenged('approve');
    for (const field of ['CardNumber', 'ExpiryDate', 'SecurityCode']) {
      const body = { ...completeRequest(request, paymentKey, paRes), [field]: request[field] };
      const response = await carl.post(CARD_PAYMENT_COMPLETE, body);
      expect(response.status).toBe(400);
      expect(response.text).not.toContain(String(request[field]));
    }
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);
  });

  it("cannot complete another customer's payment", async () => {
    const { request, paymentKey, paRes } = await challenged('approve');
    const asDemo = await demo.post(CARD_PAYMENT_COMPLETE, completeRequest(request, paymentKey, paRes));
    expect(asDemo.status).toBe(404);
    const onOwnAccount = await demo.post(
      CARD_PAYMENT_COMPLETE,
      completeRequest(makeRequest('ACC-30187452'), paymentKey, paRes),
    );
    expect(onOwnAccount.body.ResponseStatus).toBe('Failed');
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);
  });
});

describe('cancel', () => {
  it('cancels a payment waiting for 3-D Secure; a later complete fails', async () => {
    const { request, paymentKey, paRes } = await challenged('approve');
    const response = await carl.post(CARD_PAYMENT_CANCEL, { PaymentKey: paymentKey });
    expect(cardPaymentCancelResponseSchema.parse(response.body)).toEqual({ ResponseStatus: 'Cancelled' });
    expect((await carl.post(CARD_PAYMENT_CANCEL, { PaymentKey: paymentKey })).body.ResponseStatus).toBe(
      'Cancelled',
    );
    const late = await carl.post(CARD_PAYMENT_COMPLETE, completeRequest(request, paymentKey, paRes));
    expect(late.body.ResponseStatus).toBe('Failed');
    expect((await carl.account(CARL_SAVINGS)).Balance).toBe(1000);
    expect(await ledger(sandbox.apiUrl, CARL.username)).toEqual([
      expect.objectContaining({ Kind: 'card-payment', Status: 'Cancelled' }),
    ]);
  });

  it('answers Failed for a completed, unknown or foreign payment', async () => {
    const completed = await make({ CardNumber: CARDS.frictionless });
    expect((await carl.post(CARD_PAYMENT_CANCEL, { PaymentKey: completed.body.PaymentKey })).body).toEqual({
      ResponseStatus: 'Failed',
    });
    expect((await carl.post(CARD_PAYMENT_CANCEL, { PaymentKey: 'nope' })).body.ResponseStatus).toBe('Failed');
    const waiting = await make();
    expect(
      (await demo.post(CARD_PAYMENT_CANCEL, { PaymentKey: waiting.body.PaymentKey })).body.ResponseStatus,
    ).toBe('Failed');
    expect((await carl.post(CARD_PAYMENT_CANCEL, {})).status).toBe(400);
  });
});
