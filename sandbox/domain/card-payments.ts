import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { luhnValid } from '../../shared/forms/card-payment.ts';
import { transaction } from '../db/database.ts';
import type { AccountAction, AccountRow } from './accounts.ts';
import { londonDate } from './clock.ts';
import { bookTransaction, type Mover, recordMovement, updateMovement } from './movements.ts';
import { newOpaqueTicket, ticketHash } from './secrets.ts';
import { type ChallengeAnswer, newChallengeId, signPaRes, verifyPaRes } from './three-d-secure.ts';

// Paying into a savings or loan account by card (paybycard), and the card issuer's side of 3-D Secure.
// The sandbox never stores a card number, expiry or security code: a payment keeps the card's last four digits.

/** What a card does at 'make' (sandbox/CUSTOMERS.md "Test cards"). Any other valid card is challenged. */
export type CardBehaviour =
  'Challenge' | 'Frictionless' | 'Declined' | 'CardBlocked' | 'LimitExceeded' | 'Failed';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4444333322221111': 'Challenge',
  '5555555555554444': 'Frictionless',
  '4000000000000002': 'Declined',
  '4000000000000069': 'CardBlocked',
  '4000000000009995': 'LimitExceeded',
  '4000000000000119': 'Failed',
};

export function cardBehaviour(cardNumber: string): CardBehaviour {
  return TEST_CARDS[cardNumber] ?? 'Challenge';
}

export type CardDetails = {
  cardNumber?: string | null;
  expiryDate?: string | null;
  securityCode?: string | null;
};

/**
 * Why the card details are not acceptable (IncorrectPaymentDetails), or undefined when they are: 12–19 digits
 * passing Luhn; expiry 'MM/YY' not before this month in London (a card is valid to the end of its month); a
 * 3-digit security code, '000' refused.
 */
export function cardDetailsProblem(card: CardDetails, now: Date): string | undefined {
  const number = card.cardNumber ?? '';
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return 'CardNumber is not a valid card number';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiryDate ?? '');
  if (!expiry) return 'ExpiryDate must be MM/YY';
  const [thisYear, thisMonth] = londonDate(now).split('-').map(Number) as [number, number];
  const year = 2000 + Number(expiry[2]);
  const month = Number(expiry[1]);
  if (year < thisYear || (year === thisYear && month < thisMonth)) return 'The card has expired';
  const code = card.securityCode ?? '';
  if (!/^\d{3}$/.test(code)) return 'SecurityCode must be 3 digits';
  if (code === '000') return 'The security code is not correct';
  return undefined;
}

/** Whether the account takes card payments, or why not. */
export function cardPaymentRefusal(account: AccountRow): string | undefined {
  if (account.account_status !== 'Active') return 'The account is closed';
  if (account.product_type !== 'Savings' && account.product_type !== 'Loan')
    return 'Only savings and loan accounts take card payments';
  const supports = JSON.parse(account.supports) as AccountAction[];
  if (!supports.includes('PayByCard')) return 'The account does not take card payments';
  return undefined;
}

type CardPaymentRow = {
  payment_key_hash: string;
  movement_id: number;
  customer_id: string;
  account_key: string;
  amount_pence: number;
  currency_code: string;
  card_last4: string;
  status: 'AwaitingThreeDSecure' | 'Completed' | 'Declined' | 'Cancelled';
  payment_reference: string | null;
  challenge_id: string | null;
  md: string | null;
  term_url: string | null;
  cancel_url: string | null;
  challenge_result: 'Y' | 'N' | 'C' | null;
  pares_nonce: string | null;
};

/** The bank's reference for a completed card payment: 'CP' and 10 digits. */
function newPaymentReference(): string {
  return `CP${String(randomInt(1_000_000_000)).padStart(9, '0')}${randomInt(10)}`;
}

/** Credits the account: a savings balance (and its RemainingAllowance) goes up, a loan's balance owed goes down. */
function credit(
  db: DatabaseSync,
  account: AccountRow,
  amountPence: number,
  reference: string,
  movementId: number,
  now: Date,
): void {
  const current = db
    .prepare('SELECT balance_pence FROM accounts WHERE account_key = ?')
    .get(account.account_key) as { balance_pence: number };
  const balance = Number(current.balance_pence) + amountPence;
  db.prepare(
    `UPDATE accounts SET balance_pence = ?,
       remaining_allowance_pence = CASE WHEN remaining_allowance_pence IS NULL THEN NULL
                                        ELSE remaining_allowance_pence + ? END
     WHERE account_key = ?`,
  ).run(balance, amountPence, account.account_key);
  const transactionId = bookTransaction(db, account, {
    date: londonDate(now),
    description: account.product_type === 'Loan' ? 'Loan repayment by card' : 'Payment in by card',
    kind: 'Deposit',
    amountPence,
    balancePence: balance,
    reference,
    movementId,
  });
  updateMovement(db, movementId, { status: 'Completed', reference, transactionId }, now);
}

export type MakeOutcome =
  | { status: 'PerformThreeDSecure'; paymentKey: string; challengeId: string }
  | { status: 'Completed'; paymentKey: string; paymentReference: string };

/**
 * A payment the bank takes forward (the card passed its checks and is not one of the declining test cards): a
 * frictionless card is charged and the account credited at once; any other waits for the customer's 3-D Secure
 * challenge at the issuer. Both are a 'card-payment' ledger row.
 */
export function createCardPayment(
  db: DatabaseSync,
  mover: Mover,
  account: AccountRow,
  payment: { amountPence: number; currencyCode: string; cardNumber: string; frictionless: boolean },
  now: Date,
): MakeOutcome {
  const paymentKey = newOpaqueTicket();
  return transaction(db, () => {
    const movementId = recordMovement(
      db,
      {
        mover,
        accountKey: account.account_key,
        kind: 'card-payment',
        amountPence: payment.amountPence,
        reference: null,
        status: payment.frictionless ? 'Completed' : 'AwaitingThreeDSecure',
      },
      now,
    );
    const challengeId = payment.frictionless ? null : newChallengeId();
    const paymentReference = payment.frictionless ? newPaymentReference() : null;
    db.prepare(
      `INSERT INTO card_payments
         (payment_key_hash, movement_id, customer_id, account_key, amount_pence, currency_code, card_last4, status,
          payment_reference, challenge_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      ticketHash(paymentKey),
      movementId,
      mover.userId,
      account.account_key,
      payment.amountPence,
      payment.currencyCode,
      payment.cardNumber.slice(-4),
      payment.frictionless ? 'Completed' : 'AwaitingThreeDSecure',
      paymentReference,
      challengeId,
      now.toISOString(),
      now.toISOString(),
    );
    if (paymentReference) {
      credit(db, account, payment.amountPence, paymentReference, movementId, now);
      return { status: 'Completed', paymentKey, paymentReference } as const;
    }
    return { status: 'PerformThreeDSecure', paymentKey, challengeId: challengeId as string } as const;
  });
}

export type CompleteOutcome =
  | { status: 'Completed'; paymentReference: string }
  | { status: 'Declined' }
  | { status: 'Failed'; reason: string };

/**
 * The complete call: the customer's own payment, waiting for 3-D Secure, on that account and for that amount, with a
 * PaRes the issuer signed for it and not used before. Approved: Completed (the account is credited once); declined
 * at the issuer: Declined. Anything else is Failed and changes nothing — a forged or reused PaRes, an unknown,
 * cancelled or finished payment (so a completed payment completed again is never credited twice).
 */
export function completeCardPayment(
  db: DatabaseSync,
  secret: Buffer,
  customerId: string,
  account: AccountRow,
  request: { paymentKey: string; amountPence: number | undefined; paRes: string | null },
  now: Date,
): CompleteOutcome {
  return transaction(db, () => {
    const keyHash = ticketHash(request.paymentKey);
    const payment = db
      .prepare('SELECT * FROM card_payments WHERE payment_key_hash = ? AND customer_id = ?')
      .get(keyHash, customerId) as CardPaymentRow | undefined;
    if (!payment) return { status: 'Failed', reason: 'Unknown PaymentKey' } as const;
    if (payment.account_key !== account.account_key)
      return { status: 'Failed', reason: 'The payment is for another account' } as const;
    if (payment.status !== 'AwaitingThreeDSecure')
      return { status: 'Failed', reason: `The payment is ${payment.status}` } as const;
    if (request.amountPence !== undefined && request.amountPence !== Number(payment.amount_pence))
      return { status: 'Failed', reason: 'The amount is not the amount of the payment' } as const;
    const content = request.paRes ? verifyPaRes(secret, request.paRes, keyHash) : undefined;
    if (
      !content ||
      content.challengeId !== payment.challenge_id ||
      payment.pares_nonce === null ||
      content.nonce !== payment.pares_nonce ||
      content.result !== payment.challenge_result
    )
      return { status: 'Failed', reason: 'The 3-D Secure result is not valid for this payment' } as const;

    const status = content.result === 'Y' ? 'Completed' : 'Declined';
    const paymentReference = status === 'Completed' ? newPaymentReference() : null;
    db.prepare(
      `UPDATE card_payments SET status = ?, payment_reference = ?, pares_nonce = NULL, updated_at = ?
       WHERE payment_key_hash = ? AND status = 'AwaitingThreeDSecure'`,
    ).run(status, paymentReference, now.toISOString(), keyHash);
    if (paymentReference) {
      credit(db, account, Number(payment.amount_pence), paymentReference, Number(payment.movement_id), now);
      return { status: 'Completed', paymentReference } as const;
    }
    updateMovement(db, Number(payment.movement_id), { status: 'Declined' }, now);
    return { status: 'Declined' } as const;
  });
}

/**
 * The customer cancelled the challenge: a payment waiting for 3-D Secure becomes Cancelled (no money taken; a
 * later complete fails). Cancelling a cancelled payment again is still 'Cancelled'; anything else 'Failed'.
 */
export function cancelCardPayment(
  db: DatabaseSync,
  customerId: string,
  paymentKey: string,
  now: Date,
): 'Cancelled' | 'Failed' {
  return transaction(db, () => {
    const payment = db
      .prepare('SELECT * FROM card_payments WHERE payment_key_hash = ? AND customer_id = ?')
      .get(ticketHash(paymentKey), customerId) as CardPaymentRow | undefined;
    if (!payment) return 'Failed';
    if (payment.status === 'Cancelled') return 'Cancelled';
    if (payment.status !== 'AwaitingThreeDSecure') return 'Failed';
    db.prepare(
      `UPDATE card_payments SET status = 'Cancelled', pares_nonce = NULL, updated_at = ? WHERE payment_key_hash = ?`,
    ).run(now.toISOString(), payment.payment_key_hash);
    updateMovement(db, Number(payment.movement_id), { status: 'Cancelled' }, now);
    return 'Cancelled';
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The card issuer's side (sandbox/acs): the challenge of one payment, found by the id in ThreeDSecureUrl.

export type Challenge = {
  challengeId: string;
  paymentKeyHash: string;
  amountPence: number;
  currencyCode: string;
  cardLast4: string;
  /** The payment is still waiting for the customer's answer at the bank. */
  open: boolean;
  answer: ChallengeAnswer | 'C' | null;
  md: string | null;
  termUrl: string | null;
  cancelUrl: string | null;
  paresNonce: string | null;
};

function toChallenge(row: CardPaymentRow): Challenge {
  return {
    challengeId: row.challenge_id as string,
    paymentKeyHash: row.payment_key_hash,
    amountPence: Number(row.amount_pence),
    currencyCode: row.currency_code,
    cardLast4: row.card_last4,
    open: row.status === 'AwaitingThreeDSecure',
    answer: row.challenge_result,
    md: row.md,
    termUrl: row.term_url,
    cancelUrl: row.cancel_url,
    paresNonce: row.pares_nonce,
  };
}

export function findChallenge(db: DatabaseSync, challengeId: string): Challenge | undefined {
  const row = db.prepare('SELECT * FROM card_payments WHERE challenge_id = ?').get(challengeId) as
    CardPaymentRow | undefined;
  return row ? toChallenge(row) : undefined;
}

/** Keeps the merchant's hand-off fields for an unanswered challenge (the answer posts back to them). */
export function storeHandOff(
  db: DatabaseSync,
  challengeId: string,
  handOff: { md: string; termUrl: string; cancelUrl: string },
  now: Date,
): void {
  db.prepare(
    `UPDATE card_payments SET md = ?, term_url = ?, cancel_url = ?, updated_at = ?
     WHERE challenge_id = ? AND challenge_result IS NULL`,
  ).run(handOff.md, handOff.termUrl, handOff.cancelUrl, now.toISOString(), challengeId);
}

/** Records the customer's answer; the first answer stands (a second one changes nothing). */
export function answerChallenge(
  db: DatabaseSync,
  challengeId: string,
  answer: ChallengeAnswer | 'C',
  now: Date,
): Challenge | undefined {
  db.prepare(
    `UPDATE card_payments SET challenge_result = ?, pares_nonce = CASE WHEN ? = 'C' THEN NULL ELSE ? END,
       updated_at = ?
     WHERE challenge_id = ? AND challenge_result IS NULL AND status = 'AwaitingThreeDSecure'`,
  ).run(answer, answer, newChallengeId(), now.toISOString(), challengeId);
  return findChallenge(db, challengeId);
}

/** The PaRes for an approved or declined challenge (the same each time it is asked for). */
export function paResFor(secret: Buffer, challenge: Challenge): string | undefined {
  if ((challenge.answer !== 'Y' && challenge.answer !== 'N') || !challenge.paresNonce) return undefined;
  return signPaRes(
    secret,
    { challengeId: challenge.challengeId, result: challenge.answer, nonce: challenge.paresNonce },
    challenge.paymentKeyHash,
  );
}
