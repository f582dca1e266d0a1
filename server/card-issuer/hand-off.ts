import { createSessionCipher, type SessionCipher } from '../session/cipher.ts';

// The 3-D Secure hand-off's MD (shared/api/money-movements.ts THREE_DS_FIELDS; decision 020). The portal gives the
// card issuer an opaque MD and gets it back, with PaRes, on a cross-site POST that carries no session cookie. The
// MD is sealed (AES-256-GCM, a key of its own derived from SESSION_SECRET) around:
// - where the payment's completion handler is (the servicing type and the account's hex id), so the return endpoint
//   can bounce the customer there without a session, and without telling the issuer which account it is;
// - a single-use token of 128 random bits, kept in the journey state: the completion handler requires the posted MD
//   to be the journey's (the CSRF defence of those handlers), and claims the token as the submission key of the
//   complete (or cancel) call, so the payment is completed once.

export type ServicingType = 'savings' | 'loan';

export type HandOff = { type: ServicingType; account: string; token: string };

/** Where the card issuer's answer is finished: `/{type}-servicing/pay-into-account/{id}/verification/{what}`. */
export const CARD_ISSUER_COMPLETION =
  /^\/(savings|loan)-servicing\/pay-into-account\/([0-9a-f]{2,128})\/verification\/(complete|cancel)$/;

/** The verification page, the one page whose CSP adds the card issuers' origins. */
export const VERIFICATION_PAGE = /^\/(savings|loan)-servicing\/pay-into-account\/[^/]+\/verification\/?$/;

/** The issuer's return endpoints: no session, framed by the verification page. */
export const RETURN_PATHS = { complete: '/card-issuer/return', cancel: '/card-issuer/cancel' } as const;

const MD_MAX = 1024;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const ACCOUNT = /^[0-9a-f]{2,128}$/;

const ciphers = new Map<string, SessionCipher>();

function cipherFor(secret: string): SessionCipher {
  let cipher = ciphers.get(secret);
  if (!cipher) {
    cipher = createSessionCipher(secret, 'card-issuer-md');
    ciphers.set(secret, cipher);
  }
  return cipher;
}

export function sealHandOff(secret: string, handOff: HandOff): string {
  const sealed = cipherFor(secret).encrypt(JSON.stringify([handOff.type, handOff.account, handOff.token]));
  return Buffer.from(sealed, 'base64').toString('base64url');
}

/** The hand-off an MD was sealed around, or null for anything this portal did not seal. */
export function openHandOff(secret: string, md: unknown): HandOff | null {
  if (typeof md !== 'string' || md.length === 0 || md.length > MD_MAX || !/^[A-Za-z0-9_-]+$/.test(md))
    return null;
  try {
    const plain = cipherFor(secret).decrypt(Buffer.from(md, 'base64url').toString('base64'));
    const [type, account, token] = JSON.parse(plain) as unknown[];
    if ((type !== 'savings' && type !== 'loan') || typeof account !== 'string' || typeof token !== 'string')
      return null;
    if (!ACCOUNT.test(account) || !TOKEN.test(token)) return null;
    return { type, account, token };
  } catch {
    return null;
  }
}

export function completionPath(
  handOff: Pick<HandOff, 'type' | 'account'>,
  what: 'complete' | 'cancel',
): string {
  return `/${handOff.type}-servicing/pay-into-account/${handOff.account}/verification/${what}`;
}
