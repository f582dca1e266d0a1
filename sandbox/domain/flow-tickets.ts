import type { DatabaseSync } from 'node:sqlite';
import { newOpaqueTicket, ticketHash } from './secrets.ts';

const MINUTE = 60_000;

// Tickets that carry a person from one step of an access flow to the next (spec 1 §4). Opaque, single use, one
// live ticket per person and kind (a new one replaces the previous), expiring after the ticket expiry (spec 1 §9).
//   Registration:        register -> credentials/setup
//   SetupActivation:     sign-in/update answering RequireActivation -> setupcredentials/activate
//   ForgottenActivation: credentials/reset-forgotten -> forgottencredentials/activate (under two-factor)
//   ResetCredentials:    forgottencredentials/activate -> credentials/update-forgotten

export type FlowTicketKind = 'Registration' | 'SetupActivation' | 'ForgottenActivation' | 'ResetCredentials';

export function issueFlowTicket(
  db: DatabaseSync,
  kind: FlowTicketKind,
  personId: string,
  now: Date,
  expiryMinutes: number,
): string {
  const value = newOpaqueTicket();
  db.prepare('DELETE FROM flow_tickets WHERE person_id = ? AND kind = ?').run(personId, kind);
  db.prepare(
    'INSERT INTO flow_tickets (ticket_hash, kind, person_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(ticketHash(value), kind, personId, now.getTime(), now.getTime() + expiryMinutes * MINUTE);
  return value;
}

/** The person behind a live ticket of this kind; undefined when unknown, of another kind, used or expired. */
export function findFlowTicket(
  db: DatabaseSync,
  kind: FlowTicketKind,
  value: string,
  now: Date,
): { personId: string } | undefined {
  const hash = ticketHash(value);
  const row = db
    .prepare('SELECT kind, person_id, expires_at FROM flow_tickets WHERE ticket_hash = ?')
    .get(hash) as { kind: FlowTicketKind; person_id: string; expires_at: number } | undefined;
  if (!row || row.kind !== kind) return undefined;
  if (Number(row.expires_at) <= now.getTime()) {
    db.prepare('DELETE FROM flow_tickets WHERE ticket_hash = ?').run(hash);
    return undefined;
  }
  return { personId: row.person_id };
}

export function consumeFlowTicket(db: DatabaseSync, value: string): void {
  db.prepare('DELETE FROM flow_tickets WHERE ticket_hash = ?').run(ticketHash(value));
}

export function pruneExpiredFlowTickets(db: DatabaseSync, now: Date): void {
  db.prepare('DELETE FROM flow_tickets WHERE expires_at <= ?').run(now.getTime());
}
