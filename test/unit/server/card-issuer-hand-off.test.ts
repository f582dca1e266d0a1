import { describe, expect, it } from '@jest/globals';
import {
  CARD_ISSUER_COMPLETION,
  completionPath,
  openHandOff,
  sealHandOff,
  VERIFICATION_PAGE,
} from '../../../server/card-issuer/hand-off.ts';
import {
  CARD_HOLD_MINUTES,
  openCard,
  sealCard,
} from '../../../app/routes/pay-into-account/card-hold.server.ts';

// Decisions 020 and 022: the sealed MD of the 3-D Secure hand-off, and the sealed card hold.

const SECRET = 'unit-test-session-secret-0123456789abcdef';
const HAND_OFF = {
  type: 'loan',
  account: '4143432d3335323030303232',
  token: 'AbCdEfGhIjKlMnOpQrStUv',
} as const;

describe('the MD of the 3-D Secure hand-off', () => {
  it('opens to where the payment is finished, and tells the issuer nothing', () => {
    const md = sealHandOff(SECRET, HAND_OFF);
    expect(md).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(md).not.toContain(HAND_OFF.account);
    expect(md).not.toContain(HAND_OFF.token);
    expect(openHandOff(SECRET, md)).toEqual(HAND_OFF);
    expect(sealHandOff(SECRET, HAND_OFF)).not.toBe(md); // a fresh IV each time
    expect(completionPath(HAND_OFF, 'complete')).toBe(
      '/loan-servicing/pay-into-account/4143432d3335323030303232/verification/complete',
    );
  });

  it('refuses what this portal did not seal: altered, another secret, garbage, too long', () => {
    const md = sealHandOff(SECRET, HAND_OFF);
    const altered = `${md.slice(0, 20)}${md[20] === 'A' ? 'B' : 'A'}${md.slice(21)}`;
    for (const bad of [
      altered,
      sealHandOff(`${SECRET}-other`, HAND_OFF),
      'portal-opaque-md-token',
      '',
      'x'.repeat(2000),
      42,
    ])
      expect(openHandOff(SECRET, bad)).toBeNull();
  });

  it('names the completion handlers and the verification page exactly', () => {
    expect(CARD_ISSUER_COMPLETION.test(completionPath(HAND_OFF, 'cancel'))).toBe(true);
    expect(CARD_ISSUER_COMPLETION.test('/loan-servicing/pay-into-account/abc/verification/complete/x')).toBe(
      false,
    );
    expect(CARD_ISSUER_COMPLETION.test('/accounts/list')).toBe(false);
    expect(VERIFICATION_PAGE.test('/savings-servicing/pay-into-account/4143/verification')).toBe(true);
    expect(VERIFICATION_PAGE.test('/savings-servicing/pay-into-account/4143/verification/complete')).toBe(
      false,
    );
    expect(VERIFICATION_PAGE.test('/savings-servicing/pay-into-account/4143/review')).toBe(false);
  });
});

describe('the card hold', () => {
  const card = { cardNumber: '4444333322221111', expiryDate: '12/30', securityCode: '739' };
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('is sealed (no card data in clear), for one account, for 15 minutes', () => {
    const hold = sealCard(SECRET, 'acc1', card, now);
    expect(JSON.stringify(hold)).not.toMatch(/4444333322221111|739|12\/30/);
    expect(hold.expires).toBe(now + CARD_HOLD_MINUTES * 60_000);
    expect(openCard(SECRET, 'acc1', hold, now + CARD_HOLD_MINUTES * 60_000 - 1)).toEqual(card);
    expect(openCard(SECRET, 'acc1', hold, now + CARD_HOLD_MINUTES * 60_000)).toBeNull();
    expect(openCard(SECRET, 'acc2', hold, now)).toBeNull();
    expect(openCard(`${SECRET}-other`, 'acc1', hold, now)).toBeNull();
    // Its expiry is checked inside the seal too: moving the clear one on does not extend it.
    expect(
      openCard(SECRET, 'acc1', { ...hold, expires: hold.expires + 60_000 }, hold.expires + 1),
    ).toBeNull();
    expect(openCard(SECRET, 'acc1', undefined, now)).toBeNull();
  });
});
