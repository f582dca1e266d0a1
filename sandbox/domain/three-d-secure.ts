import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The card issuer's signed 3-D Secure result (PaRes). The issuer (sandbox/acs) signs it when the customer answers
// the challenge; the bank (paybycard complete) verifies it. Both run in the sandbox process and share a random
// secret made at start (so a restart voids every result not yet used).
//
// PaRes = base64url(JSON { v: 1, c: challenge id, r: 'Y' | 'N', n: nonce }) + '.' + base64url(HMAC-SHA256)
// over that payload and the SHA-256 of the PaymentKey: a PaRes is bound to one payment, so it cannot be moved to
// another, and the portal (which relays it) cannot change the answer without the secret.

export type ChallengeAnswer = 'Y' | 'N';

export type PaResContent = { challengeId: string; result: ChallengeAnswer; nonce: string };

export function newIssuerSecret(): Buffer {
  return randomBytes(32);
}

/** A random id for the issuer's side of a payment (in ThreeDSecureUrl), or a single-use nonce. */
export function newChallengeId(): string {
  return randomBytes(16).toString('hex');
}

function mac(secret: Buffer, payload: string, paymentKeyHash: string): Buffer {
  return createHmac('sha256', secret).update(`${payload}.${paymentKeyHash}`).digest();
}

export function signPaRes(secret: Buffer, content: PaResContent, paymentKeyHash: string): string {
  const payload = Buffer.from(
    JSON.stringify({ v: 1, c: content.challengeId, r: content.result, n: content.nonce }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(secret, payload, paymentKeyHash).toString('base64url')}`;
}

/** The PaRes's content if it is well formed and signed for this payment; undefined otherwise. */
export function verifyPaRes(secret: Buffer, paRes: string, paymentKeyHash: string): PaResContent | undefined {
  const match = /^([A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{43})$/.exec(paRes);
  if (!match) return undefined;
  const [, payload = '', signature = ''] = match;
  const expected = mac(secret, payload, paymentKeyHash);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const content = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (content.v !== 1 || typeof content.c !== 'string' || typeof content.n !== 'string') return undefined;
    if (content.r !== 'Y' && content.r !== 'N') return undefined;
    return { challengeId: content.c, result: content.r, nonce: content.n };
  } catch {
    return undefined;
  }
}
