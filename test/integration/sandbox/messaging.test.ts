import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  CONVERSATION,
  CONVERSATIONS,
  DELETE_CONVERSATION,
  MESSAGE_COUNT,
  SEND_MESSAGE,
  conversationSchema,
  conversationsResponseSchema,
  messageCountResponseSchema,
  responseStatusSchema,
} from '../../../shared/api/messaging.ts';
import { MIA } from '../../helpers/customers.ts';
import { DEMO, bankHeaders, callApi, startTestSandbox, useTestSandbox } from './helpers.ts';
import { type Caller, type Json, signedIn } from './money-helpers.ts';

// messaging v1.0 (shared/api/messaging.ts, docs/upstream-api/messaging.md): the conversations list and its paging,
// viewing (marks read), sending new messages and replies (the bank's automatic reply a moment later), deleting, the
// new-message count, the outcomes for the portal's tests and the reset test control. Persona: mia.messages
// (sandbox/CUSTOMERS.md "Secure messaging").

// Seeding hashes every demo password (slow by design) and the machine is shared.
jest.setTimeout(30_000);

let mia: Caller;
let demo: Caller;
/** The sandbox clock runs with real time plus this offset: the automatic reply is reached without waiting. */
let offsetMs = 0;
/** While set, the sandbox clock stands still at this instant (ms since the epoch). */
let frozenAt: number | undefined;

const MIA_OPEN = 'ACC-35300011';
const MIA_CLOSED = 'ACC-35300022';
const HOSTILE = '<img src=x onerror=alert(1)>';

async function list(caller: Caller, offset = 0, size = 8): Promise<Json> {
  const { status, body } = await caller.post(CONVERSATIONS, {
    Offset: offset,
    Size: size,
    ExtendedProperties: {},
  });
  expect(status).toBe(200);
  expect(conversationsResponseSchema.safeParse(body).success).toBe(true);
  return body as Json;
}

async function allSummaries(caller: Caller): Promise<Json[]> {
  return (await list(caller, 0, 100)).Conversations as Json[];
}

async function view(caller: Caller, key: string) {
  return caller.post(CONVERSATION, {
    ConversationKey: { Key: key },
    ProductType: null,
    ExtendedProperties: {},
  });
}

async function viewed(caller: Caller, key: string): Promise<Json> {
  const { status, body } = await view(caller, key);
  expect(status).toBe(200);
  expect(conversationSchema.safeParse(body).success).toBe(true);
  return body as Json;
}

async function send(caller: Caller, overrides: Record<string, unknown>) {
  return caller.post(SEND_MESSAGE, {
    AccountKey: null,
    ConversationKey: null,
    MessageBody: 'Hello',
    Reason: 'General Enquiry',
    ProductType: null,
    ExtendedProperties: {},
    ...overrides,
  });
}

async function remove(caller: Caller, key: string) {
  return caller.post(DELETE_CONVERSATION, {
    ConversationKey: { Key: key },
    ProductType: null,
    ConversationProperties: [{ Name: 'Deleted', Value: 'true' }],
    ExtendedProperties: {},
  });
}

async function count(caller: Caller): Promise<number> {
  const { status, body } = await caller.post(MESSAGE_COUNT, { Type: 'New' });
  expect(status).toBe(200);
  expect(messageCountResponseSchema.safeParse(body).success).toBe(true);
  return (body as Json).Count as number;
}

async function reset(username: string): Promise<Response> {
  return fetch(`${sandbox.apiUrl}/__test/reset-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username }),
  });
}

const property = (conversation: Json, name: string) =>
  (conversation.ConversationProperties as Json[]).find((entry) => entry.Name === name)?.Value;

const sandbox = useTestSandbox({
  clock: () => new Date(frozenAt ?? Date.now() + offsetMs),
  testControls: true,
});

beforeAll(async () => {
  mia = await signedIn(sandbox.apiUrl, MIA);
  demo = await signedIn(sandbox.apiUrl, DEMO);
}, 120_000);

beforeEach(async () => {
  expect((await reset(MIA.username)).status).toBe(200);
  expect((await reset(DEMO.username)).status).toBe(200);
});

describe('the conversations list', () => {
  it('pages 8 at a time, newest first by LastModifiedDate, with the total, unread flags and message counts', async () => {
    const first = await list(mia, 0, 8);
    const second = await list(mia, 8, 8);
    expect(first.TotalConversationsCount).toBe(12);
    expect(second.TotalConversationsCount).toBe(12);
    expect(first.Conversations).toHaveLength(8);
    expect(second.Conversations).toHaveLength(4);
    const all = [...first.Conversations, ...second.Conversations] as Json[];
    const dates = all.map((row) => Date.parse(row.LastModifiedDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.map((row) => row.ConversationKey.Key)).toEqual([
      'CONV-MIA-01',
      'CONV-MIA-02',
      'CONV-MIA-03',
      'CONV-MIA-04',
      'CONV-MIA-05',
      'CONV-MIA-06',
      'CONV-MIA-07',
      'CONV-MIA-08',
      'CONV-MIA-09',
      'CONV-MIA-10',
      'CONV-MIA-11',
      'CONV-MIA-12',
    ]);
    expect(all.filter((row) => row.HasUnreadMessages).map((row) => row.ConversationKey.Key)).toEqual([
      'CONV-MIA-01',
      'CONV-MIA-04',
      'CONV-MIA-07',
      'CONV-MIA-10',
    ]);
    expect(all[0]).toMatchObject({ Reason: 'Your new Easy Access Saver', MessageCount: 3 });
    expect(all[10]).toMatchObject({ Reason: 'General Enquiry', MessageCount: 1, HasUnreadMessages: false });
  });

  it("lists only the caller's conversations", async () => {
    const rows = await allSummaries(demo);
    expect(rows.map((row) => row.ConversationKey.Key)).toEqual(['CONV-DEMO-01', 'CONV-DEMO-02']);
    expect(rows.map((row) => row.HasUnreadMessages)).toEqual([true, false]);
  });

  it('refuses a page that breaks the contract and callers who are not signed in', async () => {
    expect((await mia.post(CONVERSATIONS, { Offset: -1, Size: 8 })).status).toBe(400);
    expect((await mia.post(CONVERSATIONS, { Offset: 0, Size: 0 })).status).toBe(400);
    const anonymous = await callApi(sandbox.apiUrl, 'POST', CONVERSATIONS, {
      body: { Offset: 0, Size: 8 },
      headers: bankHeaders(),
    });
    expect(anonymous.status).toBe(402);
  });
});

describe('a conversation', () => {
  it('answers its messages oldest first, plain text with line breaks, and marks them read', async () => {
    const conversation = await viewed(mia, 'CONV-MIA-01');
    expect(conversation).toMatchObject({
      ConversationKey: { Key: 'CONV-MIA-01' },
      AccountKey: { Key: MIA_OPEN },
      AccountNumber: '35300011',
      SortCode: '40-12-34',
      AccountStatus: 'Active',
      Reason: 'Your new Easy Access Saver',
      Reference: 'SM1000101',
      Supports: ['Reply'],
    });
    expect(property(conversation, 'Closed')).toBe('False');
    const messages = conversation.Messages as Json[];
    expect(messages.map((message) => message.Sender.SenderType)).toEqual(['User', 'Agent', 'Agent']);
    expect(messages[0]?.Sender.Name).toBe('Mia Messages');
    expect(messages[0]?.Body).toContain('\n');
    const created = messages.map((message) => Date.parse(message.CreatedDate as string));
    expect(created).toEqual([...created].sort((a, b) => a - b));

    const row = (await allSummaries(mia)).find((entry) => entry.ConversationKey.Key === 'CONV-MIA-01');
    expect(row?.HasUnreadMessages).toBe(false);
  });

  it('says which account it is about: open, closed, a placeholder, not available, none', async () => {
    expect(await viewed(mia, 'CONV-MIA-02')).toMatchObject({
      AccountKey: { Key: MIA_CLOSED },
      AccountNumber: '35300022',
      AccountStatus: 'Closed',
    });
    expect(await viewed(mia, 'CONV-MIA-05')).toMatchObject({
      AccountKey: null,
      AccountNumber: '00000000',
      SortCode: '00-00-00',
    });
    expect(await viewed(mia, 'CONV-MIA-12')).toMatchObject({
      AccountKey: null,
      AccountNumber: 'Not available',
    });
    expect(await viewed(mia, 'CONV-MIA-08')).toMatchObject({ AccountKey: null, AccountNumber: null });
  });

  it('answers a closed conversation with Closed True and one without Reply with no Supports', async () => {
    const closed = await viewed(mia, 'CONV-MIA-03');
    expect(property(closed, 'Closed')).toBe('True');
    expect(closed.Supports).toEqual(['Reply']);
    const noReply = await viewed(mia, 'CONV-MIA-04');
    expect(noReply.Supports).toEqual([]);
    expect(property(noReply, 'Closed')).toBe('False');
  });

  it('answers the hostile body exactly as stored: never escaped or sanitised', async () => {
    const conversation = await viewed(mia, 'CONV-MIA-07');
    const bodies = (conversation.Messages as Json[]).map((message) => message.Body);
    expect(bodies).toEqual([`I saw this on a page:\n${HOSTILE}\nIs that right?`, HOSTILE]);
  });

  it("is 404 for an unknown key and for another customer's conversation", async () => {
    expect((await view(mia, 'CONV-NOPE')).status).toBe(404);
    expect((await view(mia, 'CONV-DEMO-01')).status).toBe(404);
    expect((await view(demo, 'CONV-MIA-01')).status).toBe(404);
  });
});

describe('the new-message count', () => {
  it('counts conversations with unread messages from the bank, and drops as they are viewed', async () => {
    expect(await count(mia)).toBe(4);
    expect(await count(demo)).toBe(1);
    await viewed(mia, 'CONV-MIA-07');
    expect(await count(mia)).toBe(3);
    await viewed(mia, 'CONV-MIA-02'); // already read: no change
    expect(await count(mia)).toBe(3);
  });

  it('refuses another Type', async () => {
    expect((await mia.post(MESSAGE_COUNT, { Type: 'All' })).status).toBe(400);
  });
});

describe('sending a new message', () => {
  it('starts a conversation (default Reason General Enquiry) with a key and reference, listed first', async () => {
    const body = 'Hello,\r\nI have a question.\nThanks';
    const { status, body: answer } = await send(mia, { MessageBody: body, Reason: null });
    expect(status).toBe(200);
    expect(responseStatusSchema.safeParse(answer).success).toBe(true);
    expect(answer.ResponseStatus).toBe('Success');
    expect(answer.ConversationKey.Key).toMatch(/^CONV-[0-9A-F]{12}$/);
    expect(answer.Reference).toMatch(/^SM\d{7}$/);

    const first = (await list(mia)).Conversations[0] as Json;
    expect(first).toMatchObject({
      ConversationKey: { Key: answer.ConversationKey.Key },
      Reason: 'General Enquiry',
      MessageCount: 1,
      HasUnreadMessages: false,
    });
    expect((await list(mia)).TotalConversationsCount).toBe(13);
    const conversation = await viewed(mia, answer.ConversationKey.Key as string);
    expect(conversation).toMatchObject({
      Reference: answer.Reference,
      AccountKey: null,
      Supports: ['Reply'],
    });
    expect(conversation.Messages).toEqual([
      expect.objectContaining({ Body: body, Sender: { SenderType: 'User', Name: 'Mia Messages' } }),
    ]);
  });

  it('keeps the Reason and the account it is about; stores a hostile body verbatim', async () => {
    const body = `Message about account number 35300011\n${HOSTILE}`;
    const { body: answer } = await send(mia, {
      AccountKey: { Key: MIA_OPEN, Context: 'Savings' },
      Reason: 'Account number 35300011',
      MessageBody: body,
      ProductType: 'Savings',
    });
    expect(answer.ResponseStatus).toBe('Success');
    const conversation = await viewed(mia, answer.ConversationKey.Key as string);
    expect(conversation).toMatchObject({
      Reason: 'Account number 35300011',
      AccountKey: { Key: MIA_OPEN },
      AccountNumber: '35300011',
      AccountStatus: 'Active',
    });
    expect((conversation.Messages as Json[])[0]?.Body).toBe(body);
  });

  it("is 404 for another customer's account", async () => {
    expect((await send(mia, { AccountKey: { Key: 'ACC-30187452', Context: 'Savings' } })).status).toBe(404);
  });

  it('refuses an empty body, one over 750 characters and a Reason over 100', async () => {
    expect((await send(mia, { MessageBody: '' })).status).toBe(400);
    expect((await send(mia, { MessageBody: '   \n ' })).status).toBe(400);
    expect((await send(mia, { MessageBody: 'a'.repeat(751) })).status).toBe(400);
    expect((await send(mia, { Reason: 'r'.repeat(101) })).status).toBe(400);
    // 730 characters and 20 Windows line breaks: 750 once each break counts as one (770 as sent).
    const long = ['a'.repeat(710), ...Array.from({ length: 20 }, () => 'b')].join('\r\n');
    expect(long.replace(/\r\n/g, '\n')).toHaveLength(750);
    expect((await send(mia, { MessageBody: long })).body.ResponseStatus).toBe('Success');
  });
});

describe("the bank's automatic reply", () => {
  it('arrives as SenderType Agent a short time after the message, unread and counted', async () => {
    const before = await count(mia);
    const { body: answer } = await send(mia, { MessageBody: 'Is anyone there?' });
    const key = answer.ConversationKey.Key as string;
    expect(await count(mia)).toBe(before);
    expect((await viewed(mia, key)).Messages).toHaveLength(1);

    offsetMs += 2500;
    expect(await count(mia)).toBe(before + 1);
    const row = (await list(mia)).Conversations[0] as Json;
    expect(row).toMatchObject({ ConversationKey: { Key: key }, HasUnreadMessages: true, MessageCount: 2 });
    const messages = (await viewed(mia, key)).Messages as Json[];
    expect(messages.map((message) => message.Sender.SenderType)).toEqual(['User', 'Agent']);
    expect(messages[1]?.Sender.Name).toBe('Customer Services');
    expect(
      Date.parse(messages[1]?.CreatedDate as string) - Date.parse(messages[0]?.CreatedDate as string),
    ).toBe(2000);
    expect(await count(mia)).toBe(before);
  });

  it('comes by the clock alone, 2 seconds after the message and not a moment before', async () => {
    const sentAt = Date.now() + offsetMs;
    frozenAt = sentAt;
    try {
      const { body: answer } = await send(demo, { MessageBody: 'Real time?' });
      const key = answer.ConversationKey.Key as string;
      frozenAt = sentAt + 1999;
      expect((await viewed(demo, key)).Messages).toHaveLength(1);
      frozenAt = sentAt + 2000;
      expect((await viewed(demo, key)).Messages).toHaveLength(2);
    } finally {
      // Real time again, never behind the instant the clock stood at.
      offsetMs += 2000;
      frozenAt = undefined;
    }
  });
});

describe('replying', () => {
  it('adds the message to the conversation, which moves to the top; the bank answers again', async () => {
    const { body: answer } = await send(mia, {
      ConversationKey: { Key: 'CONV-MIA-09' },
      MessageBody: 'One more question:\nwhat about a cash ISA?',
    });
    expect(answer).toMatchObject({ ResponseStatus: 'Success', ConversationKey: { Key: 'CONV-MIA-09' } });
    expect(answer.Reference).toBe('SM1000109');
    const first = (await list(mia)).Conversations[0] as Json;
    expect(first).toMatchObject({
      ConversationKey: { Key: 'CONV-MIA-09' },
      Reason: 'ISA transfer',
      MessageCount: 3,
    });
    offsetMs += 2500;
    const messages = (await viewed(mia, 'CONV-MIA-09')).Messages as Json[];
    expect(messages.map((message) => message.Sender.SenderType)).toEqual(['User', 'Agent', 'User', 'Agent']);
    expect(messages[2]?.Body).toBe('One more question:\nwhat about a cash ISA?');
  });

  it('fails on a closed conversation and on one without Reply in Supports, adding nothing', async () => {
    for (const key of ['CONV-MIA-03', 'CONV-MIA-04']) {
      const before = ((await viewed(mia, key)).Messages as Json[]).length;
      const { status, body } = await send(mia, { ConversationKey: { Key: key }, MessageBody: 'Hello?' });
      expect(status).toBe(200);
      expect(body.ResponseStatus).toBe('Failed');
      expect((await viewed(mia, key)).Messages).toHaveLength(before);
    }
  });

  it("is 404 for an unknown, another customer's or a deleted conversation", async () => {
    expect((await send(mia, { ConversationKey: { Key: 'CONV-NOPE' } })).status).toBe(404);
    expect((await send(mia, { ConversationKey: { Key: 'CONV-DEMO-02' } })).status).toBe(404);
    await remove(mia, 'CONV-MIA-11');
    expect((await send(mia, { ConversationKey: { Key: 'CONV-MIA-11' } })).status).toBe(404);
  });
});

describe('the send outcomes for tests', () => {
  it('FAIL-SEND in the body answers Failed and stores nothing (new and reply)', async () => {
    const failed = await send(mia, { MessageBody: 'Please FAIL-SEND this' });
    expect(failed.body.ResponseStatus).toBe('Failed');
    expect(failed.body.ConversationKey).toBeUndefined();
    expect((await list(mia)).TotalConversationsCount).toBe(12);
    const reply = await send(mia, { ConversationKey: { Key: 'CONV-MIA-08' }, MessageBody: 'FAIL-SEND' });
    expect(reply.body.ResponseStatus).toBe('Failed');
    expect((await viewed(mia, 'CONV-MIA-08')).Messages).toHaveLength(3);
  });

  it('UNKNOWN-SEND answers Pending (neither Success nor Failed); the bank did receive it', async () => {
    const { status, body } = await send(mia, { MessageBody: 'UNKNOWN-SEND please' });
    expect(status).toBe(200);
    expect(body).toEqual({ ResponseStatus: 'Pending' });
    const first = (await list(mia)).Conversations[0] as Json;
    expect(first.ConversationKey.Key).toMatch(/^CONV-[0-9A-F]{12}$/);
    expect((await list(mia)).TotalConversationsCount).toBe(13);
  });
});

describe('deleting', () => {
  it('sets Deleted: the conversation leaves the list, the count and view', async () => {
    expect(await count(mia)).toBe(4);
    const { status, body } = await remove(mia, 'CONV-MIA-07');
    expect(status).toBe(200);
    expect(responseStatusSchema.safeParse(body).success).toBe(true);
    expect(body.ResponseStatus).toBe('Success');
    const rows = await allSummaries(mia);
    expect(rows.map((row) => row.ConversationKey.Key)).not.toContain('CONV-MIA-07');
    expect((await list(mia)).TotalConversationsCount).toBe(11);
    expect(await count(mia)).toBe(3);
    expect((await view(mia, 'CONV-MIA-07')).status).toBe(404);
    expect((await remove(mia, 'CONV-MIA-07')).status).toBe(404);
  });

  it("answers Failed for a conversation whose Reason contains 'Cannot delete', which stays", async () => {
    const { body } = await remove(mia, 'CONV-MIA-06');
    expect(body.ResponseStatus).toBe('Failed');
    expect((await allSummaries(mia)).map((row) => row.ConversationKey.Key)).toContain('CONV-MIA-06');
  });

  it("is 404 for an unknown or another customer's conversation", async () => {
    expect((await remove(mia, 'CONV-NOPE')).status).toBe(404);
    expect((await remove(demo, 'CONV-MIA-01')).status).toBe(404);
  });
});

describe('POST /__test/reset-messages', () => {
  it("restores the customer's seeded conversations: deletes undone, read flags back, new ones gone", async () => {
    await remove(mia, 'CONV-MIA-01');
    await viewed(mia, 'CONV-MIA-10');
    await send(mia, { MessageBody: 'A new one' });
    await viewed(demo, 'CONV-DEMO-01');
    const response = await reset(MIA.username);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Username: MIA.username, ConversationsReset: 12 });
    expect((await list(mia)).TotalConversationsCount).toBe(12);
    expect(await count(mia)).toBe(4);
    expect(await count(demo)).toBe(0); // another customer's are left as they are
  });

  it('needs a known Username, and exists only with test controls', async () => {
    expect((await reset('')).status).toBe(400);
    expect((await reset('nobody.here')).status).toBe(404);
    const plain = await startTestSandbox();
    try {
      const response = await fetch(`${plain.apiUrl}/__test/reset-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: MIA.username }),
      });
      expect(response.status).not.toBe(200);
    } finally {
      await plain.stop();
    }
  }, 120_000);
});
