import { describe, expect, it } from '@jest/globals';
import { CONVERSATIONS, MESSAGE_COUNT, responseStatusSchema } from '../../../shared/api/messaging.ts';
import { MIA } from '../../helpers/customers.ts';
import { bankHeaders, callApi } from './api.ts';
import { startTestSandbox } from './test-sandbox.ts';
import { type Json } from './money-helpers.ts';
import {
  HOSTILE,
  MIA_CLOSED,
  MIA_OPEN,
  allSummaries,
  count,
  list,
  property,
  remove,
  send,
  useMessaging,
  view,
  viewed,
} from './use-messaging.ts';

// messaging v1.0 (shared/api/messaging.ts, docs/upstream-api/messaging.md): the conversations list and its paging,
// viewing (marks read), the new-message count, deleting and the reset test control.

const { sandbox, mia, demo, reset } = useMessaging();

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
