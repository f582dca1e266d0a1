import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

// Passwords: scrypt with a random 16-byte salt per secret, stored as `scrypt$N$r$p$salt$key` (base64url).
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

function scryptAsync(
  secret: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

// A hash nobody's password matches: checked against when the username is unknown, so that the answer takes as
// long as for a known username with a wrong password (no username enumeration by timing).
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
}

// Memorable numbers: sign-in asks for three of the six digits, so the number must be checkable position by
// position. It is sealed with AES-256-GCM under a fixed sandbox key (a real bank would keep that key in an HSM);
// the database never holds it in plaintext. The key is deliberately fixed so that sandbox data survives restarts.
const MEMORABLE_NUMBER_KEY = createHash('sha256')
  .update('savings-portal sandbox memorable-number key v1')
  .digest();
const SEAL_VERSION = 'v1';

export const MEMORABLE_NUMBER_LENGTH = 6;

export function sealMemorableNumber(memorableNumber: string): string {
  if (!/^\d{6}$/.test(memorableNumber)) throw new Error('A memorable number is exactly 6 digits');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', MEMORABLE_NUMBER_KEY, iv);
  const sealed = Buffer.concat([cipher.update(memorableNumber, 'utf8'), cipher.final()]);
  return [
    SEAL_VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

function unsealMemorableNumber(sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !data) throw new Error('Unrecognised memorable number seal');
  const decipher = createDecipheriv('aes-256-gcm', MEMORABLE_NUMBER_KEY, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** True when `digits` are the memorable number's digits at `positions` (zero-based), in that order. */
export function memorableDigitsMatch(sealed: string, positions: readonly number[], digits: string): boolean {
  const memorableNumber = unsealMemorableNumber(sealed);
  const expected = Buffer.from(
    positions.map((position) => memorableNumber.charAt(position)).join(''),
    'utf8',
  );
  const actual = Buffer.from(digits, 'utf8');
  // Compare equal-length buffers in constant time; a length mismatch is simply wrong.
  if (actual.length !== expected.length) return false;
  return timingSafeEqual(actual, expected);
}

/** Three different zero-based positions of the memorable number, ascending (spec 1 §4 Sign-in step 2). */
export function randomMemorablePositions(count = 3): number[] {
  const positions = new Set<number>();
  while (positions.size < count) positions.add(randomInt(MEMORABLE_NUMBER_LENGTH));
  return [...positions].sort((a, b) => a - b);
}

/** An opaque, unguessable ticket value; only its SHA-256 is stored. */
export function newOpaqueTicket(): string {
  return randomBytes(32).toString('base64url');
}

export function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}
