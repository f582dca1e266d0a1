import { data, redirect } from 'react-router';
import type { Route } from './+types/reply.ts';
import { replyFields, replySchema } from '#shared/forms/message.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { Button } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { ManagedErrors } from '../../components/managed-errors.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { MESSAGE_REPLY_DEFAULTS, MESSAGE_REPLY_TAG } from '#shared/messages/messaging.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { isSubmissionKey, newSubmissionKey } from '../../lib/journey.server.ts';
import {
  JOURNEY_REPLY,
  conversationView,
  fetchConversation,
  replyResultPath,
  sendOnce,
} from './messaging.server.ts';
import { BASE } from './paths.ts';
import { ConversationHistory } from './conversation-history.tsx';
import { MESSAGE_COUNT_KEYS, MessageField } from './message-field.tsx';

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
    replyResultPath(params.id, key),
  );
}

export default function Reply({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation, csrfToken, page } = loaderData;
  const t = contentOf(page);
  const failure = actionData ?? undefined;
  const key = failure?.key ?? loaderData.key;
  const { register, errorFor, summary, onSubmit } = useValidatedForm(replySchema, replyFields, failure);
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-full">
          <PageTitle
            page={fillIn(t('pageTitle'), { subject: conversation.reason })}
            hasErrors={summary.length > 0}
          />
          <FormErrorSummary errors={summary} />
          <ManagedText page={page} name="content.caption" as="span" className="govuk-caption-l" />
          <h1 className="govuk-heading-l">{conversation.heading}</h1>
          <EditControls page={page} keys={['pageTitle']} />
          <ConversationHistory conversation={conversation} page={page} />
          <form
            method="post"
            action={`${BASE}/message/reply/${conversation.id}`}
            noValidate
            onSubmit={onSubmit}
          >
            <CsrfField token={csrfToken} />
            <input type="hidden" name="submissionKey" value={key} />
            <MessageField
              label={t('messageLabel')}
              page={page}
              defaultValue={failure?.values.message}
              error={errorFor('message')}
              inputProps={register('message')}
            />
            <div className="govuk-button-group">
              <Button preventDoubleClick>{t('send')}</Button>
              <a className="govuk-link" href={`${BASE}/message/view/${conversation.id}`}>
                {t('cancel')}
              </a>
            </div>
          </form>
          <EditControls page={page} keys={['messageLabel', ...MESSAGE_COUNT_KEYS, 'send', 'cancel']} />
        </div>
      </div>
    </ManagedErrors>
  );
}
