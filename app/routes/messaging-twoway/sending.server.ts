import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { accountKeyToHex, type Account } from '#shared/api/accounts.ts';
import {
  DELETE_CONVERSATION,
  SEND_MESSAGE,
  responseStatusSchema,
  type Conversation,
  type SendMessageRequest,
} from '#shared/api/messaging.ts';
import { MESSAGING } from '#shared/api/messaging-limits.ts';
import type { UpstreamCall } from '../../../server/upstream/client.ts';
import type { ContentDefaults } from '#shared/content/managed.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { readSubmission, submitOnce } from '../../lib/journey.server.ts';
import { seeOther } from '../../lib/route-helpers.server.ts';
import { fetchAccounts } from '../../lib/accounts.server.ts';
import { relatedAccount } from './conversations.server.ts';
import { BASE } from './paths.ts';

// Sending, replying and deleting (spec 3 §2, §3, §7, §8), and the message widget's send: each goes through
// `submitOnce` with a one-time key posted by the form, so a refresh or a double POST calls the bank once, and its
// result page reads the outcome back by that key.

export const JOURNEY_SEND = 'messaging-send';
export const JOURNEY_REPLY = 'messaging-reply';
export const JOURNEY_DELETE = 'messaging-delete';

export type SendStatus = 'Success' | 'Failed' | 'Unknown';

export function statusOf(value: string | null | undefined): SendStatus {
  return value === 'Success' || value === 'Failed' ? value : 'Unknown';
}

/**
 * Makes the call once under `key` and answers 303 to the page that shows its outcome (`where.result`). The bank
 * ending the session signs the customer out; a call never made goes to the network-error page; a key that is
 * another customer's goes back to `where.form`.
 */
export async function callOnce<S extends z.ZodType, Answer>(
  ctx: AppContext,
  journey: string,
  key: string,
  call: UpstreamCall<S>,
  read: (response: z.infer<S>) => Answer,
  where: { result: string; form: string },
): Promise<Response> {
  const existing = await readSubmission<Answer>(ctx, key);
  if (existing.state !== 'missing') return seeOther(where.result);
  const result = await submitOnce(ctx, journey, key, call, read);
  if (result.kind === 'repeat') return seeOther(result.submission ? where.result : where.form);
  const { outcome } = result;
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    return seeOther('/signed-out');
  }
  if (outcome.kind === 'refused') return seeOther('/network-error');
  return seeOther(where.result);
}

export type ResultView<A> = { view: 'processing' } | { view: 'unknown' } | { view: 'done'; answer: A };

/** A result page's content, read back from the submission store; a key it does not know goes to `missing`. */
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

/** A result page's loader data: the outcome under the `key` in its URL (`readResult`) and the page's managed texts. */
export async function resultPageData<A>(
  ctx: AppContext,
  request: Request,
  { journey, missing }: { journey: string; missing: string },
  content: { tag: string; defaults: ContentDefaults },
) {
  const url = new URL(request.url);
  const [result, page] = await Promise.all([
    readResult<A>(ctx, url.searchParams.get('key'), journey, missing),
    managedPage(ctx, content.tag, content.defaults, `${url.pathname}${url.search}`),
  ]);
  return { ...result, page };
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

export function sendConfirmationPath(key: string): string {
  return `${BASE}/new/confirmation?key=${encodeURIComponent(key)}`;
}

export function replyResultPath(id: string, key: string): string {
  return `${BASE}/message/reply/${id}/result?key=${encodeURIComponent(key)}`;
}

export function deleteResultPath(id: string, key: string): string {
  return `${BASE}/message/delete/${id}/result?key=${encodeURIComponent(key)}`;
}

/** Sends a new message or a reply once under `key`, then 303 to its result page. */
export function sendOnce(
  ctx: AppContext,
  journey: string,
  key: string,
  request: SendMessageRequest,
  answer: Omit<SendAnswer, 'status'>,
  where: { result: string; form: string },
): Promise<Response> {
  return callOnce(
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
    where,
  );
}

// ---- Deleting ----------------------------------------------------------------------------------------------------

export type DeleteAnswer = { status: SendStatus; reason: string; account: string | null; reference: string };

/** Deletes the conversation once under `key`, then 303 to its result page. */
export function deleteOnce(
  ctx: AppContext,
  key: string,
  conversation: Conversation,
  hexId: string,
): Promise<Response> {
  return callOnce(
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
    { result: deleteResultPath(hexId, key), form: `${BASE}/message/delete/${hexId}` },
  );
}
