import type { DatabaseSync } from 'node:sqlite';

// What the sandbox bank "sends": one-time passcodes by SMS or e-mail, activation codes by letter. Nothing leaves
// the machine; GET /outbox shows the messages to people and GET /outbox.json to tests.

export type Channel = 'SMS' | 'E-mail' | 'Letter';

export type OutboxMessage = {
  id: number;
  sentAt: Date;
  channel: Channel;
  destination: string;
  text: string;
  code: string | null;
};

/** Messages kept; older ones are pruned. */
const KEEP_MESSAGES = 1000;

/** SMS for a phone number, E-mail for an address. */
export function channelFor(destination: string): Channel {
  return destination.includes('@') ? 'E-mail' : 'SMS';
}

/** Destinations compare without spaces or case ('07700900123' = '07700 900123'). */
export function normaliseDestination(destination: string): string {
  return destination.replace(/\s+/g, '').toLowerCase();
}

export function sendMessage(
  db: DatabaseSync,
  message: { channel: Channel; destination: string; text: string; code: string | null },
  now: Date,
): void {
  db.prepare('INSERT INTO outbox (sent_at, channel, destination, text, code) VALUES (?, ?, ?, ?, ?)').run(
    now.getTime(),
    message.channel,
    message.destination,
    message.text,
    message.code,
  );
}

type Row = {
  id: number;
  sent_at: number;
  channel: Channel;
  destination: string;
  text: string;
  code: string | null;
};

/** The latest messages, newest first, optionally only those to one destination. */
export function latestMessages(db: DatabaseSync, options: { destination?: string; limit?: number } = {}) {
  const limit = options.limit ?? 50;
  const rows =
    options.destination === undefined
      ? (db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as Row[])
      : (db
          .prepare(
            `SELECT * FROM outbox WHERE lower(replace(destination, ' ', '')) = ? ORDER BY id DESC LIMIT ?`,
          )
          .all(normaliseDestination(options.destination), limit) as Row[]);
  return rows.map((row): OutboxMessage => ({
    id: Number(row.id),
    sentAt: new Date(Number(row.sent_at)),
    channel: row.channel,
    destination: row.destination,
    text: row.text,
    code: row.code,
  }));
}

export function pruneOutbox(db: DatabaseSync): void {
  db.prepare('DELETE FROM outbox WHERE id <= (SELECT max(id) FROM outbox) - ?').run(KEEP_MESSAGES);
}
