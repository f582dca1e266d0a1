import { data, redirect } from 'react-router';
import type { Route } from './+types/new.ts';
import { MESSAGING } from '#shared/api/messaging-limits.ts';
import { newMessageFields, newMessageSchema } from '#shared/forms/message.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { Select, TextInput } from '../../components/govuk/index.ts';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { MESSAGE_NEW_DEFAULTS, MESSAGE_NEW_TAG, messagingMessages } from '#shared/messages/messaging.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { isSubmissionKey, newSubmissionKey } from '../../lib/journey.server.ts';
import { JOURNEY_SEND, accountOptions, sendConfirmationPath, sendOnce } from './sending.server.ts';
import { BASE } from './paths.ts';
import { MESSAGE_COUNT_KEYS, MessageField, MessageForm } from './message-form.tsx';

// /messaging-twoway/new/{id?} (spec 3 §2, §5, §7): a new conversation. The optional id (hex account key) preselects
// the related account. The form carries a one-time key: the send is made once whatever is posted again.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const options = await accountOptions(ctx);
  if (params.id !== undefined && !options.some((o) => o.id === params.id)) throw data(null, { status: 404 });
  const page = await managedPage(
    ctx,
    MESSAGE_NEW_TAG,
    MESSAGE_NEW_DEFAULTS,
    `${BASE}/new${params.id === undefined ? '' : `/${params.id}`}`,
  );
  return {
    page,
    csrfToken: ctx.csrfToken(),
    accounts: options.map(({ id, text }) => ({ id, text })),
    selected: params.id ?? '',
    key: newSubmissionKey(),
  };
}

type NewFailure = FormFailure & { key: string };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const key = input.submissionKey;
  if (!isSubmissionKey(key)) throw redirect(`${BASE}/new`, 303);
  const result = validateForm(newMessageSchema, input);
  if (!result.ok)
    return data<NewFailure>({ errors: result.errors, values: result.values, key }, { status: 400 });
  const { account: accountId, subject, message } = result.data;
  const options = await accountOptions(ctx);
  const chosen = accountId === '' ? undefined : options.find((o) => o.id === accountId);
  if (accountId !== '' && !chosen) {
    const errors = [{ field: 'account', href: '#account', message: messagingMessages.accountInvalid }];
    const values = { account: accountId, subject, message };
    return data<NewFailure>({ errors, values, key }, { status: 400 });
  }
  const reason = subject || MESSAGING.defaultSubject;
  const body = chosen ? `Message about account number ${chosen.number}\n${message}` : message;
  return sendOnce(
    ctx,
    JOURNEY_SEND,
    key,
    {
      AccountKey: chosen
        ? { Key: chosen.account.AccountKey.Key, Context: chosen.account.AccountKey.Context ?? null }
        : null,
      ConversationKey: null,
      MessageBody: body,
      Reason: reason,
      ProductType: chosen ? (chosen.account.ProductType ?? null) : null,
      ExtendedProperties: {},
    },
    {
      kind: 'new',
      conversationId: null,
      reason,
      account: chosen ? chosen.text : null,
      reference: '',
      body,
    },
    { result: sendConfirmationPath(key), form: `${BASE}/new` },
  );
}

export default function NewMessage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? undefined;
  const values = failure?.values ?? { account: loaderData.selected };
  const key = failure?.key ?? loaderData.key;
  const { page } = loaderData;
  const t = contentOf(page);
  const { register, errorFor, summary, onSubmit } = useValidatedForm(
    newMessageSchema,
    newMessageFields,
    failure,
  );
  return (
    <FormPage page={page} title={t('title')} errors={summary} column="full">
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.reply" className="govuk-body" />
      <MessageForm
        action={`${BASE}/new`}
        csrfToken={loaderData.csrfToken}
        submissionKey={key}
        onSubmit={onSubmit}
        send={t('send')}
        cancel={{ href: `${BASE}/view`, text: t('cancel') }}
      >
        <Select
          id="account"
          label={{ text: t('accountLabel'), classes: 'govuk-label--s' }}
          items={[
            { value: '', text: t('noAccount'), selected: !values.account },
            ...loaderData.accounts.map((a) => ({
              value: a.id,
              text: a.text,
              selected: values.account === a.id,
            })),
          ]}
          errorMessage={errorFor('account')}
          inputProps={register('account')}
        />
        <TextInput
          id="subject"
          label={{ text: t('subjectLabel'), classes: 'govuk-label--s' }}
          hint={fillIn(t('subjectHint'), {
            max: MESSAGING.subjectMax,
            subject: MESSAGING.defaultSubject,
          })}
          autocomplete="off"
          defaultValue={values.subject}
          errorMessage={errorFor('subject')}
          inputProps={register('subject')}
        />
        <MessageField
          label={t('messageLabel')}
          page={page}
          defaultValue={values.message}
          error={errorFor('message')}
          inputProps={register('message')}
        />
      </MessageForm>
      <EditControls
        page={page}
        keys={[
          'accountLabel',
          'noAccount',
          'subjectLabel',
          'subjectHint',
          'messageLabel',
          ...MESSAGE_COUNT_KEYS,
          'send',
          'cancel',
        ]}
      />
    </FormPage>
  );
}
