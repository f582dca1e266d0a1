import { data } from 'react-router';
import { accountKeyToHex, hexToAccountKey } from '#shared/api/accounts.ts';
import {
  CONVERSATION,
  CONVERSATIONS,
  MESSAGE_COUNT,
  conversationSchema,
  conversationsResponseSchema,
  messageCountResponseSchema,
  type Conversation,
} from '#shared/api/messaging.ts';
import { MESSAGING } from '#shared/api/messaging-limits.ts';
import { messagingMessages } from '#shared/messages/messaging.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk } from '../../lib/route-helpers.server.ts';
import { formatMessageTime } from './format.server.ts';

// Reading secure messages (spec 3 §2, §3, §9) against the contract in shared/api/messaging.ts: the list, one
// conversation as its pages show it, and the new-message count of the menu's badge.

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
