import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for session data at rest; the key is derived from SESSION_SECRET. Other uses (the card hold, the 3-D
 * Secure MD token) derive their own key with their own HKDF `info`, so one key never serves two purposes.
 */
export type SessionCipher = { encrypt(plain: string): string; decrypt(sealed: string): string };

export function createSessionCipher(secret: string, info = 'session-data-at-rest'): SessionCipher {
  // A KeyObject, made once: given the key as bytes, Node prepares a key object on every call, which cost ten times
  // the decryption itself, on every request that reads a session (decision 041).
  const key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'savings-portal', info, 32)));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        const error = new Error('Session data could not be decrypted');
        error.name = 'SessionDecryptError';
        throw error;
      }
    },
  };
}
