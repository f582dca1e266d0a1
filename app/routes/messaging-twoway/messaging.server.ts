import { data, redirect } from 'react-router';
import { accountKeyToHex, hexToAccountKey, type Account } from '#shared/api/accounts.ts';
import { MESSAGING } from '#shared/api/messaging-limits.ts';
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
  type Conversation,
  type SendMessageRequest,
} from '#shared/api/messaging.ts';
import { messagingMessages } from '#shared/messages/messaging.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { readSubmission, submitOnce } from '../../lib/journey.server.ts';
import { expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { fetchAccounts } from '../accounts/accounts.server.ts';
import { formatMessageTime } from './format.server.ts';

// Secure two-way messaging (spec 3 §2, §3, §7, §8, §9) against the contract in shared/api/messaging.ts. Sends and
// deletes go through `submitOnce` with a one-time key posted by the form: a refresh or a double POST calls once.

import { BASE } from './paths.ts';

export { BASE };
export const JOURNEY_SEND = 'messaging-send';
export const JOURNEY_REPLY = 'messaging-reply';
export const JOURNEY_DELETE = 'messaging-delete';

export type ConversationRow = {
  id: string;
  reason: string;
  unread: boolean;
  when: string;
  messageCount: number;
};

/** One page (1-based) of the list, newest first by LastModifiedDate (sorted again here). */
export async function listConversations(
  ctx: AppContext,
  page: number,
): Promise<{ rows: ConversationRow[]; page: number; pages: number; total: number }> {
  const size = MESSAGING.pageSize;
  const fetchPage = async (p: number) =>
    expectOk(
      ctx,
      await ctx.upstream({
        path: CONVERSATIONS,
        body: { Offset: (p - 1) * size, Size: size, ExtendedProperties: {} },
        schema: conversationsResponseSchema,
      }),
    );
  let current = page;
  let response = await fetchPage(current);
  const total = response.TotalConversationsCount ?? response.Conversations?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  if (current > pages) {
    current = pages;
    response = await fetchPage(current);
  }
  const now = new Date();
  const rows = [...(response.Conversations ?? [])]
    .sort((a, b) => Date.parse(b.LastModifiedDate ?? '') - Date.parse(a.LastModifiedDate ?? '') || 0)
    .map((c): ConversationRow => ({
      id: accountKeyToHex(c.ConversationKey.Key),
      reason: c.Reason || MESSAGING.defaultSubject,
      unread: c.HasUnreadMessages === true,
      when: formatMessageTime(c.LastModifiedDate, now),
      messageCount: c.MessageCount ?? 0,
    }));
  return { rows, page: current, pages, total };
}

export function pageFrom(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** The conversation a hex id names; 404 for a bad id or one upstream does not know (or is another customer's). */
export async function fetchConversation(ctx: AppContext, hexId: string | undefined): Promise<Conversation> {
  const key = hexId === undefined ? undefined : hexToAccountKey(hexId);
  if (key === undefined) throw data(null, { status: 404 });
  const outcome = await ctx.upstream({
    path: CONVERSATION,
    body: { ConversationKey: { Key: key }, ProductType: null, ExtendedProperties: {} },
    schema: conversationSchema,
  });
  if (outcome.kind === 'error' && outcome.status === 404) throw data(null, { status: 404 });
  return expectOk(ctx, outcome);
}

export function isClosed(c: Conversation): boolean {
  return (c.ConversationProperties ?? []).some(
    (p) => p.Name === 'Closed' && String(p.Value).toLowerCase() === 'true',
  );
}

export function canReply(c: Conversation): boolean {
  return (c.Supports ?? []).includes('Reply') && !isClosed(c);
}

/** The related account as shown, or null when there is none or it is a placeholder / 'Not available'. */
export function relatedAccount(c: Conversation): string | null {
  const number = (c.AccountNumber ?? '').trim();
  if (number === '' || /^0+$/.test(number) || number.toLowerCase() === 'not available') return null;
  const closed = (c.AccountStatus ?? '').toLowerCase() === 'closed';
  return `${number}${closed ? messagingMessages.closedAccountSuffix : ''}`;
}

export type MessageView = { sender: string | null; when: string; lines: string[] };

export type ConversationView = {
  id: string;
  heading: string;
  reason: string;
  account: string | null;
  reference: string;
  closed: boolean;
  canReply: boolean;
  messages: MessageView[];
};

export function conversationView(hexId: string, c: Conversation): ConversationView {
  const reason = c.Reason || MESSAGING.defaultSubject;
  const messages = c.Messages ?? [];
  const now = new Date();
  return {
    id: hexId,
    heading: messages.length > 1 ? `Re: ${reason}` : reason,
    reason,
    account: relatedAccount(c),
    reference: c.Reference ?? '',
    closed: isClosed(c),
    canReply: canReply(c),
    messages: messages.map((m) => {
      const senderType = m.Sender?.SenderType ?? null;
      return {
        sender: senderType && senderType !== 'User' ? senderType : null,
        when: formatMessageTime(m.CreatedDate, now),
        lines: (m.Body ?? '').split(/\r?\n/),
      };
    }),
  };
}

/** The new-message count (0 when it cannot be read: the badge is never worth an error page). */
export async function newMessageCount(ctx: AppContext): Promise<number | null> {
  const outcome = await ctx.upstream({
    path: MESSAGE_COUNT,
    body: { Type: 'New' },
    schema: messageCountResponseSchema,
  });
  if (outcome.kind === 'signed-out') return null;
  return outcome.kind === 'ok' ? (outcome.data.Count ?? 0) : 0;
}

// ---- Sending -----------------------------------------------------------------------------------------------------

export type AccountOption = { id: string; text: string; number: string; account: Account };

export async function accountOptions(ctx: AppContext): Promise<AccountOption[]> {
  const accounts = await fetchAccounts(ctx);
  return accounts.map((account) => ({
    id: accountKeyToHex(account.AccountKey.Key),
    text: `${account.AccountName ?? 'Account'} (${account.AccountNumber})`,
    number: account.AccountNumber,
    account,
  }));
}

export type SendStatus = 'Success' | 'Failed' | 'Unknown';

/** What a send's result page shows, kept with the submission's outcome. */
export type SendAnswer = {
  status: SendStatus;
  kind: 'new' | 'reply';
  conversationId: string | null;
  reason: string;
  account: string | null;
  reference: string;
  body: string;
};

function statusOf(value: string | null | undefined): SendStatus {
  return value === 'Success' || value === 'Failed' ? value : 'Unknown';
}

export function sendConfirmationPath(key: string): string {
  return `${BASE}/new/confirmation?key=${encodeURIComponent(key)}`;
}

export function replyResultPath(id: string, key: string): string {
  return `${BASE}/message/reply/${id}/result?key=${encodeURIComponent(key)}`;
}

export function deleteResultPath(id: string, key: string): string {
  return `${BASE}/message/delete/${id}/result?key=${encodeURIComponent(key)}`;
}

async function handleFirst(ctx: AppContext, outcome: { kind: string }): Promise<Response | null> {
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    return seeOther('/signed-out');
  }
  if (outcome.kind === 'refused') return seeOther('/network-error');
  return null;
}

/** Sends a message once under `key`, then 303 to its result page. */
export async function sendOnce(
  ctx: AppContext,
  journey: string,
  key: string,
  request: SendMessageRequest,
  answer: Omit<SendAnswer, 'status'>,
  resultPath: string,
): Promise<Response> {
  const existing = await readSubmission<SendAnswer>(ctx, key);
  if (existing.state !== 'missing') return seeOther(resultPath);
  const result = await submitOnce(
    ctx,
    journey,
    key,
    { path: SEND_MESSAGE, body: request, schema: responseStatusSchema },
    (response): SendAnswer => ({
      ...answer,
      status: statusOf(response.ResponseStatus),
      reference: response.Reference ?? answer.reference,
      conversationId: response.ConversationKey?.Key
        ? accountKeyToHex(response.ConversationKey.Key)
        : answer.conversationId,
    }),
  );
  if (result.kind === 'first') {
    const handled = await handleFirst(ctx, result.outcome);
    if (handled) return handled;
  }
  return seeOther(resultPath);
}

export type ResultView<A> = { view: 'processing' } | { view: 'unknown' } | { view: 'done'; answer: A };

/** A result page's content, read back from the submission store. */
export async function readResult<A>(
  ctx: AppContext,
  key: string | null,
  journey: string,
  missing: string,
): Promise<ResultView<A>> {
  const submission = await readSubmission<A>(ctx, key);
  if (submission.state === 'missing') throw redirect(missing);
  if (submission.state === 'in-flight') return { view: 'processing' };
  if (submission.state === 'unknown') return { view: 'unknown' };
  if (submission.journey !== journey) throw data(null, { status: 404 });
  const { outcome } = submission;
  if (outcome.kind === 'signed-out') throw redirect('/signed-out');
  if (outcome.kind === 'refused') throw redirect('/network-error');
  if (outcome.kind !== 'answer') return { view: 'unknown' };
  return { view: 'done', answer: outcome.answer };
}

// ---- Deleting ----------------------------------------------------------------------------------------------------

export type DeleteAnswer = { status: SendStatus; reason: string; account: string | null; reference: string };

export async function deleteOnce(
  ctx: AppContext,
  key: string,
  conversation: Conversation,
  hexId: string,
): Promise<Response> {
  const path = deleteResultPath(hexId, key);
  const existing = await readSubmission<DeleteAnswer>(ctx, key);
  if (existing.state !== 'missing') return seeOther(path);
  const result = await submitOnce(
    ctx,
    JOURNEY_DELETE,
    key,
    {
      path: DELETE_CONVERSATION,
      body: {
        ConversationKey: { Key: conversation.ConversationKey.Key },
        ProductType: null,
        ConversationProperties: [{ Name: 'Deleted', Value: 'true' }],
        ExtendedProperties: {},
      },
      schema: responseStatusSchema,
    },
    (response): DeleteAnswer => ({
      status: statusOf(response.ResponseStatus),
      reason: conversation.Reason || MESSAGING.defaultSubject,
      account: relatedAccount(conversation),
      reference: conversation.Reference ?? '',
    }),
  );
  if (result.kind === 'first') {
    const handled = await handleFirst(ctx, result.outcome);
    if (handled) return handled;
  }
  return seeOther(path);
}
