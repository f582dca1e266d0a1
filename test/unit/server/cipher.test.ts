import { describe, expect, it } from '@jest/globals';
import { createSessionCipher } from '../../../server/session/cipher.ts';

const SECRET = 'unit-test-session-secret-0123456789abcdef';
const PLAIN = JSON.stringify({
  auth: { kind: 'native', sessionTicket: 'TICKET-1234-secret' },
  note: 'Zoë £5 ✓',
});

function decryptError(run: () => unknown): Error {
  try {
    run();
  } catch (err) {
    return err as Error;
  }
  throw new Error('decrypt did not throw');
}

describe('session cipher (AES-256-GCM)', () => {
  const cipher = createSessionCipher(SECRET);

  it('round-trips text, including non-ASCII', () => {
    expect(cipher.decrypt(cipher.encrypt(PLAIN))).toBe(PLAIN);
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
  });

  it('does not leave the plaintext readable', () => {
    const sealed = cipher.encrypt(PLAIN);
    expect(sealed).not.toContain('TICKET-1234-secret');
    expect(Buffer.from(sealed, 'base64').toString('utf8')).not.toContain('TICKET-1234-secret');
  });

  it('gives a different ciphertext each time (random IV)', () => {
    const a = cipher.encrypt(PLAIN);
    const b = cipher.encrypt(PLAIN);
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe(cipher.decrypt(b));
  });

  it('detects tampering with the body', () => {
    const raw = Buffer.from(cipher.encrypt(PLAIN), 'base64');
    raw[raw.length - 1]! ^= 0x01;
    const error = decryptError(() => cipher.decrypt(raw.toString('base64')));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SessionDecryptError');
  });

  it('detects tampering with the IV or the tag', () => {
    for (const index of [0, 12, 27]) {
      const raw = Buffer.from(cipher.encrypt(PLAIN), 'base64');
      raw[index]! ^= 0x80;
      expect(decryptError(() => cipher.decrypt(raw.toString('base64'))).name).toBe('SessionDecryptError');
    }
  });

  it('refuses truncated or garbage input with the same error', () => {
    expect(decryptError(() => cipher.decrypt('')).name).toBe('SessionDecryptError');
    expect(decryptError(() => cipher.decrypt('bm90IGEgc2Vzc2lvbg==')).name).toBe('SessionDecryptError');
  });

  it('cannot be decrypted with a different secret', () => {
    const other = createSessionCipher('another-session-secret-0123456789abcdef');
    const error = decryptError(() => other.decrypt(cipher.encrypt(PLAIN)));
    expect(error.name).toBe('SessionDecryptError');
    expect(error.message).not.toContain('TICKET');
  });

  it('decrypts with a new cipher built from the same secret (after a restart)', () => {
    expect(createSessionCipher(SECRET).decrypt(cipher.encrypt(PLAIN))).toBe(PLAIN);
  });
});
