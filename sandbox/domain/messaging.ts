import { randomBytes, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';

// Secure messaging (spec 3 §2, §3, §7; shared/api/messaging.ts; docs/upstream-api/messaging.md): conversations between a customer
// and the bank. Bodies are plain text kept exactly as sent. A message dated after the sandbox clock's now (the
// bank's automatic reply) is invisible until then: it counts nowhere, is listed nowhere and is never marked read.

/** How long after a customer's message the bank's automatic reply appears. */
export const AUTO_REPLY_MS = 2000;
export const AUTO_REPLY_SENDER = 'Customer Services';
export const AUTO_REPLY_BODY =
  'Thank you for your message.\nWe have received it and aim to reply within 2 working days.\n\nCustomer Services';
export const DEFAULT_REASON = 'General Enquiry';

export type ConversationSummaryRow = {
  key: string;
  reason: string;
  lastModified: string;
  messageCount: number;
  hasUnread: boolean;
};

export type MessageRow = {
  senderType: string;
  senderName: string | null;
  body: string;
  createdAt: string;
};

export type ConversationRow = {
  key: string;
  reason: string;
  reference: string;
  accountKey: string | null;
  accountContext: string | null;
  accountNumber: string | null;
  sortCode: string | null;
  accountStatus: string | null;
  supports: string[];
  closed: boolean;
  deleted: boolean;
};

export function listConversations(
  db: DatabaseSync,
  customerId: string,
  now: Date,
  offset: number,
  size: number,
): { conversations: ConversationSummaryRow[]; total: number } {
  const visible = now.toISOString();
  const rows = db
    .prepare(
      `SELECT c.conversation_key AS key, c.reason AS reason, max(m.created_at) AS lastModified,
              count(m.id) AS messageCount,
              max(CASE WHEN m.sender_type <> 'User' AND m.read_at IS NULL THEN 1 ELSE 0 END) AS unread
       FROM conversations c
       JOIN messages m ON m.conversation_key = c.conversation_key AND m.created_at <= ?
       WHERE c.customer_id = ? AND c.deleted = 0
       GROUP BY c.conversation_key
       ORDER BY lastModified DESC, c.conversation_key
       LIMIT ? OFFSET ?`,
    )
    .all(visible, customerId, size, offset) as Array<{
    key: string;
    reason: string;
    lastModified: string;
    messageCount: number;
    unread: number;
  }>;
  const total = db
    .prepare(
      `SELECT count(*) AS n FROM conversations c
       WHERE c.customer_id = ? AND c.deleted = 0
         AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_key = c.conversation_key AND m.created_at <= ?)`,
    )
    .get(customerId, visible) as { n: number };
  return {
    conversations: rows.map((row) => ({
      key: row.key,
      reason: row.reason,
      lastModified: row.lastModified,
      messageCount: Number(row.messageCount),
      hasUnread: Number(row.unread) === 1,
    })),
    total: Number(total.n),
  };
}

/** The customer's conversation (deleted ones included), or undefined for an unknown key or another customer's. */
export function findConversation(
  db: DatabaseSync,
  customerId: string,
  key: string,
): ConversationRow | undefined {
  const row = db
    .prepare(
      `SELECT c.conversation_key AS key, c.reason, c.reference, c.account_key AS accountKey,
              a.key_context AS accountContext,
              coalesce(c.account_number, a.account_number) AS accountNumber,
              coalesce(c.sort_code, a.sort_code) AS sortCode,
              a.account_status AS accountStatus, c.supports, c.closed, c.deleted
       FROM conversations c LEFT JOIN accounts a ON a.account_key = c.account_key
       WHERE c.conversation_key = ? AND c.customer_id = ?`,
    )
    .get(key, customerId) as
    | (Omit<ConversationRow, 'supports' | 'closed' | 'deleted'> & {
        supports: string;
        closed: number;
        deleted: number;
      })
    | undefined;
  if (!row) return undefined;
  return {
    ...row,
    supports: JSON.parse(row.supports) as string[],
    closed: row.closed === 1,
    deleted: row.deleted === 1,
  };
}

/** The visible messages, oldest first. */
export function listMessages(db: DatabaseSync, key: string, now: Date): MessageRow[] {
  return db
    .prepare(
      `SELECT sender_type AS senderType, sender_name AS senderName, body, created_at AS createdAt
       FROM messages WHERE conversation_key = ? AND created_at <= ? ORDER BY created_at, id`,
    )
    .all(key, now.toISOString()) as MessageRow[];
}

/** Marks the bank's visible messages of the conversation read. */
export function markRead(db: DatabaseSync, key: string, now: Date): void {
  const at = now.toISOString();
  db.prepare(
    `UPDATE messages SET read_at = ?
     WHERE conversation_key = ? AND sender_type <> 'User' AND read_at IS NULL AND created_at <= ?`,
  ).run(at, key, at);
}

/** Conversations (not deleted) with at least one visible unread message from the bank. */
export function countNew(db: DatabaseSync, customerId: string, now: Date): number {
  const row = db
    .prepare(
      `SELECT count(*) AS n FROM conversations c
       WHERE c.customer_id = ? AND c.deleted = 0
         AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_key = c.conversation_key
                       AND m.sender_type <> 'User' AND m.read_at IS NULL AND m.created_at <= ?)`,
    )
    .get(customerId, now.toISOString()) as { n: number };
  return Number(row.n);
}

function newKey(): string {
  return `CONV-${randomBytes(6).toString('hex').toUpperCase()}`;
}

function newReference(): string {
  return `SM${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

function addMessage(
  db: DatabaseSync,
  key: string,
  message: { senderType: string; senderName: string | null; body: string; createdAt: string; read: boolean },
): void {
  db.prepare(
    `INSERT INTO messages (conversation_key, sender_type, sender_name, body, created_at, read_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    key,
    message.senderType,
    message.senderName,
    message.body,
    message.createdAt,
    message.read ? message.createdAt : null,
  );
}

/** The customer's message and, AUTO_REPLY_MS later, the bank's automatic reply. */
function addCustomerMessage(db: DatabaseSync, key: string, customerName: string, body: string, now: Date) {
  addMessage(db, key, {
    senderType: 'User',
    senderName: customerName,
    body,
    createdAt: now.toISOString(),
    read: true,
  });
  addMessage(db, key, {
    senderType: 'Agent',
    senderName: AUTO_REPLY_SENDER,
    body: AUTO_REPLY_BODY,
    createdAt: new Date(now.getTime() + AUTO_REPLY_MS).toISOString(),
    read: false,
  });
}

export function startConversation(
  db: DatabaseSync,
  customer: { userId: string; name: string },
  input: { reason: string; accountKey: string | null; productType: string | null; body: string },
  now: Date,
): { key: string; reference: string } {
  const key = newKey();
  const reference = newReference();
  transaction(db, () => {
    db.prepare(
      `INSERT INTO conversations
         (conversation_key, customer_id, reason, reference, account_key, product_type, supports, created_at)
       VALUES (?, ?, ?, ?, ?, ?, '["Reply"]', ?)`,
    ).run(
      key,
      customer.userId,
      input.reason,
      reference,
      input.accountKey,
      input.productType,
      now.toISOString(),
    );
    addCustomerMessage(db, key, customer.name, input.body, now);
  });
  return { key, reference };
}

export function reply(
  db: DatabaseSync,
  customer: { name: string },
  key: string,
  body: string,
  now: Date,
): void {
  transaction(db, () => addCustomerMessage(db, key, customer.name, body, now));
}

export function markDeleted(db: DatabaseSync, key: string): void {
  db.prepare('UPDATE conversations SET deleted = 1 WHERE conversation_key = ?').run(key);
}
