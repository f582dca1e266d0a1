import { createSessionCipher, type SessionCipher } from '../../../server/session/cipher.ts';

// The card details between step 1 and the 'Pay' button (decision 022). The spec's order —
// Transfer details, Review, then the payment — means the portal must keep the card number, expiry and security code
// across one round trip. They are kept only here: sealed with AES-256-GCM under a key of their own (HKDF info
// 'card-hold' from SESSION_SECRET, so not the key that seals the session at rest), bound to the account and expiring
// after 15 minutes, inside the journey state; opened once, by the request that calls the bank's 'make', which drops
// the hold before it calls, whatever the outcome. 'Edit details', another account, leaving the journey and signing
// out drop it too (it lives and dies with the journey state).

export const CARD_HOLD_MINUTES = 15;

export type CardSecrets = { cardNumber: string; expiryDate: string; securityCode: string };

export type CardHold = {
  /** The sealed secrets (base64). */
  sealed: string;
  /** When the hold stops being usable (ms since the epoch); checked again inside the seal. */
  expires: number;
};

const ciphers = new Map<string, SessionCipher>();

function cipherFor(secret: string): SessionCipher {
  let cipher = ciphers.get(secret);
  if (!cipher) {
    cipher = createSessionCipher(secret, 'card-hold');
    ciphers.set(secret, cipher);
  }
  return cipher;
}

export function sealCard(secret: string, account: string, card: CardSecrets, now: number): CardHold {
  const expires = now + CARD_HOLD_MINUTES * 60_000;
  const sealed = cipherFor(secret).encrypt(
    JSON.stringify({ a: account, e: expires, n: card.cardNumber, x: card.expiryDate, c: card.securityCode }),
  );
  return { sealed, expires };
}

export function holdUsable(hold: CardHold | undefined, now: number): hold is CardHold {
  return hold !== undefined && now < hold.expires;
}

/** The card details of a usable hold for this account; null when absent, expired, altered or another account's. */
export function openCard(
  secret: string,
  account: string,
  hold: CardHold | undefined,
  now: number,
): CardSecrets | null {
  if (!holdUsable(hold, now)) return null;
  try {
    const inside = JSON.parse(cipherFor(secret).decrypt(hold.sealed)) as Record<string, unknown>;
    if (inside.a !== account || typeof inside.e !== 'number' || now >= inside.e) return null;
    const { n, x, c } = inside;
    if (typeof n !== 'string' || typeof x !== 'string' || typeof c !== 'string') return null;
    return { cardNumber: n, expiryDate: x, securityCode: c };
  } catch {
    return null;
  }
}
