import type { DatabaseSync } from 'node:sqlite';
import { AUTO_REPLY_SENDER } from '../domain/messaging.ts';
import { transaction } from './database.ts';
import type { SeedPerson } from './seed.ts';

// Seed data of secure messaging (spec 3 §2, §3; docs/upstream-api/messaging.md): the conversations of mia.messages and demo.saver
// (sandbox/CUSTOMERS.md "Secure messaging"; keep the two in step). Message times are relative to the day the seed
// runs (minutes before `now`), so "today" stays today on a fresh database and after POST /__test/reset-messages.
// Bodies are plain text kept exactly as written here, hostile ones included: the portal must render them as text.

export type SeedMessage = {
  from: 'User' | 'Agent' | 'System';
  body: string;
  minutesAgo: number;
  /** A message from the bank the customer has not read yet. */
  unread?: boolean;
};

export type SeedConversation = {
  key: string;
  reason: string;
  reference: string;
  /** The customer's account it is about. */
  accountKey?: string;
  /** Overrides what the account says (a placeholder such as '00000000' or 'Not available'). */
  accountNumber?: string;
  sortCode?: string;
  /** Default ['Reply']. */
  supports?: string[];
  closed?: boolean;
  /** Oldest first. */
  messages: SeedMessage[];
};

const HOUR = 60;
const DAY = 24 * HOUR;

/** The hostile body of CONV-MIA-07: stored and answered verbatim; the portal must show it as text. */
export const HOSTILE_BODY = '<img src=x onerror=alert(1)>';

export const SEED_CONVERSATIONS: Readonly<Record<string, readonly SeedConversation[]>> = {
  // mia.messages: 12 conversations (two pages of 8), 4 of them with unread messages from the bank.
  CU100037: [
    {
      key: 'CONV-MIA-01',
      reason: 'Your new Easy Access Saver',
      reference: 'SM1000101',
      accountKey: 'ACC-35300011',
      messages: [
        {
          from: 'User',
          body: 'Message about account number 35300011\nHello,\nWhen will my first interest payment be made?\nThanks, Mia',
          minutesAgo: 2 * DAY,
        },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nInterest is paid monthly, on the first working day of the month.\n\nKind regards,\nCustomer Services',
          minutesAgo: DAY,
        },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nYour first interest payment has now been made.\n\nKind regards,\nCustomer Services',
          minutesAgo: 20,
          unread: true,
        },
      ],
    },
    {
      key: 'CONV-MIA-02',
      reason: 'Closing balance',
      reference: 'SM1000102',
      accountKey: 'ACC-35300022',
      messages: [
        {
          from: 'User',
          body: 'Message about account number 35300022\nWhere was the closing balance of my account paid?',
          minutesAgo: 6 * HOUR,
        },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nThe closing balance was paid to your nominated account.\nThe account is now closed.\n\nCustomer Services',
          minutesAgo: 3 * HOUR,
        },
      ],
    },
    {
      key: 'CONV-MIA-03',
      reason: 'Interest rate change',
      reference: 'SM1000103',
      closed: true,
      messages: [
        { from: 'User', body: 'Hello,\nIs the interest rate going up next month?', minutesAgo: 3 * DAY },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nWe will write to you before any change.\n\nCustomer Services',
          minutesAgo: 2 * DAY,
        },
        {
          from: 'System',
          body: 'This conversation has been closed.\nSend a new message if you need anything else.',
          minutesAgo: DAY + HOUR,
        },
      ],
    },
    {
      key: 'CONV-MIA-04',
      reason: 'Your annual summary',
      reference: 'SM1000104',
      supports: [],
      messages: [
        {
          from: 'System',
          body: 'Your annual savings summary is ready.\nYou will find it under Documents.\n\nPlease do not reply to this message.',
          minutesAgo: 2 * DAY,
          unread: true,
        },
      ],
    },
    {
      key: 'CONV-MIA-05',
      reason: 'Account number query',
      reference: 'SM1000105',
      accountNumber: '00000000',
      sortCode: '00-00-00',
      messages: [
        {
          from: 'User',
          body: 'Hello,\nI cannot find my old account number.\nCan you help?',
          minutesAgo: 4 * DAY,
        },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nWe have sent the details to you by post.\n\nCustomer Services',
          minutesAgo: 3 * DAY,
        },
      ],
    },
    {
      key: 'CONV-MIA-06',
      reason: 'Complaint record (Cannot delete)',
      reference: 'SM1000106',
      messages: [
        {
          from: 'User',
          body: 'I would like to make a complaint.\nMy card payment was taken twice.',
          minutesAgo: 5 * DAY,
        },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nWe are sorry. The second payment has been refunded.\nWe keep this conversation as a record of your complaint.\n\nCustomer Services',
          minutesAgo: 4 * DAY,
        },
      ],
    },
    {
      key: 'CONV-MIA-07',
      reason: 'Website problem',
      reference: 'SM1000107',
      messages: [
        { from: 'User', body: `I saw this on a page:\n${HOSTILE_BODY}\nIs that right?`, minutesAgo: 6 * DAY },
        { from: 'Agent', body: HOSTILE_BODY, minutesAgo: 5 * DAY, unread: true },
      ],
    },
    {
      key: 'CONV-MIA-08',
      reason: 'Change of address',
      reference: 'SM1000108',
      messages: [
        {
          from: 'User',
          body: 'Hello,\nI have moved house.\nHow do I change my address?',
          minutesAgo: 8 * DAY,
        },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nYou can change it under Personal details.\n\nCustomer Services',
          minutesAgo: 7 * DAY + 2 * HOUR,
        },
        { from: 'User', body: 'Done, thank you.', minutesAgo: 7 * DAY },
      ],
    },
    {
      key: 'CONV-MIA-09',
      reason: 'ISA transfer',
      reference: 'SM1000109',
      messages: [
        { from: 'User', body: 'Can I transfer an ISA from another bank?\nThanks', minutesAgo: 9 * DAY },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nNot into this account, sorry.\n\nCustomer Services',
          minutesAgo: 8 * DAY + HOUR,
        },
      ],
    },
    {
      key: 'CONV-MIA-10',
      reason: 'Nominated account update',
      reference: 'SM1000110',
      accountKey: 'ACC-35300011',
      messages: [
        {
          from: 'User',
          body: 'Message about account number 35300011\nI want to change my nominated account.',
          minutesAgo: 11 * DAY,
        },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nWe have posted you a form.\nPlease sign and return it.\n\nCustomer Services',
          minutesAgo: 10 * DAY,
          unread: true,
        },
      ],
    },
    {
      key: 'CONV-MIA-11',
      reason: 'General Enquiry',
      reference: 'SM1000111',
      messages: [{ from: 'User', body: 'Hello,\nWhat are your phone opening hours?', minutesAgo: 12 * DAY }],
    },
    {
      key: 'CONV-MIA-12',
      reason: 'Old account',
      reference: 'SM1000112',
      accountNumber: 'Not available',
      messages: [
        { from: 'User', body: 'Do you still hold an old account of my late father?', minutesAgo: 15 * DAY },
        {
          from: 'Agent',
          body: 'Dear Ms Messages,\nWe have found no account.\n\nCustomer Services',
          minutesAgo: 14 * DAY,
        },
      ],
    },
  ],
  // demo.saver: one conversation with an unread answer, one read.
  CU100001: [
    {
      key: 'CONV-DEMO-01',
      reason: 'Your Easy Access Saver',
      reference: 'SM1000001',
      accountKey: 'ACC-30187452',
      messages: [
        {
          from: 'User',
          body: 'Message about account number 30187452\nHello,\nCan I add my partner to this account?',
          minutesAgo: DAY,
        },
        {
          from: 'Agent',
          body: 'Dear Mr Saver,\nYes: we have posted you the form.\n\nKind regards,\nCustomer Services',
          minutesAgo: HOUR,
          unread: true,
        },
      ],
    },
    {
      key: 'CONV-DEMO-02',
      reason: 'General Enquiry',
      reference: 'SM1000002',
      messages: [
        { from: 'User', body: 'Hello,\nDo you offer a regular saver?', minutesAgo: 10 * DAY },
        {
          from: 'Agent',
          body: 'Dear Mr Saver,\nNot at the moment.\n\nCustomer Services',
          minutesAgo: 9 * DAY,
        },
      ],
    },
  ],
};

const SENDER_NAMES = { Agent: AUTO_REPLY_SENDER, System: 'Online Banking' } as const;

/** Inserts the seeded conversations of `persons` that are not there yet (by key). Call inside a transaction. */
export function seedConversations(db: DatabaseSync, now: Date, persons: readonly SeedPerson[]): void {
  const insertConversation = db.prepare(
    `INSERT OR IGNORE INTO conversations
       (conversation_key, customer_id, reason, reference, account_key, account_number, sort_code, supports, closed,
        seeded, created_at)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ? WHERE EXISTS (SELECT 1 FROM persons WHERE person_id = ?)`,
  );
  const insertMessage = db.prepare(
    `INSERT INTO messages (conversation_key, sender_type, sender_name, body, created_at, read_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  for (const person of persons) {
    const name = `${person.firstName} ${person.lastName}`;
    for (const conversation of SEED_CONVERSATIONS[person.personId] ?? []) {
      const first = conversation.messages[0];
      const inserted = insertConversation.run(
        conversation.key,
        person.personId,
        conversation.reason,
        conversation.reference,
        conversation.accountKey ?? null,
        conversation.accountNumber ?? null,
        conversation.sortCode ?? null,
        JSON.stringify(conversation.supports ?? ['Reply']),
        conversation.closed ? 1 : 0,
        at(first?.minutesAgo ?? 0),
        person.personId,
      );
      if (Number(inserted.changes) === 0) continue;
      for (const message of conversation.messages) {
        const createdAt = at(message.minutesAgo);
        insertMessage.run(
          conversation.key,
          message.from,
          message.from === 'User' ? name : SENDER_NAMES[message.from],
          message.body,
          createdAt,
          message.unread ? null : createdAt,
        );
      }
    }
  }
}

/**
 * POST /__test/reset-messages: the customer's conversations as seeded (their messages and read flags, relative to
 * `now`); conversations they started are removed. Returns how many conversations were restored.
 */
export function resetMessages(db: DatabaseSync, person: SeedPerson, now: Date): number {
  transaction(db, () => {
    db.prepare('DELETE FROM conversations WHERE customer_id = ?').run(person.personId);
    seedConversations(db, now, [person]);
  });
  return (SEED_CONVERSATIONS[person.personId] ?? []).length;
}
