import type { DatabaseSync } from 'node:sqlite';
import { newOpaqueTicket, ticketHash } from './secrets.ts';

const MINUTE = 60_000;

// Sign-in tickets carry a customer from step 1 (password) to step 2 (memorable number digits).
// One live ticket per customer: a new attempt replaces the previous one.

export type SignInTicket = { customerId: string; positions: number[] };

export function issueSignInTicket(
  db: DatabaseSync,
  customerId: string,
  positions: number[],
  now: Date,
  expiryMinutes: number,
): string {
  const value = newOpaqueTicket();
  db.prepare('DELETE FROM sign_in_tickets WHERE customer_id = ?').run(customerId);
  db.prepare(
    'INSERT INTO sign_in_tickets (ticket_hash, customer_id, positions, expires_at) VALUES (?, ?, ?, ?)',
  ).run(ticketHash(value), customerId, JSON.stringify(positions), now.getTime() + expiryMinutes * MINUTE);
  return value;
}

export function findSignInTicket(db: DatabaseSync, value: string, now: Date): SignInTicket | undefined {
  const row = db
    .prepare('SELECT customer_id, positions, expires_at FROM sign_in_tickets WHERE ticket_hash = ?')
    .get(ticketHash(value)) as { customer_id: string; positions: string; expires_at: number } | undefined;
  if (!row) return undefined;
  if (Number(row.expires_at) <= now.getTime()) {
    revokeSignInTicket(db, value);
    return undefined;
  }
  return { customerId: row.customer_id, positions: JSON.parse(row.positions) as number[] };
}

export function revokeSignInTicket(db: DatabaseSync, value: string): void {
  db.prepare('DELETE FROM sign_in_tickets WHERE ticket_hash = ?').run(ticketHash(value));
}

// Session tickets: the native sign-in's session, with an idle expiry renewed on every authenticated call.

export function issueSessionTicket(
  db: DatabaseSync,
  customerId: string,
  now: Date,
  idleMinutes: number,
): string {
  const value = newOpaqueTicket();
  db.prepare(
    'INSERT INTO session_tickets (ticket_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(ticketHash(value), customerId, now.getTime(), now.getTime() + idleMinutes * MINUTE);
  return value;
}

/** The customer id behind a live session ticket, renewing its idle expiry; undefined when unknown or expired. */
export function useSessionTicket(
  db: DatabaseSync,
  value: string,
  now: Date,
  idleMinutes: number,
): string | undefined {
  const hash = ticketHash(value);
  const row = db
    .prepare('SELECT customer_id, expires_at FROM session_tickets WHERE ticket_hash = ?')
    .get(hash) as { customer_id: string; expires_at: number } | undefined;
  if (!row) return undefined;
  if (Number(row.expires_at) <= now.getTime()) {
    db.prepare('DELETE FROM session_tickets WHERE ticket_hash = ?').run(hash);
    return undefined;
  }
  db.prepare('UPDATE session_tickets SET expires_at = ? WHERE ticket_hash = ?').run(
    now.getTime() + idleMinutes * MINUTE,
    hash,
  );
  return row.customer_id;
}

export function revokeSessionTicket(db: DatabaseSync, value: string): void {
  db.prepare('DELETE FROM session_tickets WHERE ticket_hash = ?').run(ticketHash(value));
}

export function pruneExpiredTickets(db: DatabaseSync, now: Date): void {
  db.prepare('DELETE FROM sign_in_tickets WHERE expires_at <= ?').run(now.getTime());
  db.prepare('DELETE FROM session_tickets WHERE expires_at <= ?').run(now.getTime());
}
