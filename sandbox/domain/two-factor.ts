import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { channelFor, normaliseDestination, sendMessage } from './outbox.ts';
import { findPerson, type Person } from './persons.ts';
import { newOpaqueTicket, ticketHash } from './secrets.ts';

const MINUTE = 60_000;

// Two-factor challenges (spec 2 §3, §4 Two-factor flow, §8, §9). A call under two-factor is first answered 412
// with x-challenge-status ISSUED and a new x-challenge-key. The portal asks where to send a one-time passcode
// (destinations), sends it (challenge), and replays the original call with x-challenge-key and x-challenge-code.
// A challenge is bound to one person and to the request that raised it (method, path, body), is passed once,
// and every time rule reads the injected clock.

/** A challenge must be passed within 20 minutes of being issued. */
export const CHALLENGE_MINUTES = 20;
/** A passcode is good for 10 minutes after it was sent. */
export const PASSCODE_MINUTES = 10;
/** The 3rd wrong passcode cancels the challenge (EXCEEDED). */
export const MAX_WRONG_CODES = 3;
/** At most 5 passcodes per challenge; the 6th request is ExceededMaximumActivationCodeRequests. */
export const MAX_SENDS = 5;

/** The x-challenge-status values of spec 2 §3. */
export type ChallengeStatus = 'ISSUED' | 'FAILED' | 'EXPIRED_CODE' | 'EXPIRED_CHALLENGE' | 'EXCEEDED';
export type SendStatus = 'Success' | 'Failed' | 'ExceededMaximumActivationCodeRequests';

export type RequestBinding = { method: string; path: string; bodyHash: string };

type State = 'Issued' | 'Passed' | 'Exceeded' | 'Expired';
type ChallengeRow = {
  key_hash: string;
  person_id: string;
  method: string;
  path: string;
  body_hash: string;
  state: State;
  created_at: number;
  sends: number;
  wrong_codes: number;
  otp_hash: string | null;
  otp_sent_at: number | null;
};

/** JSON with object keys sorted, so that the same body hashes the same whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? {}), 'utf8')
    .digest('hex');
}

function passcodeHash(keyHash: string, code: string): Buffer {
  return createHash('sha256').update(`${keyHash}:${code}`, 'utf8').digest();
}

function findRow(db: DatabaseSync, key: string): ChallengeRow | undefined {
  return db.prepare('SELECT * FROM challenges WHERE key_hash = ?').get(ticketHash(key)) as
    ChallengeRow | undefined;
}

function setState(db: DatabaseSync, keyHash: string, state: State): void {
  db.prepare('UPDATE challenges SET state = ? WHERE key_hash = ?').run(state, keyHash);
}

function timedOut(row: ChallengeRow, now: Date): boolean {
  return Number(row.created_at) + CHALLENGE_MINUTES * MINUTE <= now.getTime();
}

/** A new challenge for `personId`, bound to the request; returns the x-challenge-key. */
export function issueChallenge(
  db: DatabaseSync,
  personId: string,
  binding: RequestBinding,
  now: Date,
): string {
  const key = newOpaqueTicket();
  db.prepare(
    'INSERT INTO challenges (key_hash, person_id, method, path, body_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(ticketHash(key), personId, binding.method, binding.path, binding.bodyHash, now.getTime());
  return key;
}

/** The person of a challenge that can still be passed (issued, not timed out); undefined otherwise. */
export function openChallengePerson(db: DatabaseSync, key: string, now: Date): Person | undefined {
  const row = findRow(db, key);
  if (!row || row.state !== 'Issued') return undefined;
  if (timedOut(row, now)) {
    setState(db, row.key_hash, 'Expired');
    return undefined;
  }
  return findPerson(db, row.person_id);
}

/** Where a passcode can go: the person's mobile number and e-mail address, when the bank holds them. */
export function destinationsOf(person: Person): string[] {
  return [person.mobile, person.email].filter((destination): destination is string => Boolean(destination));
}

/** Sends a new passcode for the challenge to one of the person's destinations (recorded in the outbox). */
export function sendPasscode(
  db: DatabaseSync,
  key: string,
  destination: string,
  now: Date,
  bankName: string,
): SendStatus {
  const person = openChallengePerson(db, key, now);
  if (!person || person.simulate === 'DestinationsUnavailable') return 'Failed';
  const target = destinationsOf(person).find(
    (candidate) => normaliseDestination(candidate) === normaliseDestination(destination),
  );
  if (!target) return 'Failed';
  const row = findRow(db, key);
  if (!row) return 'Failed';
  if (Number(row.sends) >= MAX_SENDS) return 'ExceededMaximumActivationCodeRequests';

  const code = String(randomInt(1_000_000)).padStart(6, '0');
  db.prepare('UPDATE challenges SET sends = sends + 1, otp_hash = ?, otp_sent_at = ? WHERE key_hash = ?').run(
    passcodeHash(row.key_hash, code).toString('hex'),
    now.getTime(),
    row.key_hash,
  );
  sendMessage(
    db,
    {
      channel: channelFor(target),
      destination: target,
      text: `Your one-time passcode is ${code}. It expires in ${PASSCODE_MINUTES} minutes. ${bankName} will never ask you for it: do not share it with anyone.`,
      code,
    },
    now,
  );
  return 'Success';
}

export type Verification = { passed: true } | { passed: false; status: ChallengeStatus };

/**
 * Checks the replay of a challenged request. Passed once: the challenge is then spent. A key that is unknown,
 * spent, timed out, or bound to another person or request is EXPIRED_CHALLENGE; no code yet leaves it ISSUED.
 */
export function verifyChallenge(
  db: DatabaseSync,
  key: string,
  code: string | undefined,
  personId: string,
  binding: RequestBinding,
  now: Date,
): Verification {
  const row = findRow(db, key);
  if (
    !row ||
    row.person_id !== personId ||
    row.method !== binding.method ||
    row.path !== binding.path ||
    row.body_hash !== binding.bodyHash
  )
    return { passed: false, status: 'EXPIRED_CHALLENGE' };
  if (row.state === 'Exceeded') return { passed: false, status: 'EXCEEDED' };
  if (row.state !== 'Issued') return { passed: false, status: 'EXPIRED_CHALLENGE' };
  if (timedOut(row, now)) {
    setState(db, row.key_hash, 'Expired');
    return { passed: false, status: 'EXPIRED_CHALLENGE' };
  }
  if (code === undefined || code === '') return { passed: false, status: 'ISSUED' };
  if (row.otp_sent_at !== null && Number(row.otp_sent_at) + PASSCODE_MINUTES * MINUTE <= now.getTime())
    return { passed: false, status: 'EXPIRED_CODE' };

  const right =
    row.otp_hash !== null &&
    timingSafeEqual(passcodeHash(row.key_hash, code.trim()), Buffer.from(row.otp_hash, 'hex'));
  if (right) {
    setState(db, row.key_hash, 'Passed');
    return { passed: true };
  }
  const wrong = Number(row.wrong_codes) + 1;
  db.prepare('UPDATE challenges SET wrong_codes = ? WHERE key_hash = ?').run(wrong, row.key_hash);
  if (wrong >= MAX_WRONG_CODES) {
    setState(db, row.key_hash, 'Exceeded');
    return { passed: false, status: 'EXCEEDED' };
  }
  return { passed: false, status: 'FAILED' };
}

/** Challenges are of no use a day after they were issued. */
export function pruneOldChallenges(db: DatabaseSync, now: Date): void {
  db.prepare('DELETE FROM challenges WHERE created_at <= ?').run(now.getTime() - 24 * 60 * MINUTE);
}
