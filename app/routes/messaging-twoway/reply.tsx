import { data, redirect } from 'react-router';
import type { Route } from './+types/reply.ts';
import { replyFields, replySchema } from '#shared/forms/message.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { MESSAGE_REPLY_DEFAULTS, MESSAGE_REPLY_TAG } from '#shared/messages/messaging.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { isSubmissionKey, newSubmissionKey } from '../../lib/journey.server.ts';
import { conversationView, fetchConversation } from './conversations.server.ts';
import { JOURNEY_REPLY, replyResultPath, sendOnce } from './sending.server.ts';
import { BASE } from './paths.ts';
import { ConversationHistory } from './conversation-history.tsx';
import { MESSAGE_COUNT_KEYS, MessageField, MessageForm } from './message-form.tsx';

// /messaging-twoway/message/reply/{id} (spec 3 §2, §5): the history and the reply form. A conversation that is
// closed or does not support Reply is not offered the form: the customer is sent back to the view (GET and POST).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [fetched, page] = await Promise.all([
    fetchConversation(ctx, params.id),
    managedPage(ctx, MESSAGE_REPLY_TAG, MESSAGE_REPLY_DEFAULTS, `${BASE}/message/reply/${params.id}`),
  ]);
  const conversation = conversationView(params.id, fetched);
  if (!conversation.canReply) throw redirect(`${BASE}/message/view/${params.id}`);
  return { csrfToken: ctx.csrfToken(), conversation, key: newSubmissionKey(), page };
}

type ReplyFailure = FormFailure & { key: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const key = input.submissionKey;
  const view = `${BASE}/message/view/${params.id}`;
  if (!isSubmissionKey(key)) throw redirect(view, 303);
  const raw = await fetchConversation(ctx, params.id);
  const conversation = conversationView(params.id, raw);
  if (!conversation.canReply) throw redirect(view, 303);
  const result = validateForm(replySchema, input);
  if (!result.ok)
    return data<ReplyFailure>({ errors: result.errors, values: result.values, key }, { status: 400 });
  const { message } = result.data;
  return sendOnce(
    ctx,
    JOURNEY_REPLY,
    key,
    {
      AccountKey: raw.AccountKey
        ? { Key: raw.AccountKey.Key, Context: raw.AccountKey.Context ?? null }
        : null,
      ConversationKey: { Key: raw.ConversationKey.Key },
      MessageBody: message,
      ProductType: null,
      ExtendedProperties: {},
    },
    {
      kind: 'reply',
      conversationId: params.id,
      reason: conversation.reason,
      account: conversation.account,
      reference: conversation.reference,
      body: message,
    },
    { result: replyResultPath(params.id, key), form: view },
  );
}

export default function Reply({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation, csrfToken, page } = loaderData;
  const t = contentOf(page);
  const failure = actionData ?? undefined;
  const key = failure?.key ?? loaderData.key;
  const { register, errorFor, summary, onSubmit } = useValidatedForm(replySchema, replyFields, failure);
  return (
    <FormPage
      page={page}
      title={fillIn(t('pageTitle'), { subject: conversation.reason })}
      errors={summary}
      column="full"
    >
      <ManagedText page={page} name="content.caption" as="span" className="govuk-caption-l" />
      <h1 className="govuk-heading-l">{conversation.heading}</h1>
      <EditControls page={page} keys={['pageTitle']} />
      <ConversationHistory conversation={conversation} page={page} />
      <MessageForm
        action={`${BASE}/message/reply/${conversation.id}`}
        csrfToken={csrfToken}
        submissionKey={key}
        onSubmit={onSubmit}
        send={t('send')}
        cancel={{ href: `${BASE}/message/view/${conversation.id}`, text: t('cancel') }}
      >
        <MessageField
          label={t('messageLabel')}
          page={page}
          defaultValue={failure?.values.message}
          error={errorFor('message')}
          inputProps={register('message')}
        />
      </MessageForm>
      <EditControls page={page} keys={['messageLabel', ...MESSAGE_COUNT_KEYS, 'send', 'cancel']} />
    </FormPage>
  );
}
