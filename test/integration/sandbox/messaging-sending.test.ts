import { describe, expect, it } from '@jest/globals';
import { responseStatusSchema } from '../../../shared/api/messaging.ts';
import { type Json } from './money-helpers.ts';
import { HOSTILE, MIA_OPEN, count, list, remove, send, useMessaging, viewed } from './use-messaging.ts';

// messaging v1.0 (shared/api/messaging.ts, docs/upstream-api/messaging.md): sending new messages and replies, the
// bank's automatic reply a moment later, and the send outcomes for the portal's tests.

/** The sandbox clock runs with real time plus this offset: the automatic reply is reached without waiting. */
let offsetMs = 0;
/** While set, the sandbox clock stands still at this instant (ms since the epoch). */
let frozenAt: number | undefined;

const { mia, demo } = useMessaging(() => new Date(frozenAt ?? Date.now() + offsetMs));

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
