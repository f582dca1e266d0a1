import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { findOwnedAccount } from '../domain/accounts.ts';
import {
  DEFAULT_REASON,
  countNew,
  findConversation,
  listConversations,
  listMessages,
  markDeleted,
  markRead,
  reply,
  startConversation,
} from '../domain/messaging.ts';
import { callerOf, requireCaller } from './auth.ts';
import { badRequest, notFound, parseBody } from './http.ts';
import { accountKey } from './schemas.ts';

// messaging v1.0 (spec 3 §2, §3, §7; shared/api/messaging.ts, docs/upstream-api/messaging.md): the conversations list, a
// conversation (viewing marks it read), sending a new message or a reply, deleting a conversation and the count of
// conversations with new messages. Only the caller's conversations exist for them (404 otherwise, as every
// signed-in area). A body that breaks the contract is a 400; what the bank refuses is ResponseStatus 'Failed'.
//
// Outcomes for the portal's tests (sandbox/CUSTOMERS.md "Secure messaging"):
//   a MessageBody containing 'FAIL-SEND'     → 'Failed', nothing stored
//   a MessageBody containing 'UNKNOWN-SEND'  → 'Pending' (neither Success nor Failed: the outcome is unknown);
//                                              the message is stored, as the bank did receive it
//   deleting a conversation whose Reason contains 'Cannot delete' → 'Failed'

export const FAIL_SEND = 'FAIL-SEND';
export const UNKNOWN_SEND = 'UNKNOWN-SEND';
export const CANNOT_DELETE = 'Cannot delete';
const MESSAGE_MAX = 750;
const REASON_MAX = 100;
const PAGE_MAX = 100;

const conversationKey = z.object({ Key: z.string().min(1) }).loose();

const listBody = z
  .object({
    Offset: z.number().int().min(0).default(0),
    Size: z.number().int().min(1).max(PAGE_MAX).default(8),
  })
  .loose();

const viewBody = z.object({ ConversationKey: conversationKey, ProductType: z.string().nullish() }).loose();

const sendBody = z
  .object({
    AccountKey: accountKey.nullish(),
    ConversationKey: conversationKey.nullish(),
    MessageBody: z.string(),
    Reason: z.string().nullish(),
    ProductType: z.string().nullish(),
  })
  .loose();

const countBody = z.object({ Type: z.literal('New') }).loose();

export function messagingRoutes(ctx: SandboxContext): Router {
  const router = Router();

  /** The caller's conversation the body names, unless deleted; otherwise undefined, with 400 or 404 answered. */
  const conversationOf = (req: Request, res: Response) => {
    const body = parseBody(viewBody, req, res);
    if (!body) return undefined;
    const conversation = findConversation(ctx.db, callerOf(req).customer.userId, body.ConversationKey.Key);
    if (conversation && !conversation.deleted) return conversation;
    notFound(res, 'Conversation not found');
    return undefined;
  };

  router.post('/messaging/v1.0/conversations', requireCaller(ctx), (req, res) => {
    const body = parseBody(listBody, req, res);
    if (!body) return;
    const { customer } = callerOf(req);
    const { conversations, total } = listConversations(
      ctx.db,
      customer.userId,
      ctx.clock(),
      body.Offset,
      body.Size,
    );
    res.json({
      Conversations: conversations.map((row) => ({
        ConversationKey: { Key: row.key, Context: null },
        Reason: row.reason,
        LastModifiedDate: row.lastModified,
        HasUnreadMessages: row.hasUnread,
        MessageCount: row.messageCount,
      })),
      TotalConversationsCount: total,
    });
  });

  router.post('/messaging/v1.0/conversation', requireCaller(ctx), (req, res) => {
    const conversation = conversationOf(req, res);
    if (!conversation) return;
    const now = ctx.clock();
    const messages = listMessages(ctx.db, conversation.key, now);
    markRead(ctx.db, conversation.key, now);
    res.json({
      ConversationKey: { Key: conversation.key, Context: null },
      AccountKey: conversation.accountKey
        ? { Key: conversation.accountKey, Context: conversation.accountContext }
        : null,
      AccountNumber: conversation.accountNumber,
      SortCode: conversation.sortCode,
      AccountStatus: conversation.accountStatus,
      Reason: conversation.reason,
      Reference: conversation.reference,
      Messages: messages.map((message) => ({
        Body: message.body,
        CreatedDate: message.createdAt,
        Sender: { SenderType: message.senderType, Name: message.senderName },
      })),
      Supports: conversation.supports,
      ConversationProperties: [
        { Name: 'Closed', Value: conversation.closed ? 'True' : 'False' },
        { Name: 'Deleted', Value: 'False' },
      ],
    });
  });

  router.post('/messaging/v1.0/message/send', requireCaller(ctx), (req, res) => {
    const body = parseBody(sendBody, req, res);
    if (!body) return;
    const text = body.MessageBody;
    const length = text.replace(/\r\n/g, '\n').length;
    if (text.trim() === '' || length > MESSAGE_MAX) {
      badRequest(res, `MessageBody must be 1 to ${MESSAGE_MAX} characters`);
      return;
    }
    const reason = body.Reason?.trim() || DEFAULT_REASON;
    if (reason.length > REASON_MAX) {
      badRequest(res, `Reason must be at most ${REASON_MAX} characters`);
      return;
    }
    const { customer } = callerOf(req);
    const account = body.AccountKey ? findOwnedAccount(ctx.db, customer.userId, body.AccountKey.Key) : null;
    if (account === undefined) {
      notFound(res, 'Account not found');
      return;
    }
    const existing = body.ConversationKey
      ? findConversation(ctx.db, customer.userId, body.ConversationKey.Key)
      : null;
    if (existing === undefined || existing?.deleted) {
      notFound(res, 'Conversation not found');
      return;
    }
    if (text.includes(FAIL_SEND)) {
      res.json({
        ResponseStatus: 'Failed',
        Message: `The bank could not send this message (sandbox: ${FAIL_SEND})`,
      });
      return;
    }
    if (existing && (existing.closed || !existing.supports.includes('Reply'))) {
      res.json({
        ResponseStatus: 'Failed',
        Message: existing.closed ? 'The conversation is closed' : 'This conversation does not take replies',
      });
      return;
    }
    const now = ctx.clock();
    const sent = existing
      ? (reply(ctx.db, customer, existing.key, text, now),
        { key: existing.key, reference: existing.reference })
      : startConversation(
          ctx.db,
          customer,
          {
            reason,
            accountKey: account?.account_key ?? null,
            productType: body.ProductType ?? null,
            body: text,
          },
          now,
        );
    if (text.includes(UNKNOWN_SEND)) {
      res.json({ ResponseStatus: 'Pending' });
      return;
    }
    res.json({
      ResponseStatus: 'Success',
      ConversationKey: { Key: sent.key, Context: null },
      Reference: sent.reference,
    });
  });

  router.post('/messaging/v1.0/conversation/delete', requireCaller(ctx), (req, res) => {
    const conversation = conversationOf(req, res);
    if (!conversation) return;
    if (conversation.reason.includes(CANNOT_DELETE)) {
      res.json({ ResponseStatus: 'Failed', Message: 'The bank could not delete this conversation' });
      return;
    }
    markDeleted(ctx.db, conversation.key);
    res.json({ ResponseStatus: 'Success' });
  });

  router.post('/messaging/v1.0/messages/count', requireCaller(ctx), (req, res) => {
    const body = parseBody(countBody, req, res);
    if (!body) return;
    const { customer } = callerOf(req);
    res.json({ Count: countNew(ctx.db, customer.userId, ctx.clock()) });
  });

  return router;
}
