import { data } from 'react-router';
import type { Route } from './+types/widget.ts';
import { messageWidgetFields, messageWidgetSchema } from '#shared/forms/message-widget.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import {
  MESSAGE_WIDGET_DEFAULTS,
  MESSAGE_WIDGET_TAG,
  messageWidgetMessages,
} from '#shared/messages/message-widget.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { Textarea } from '../../components/govuk/index.ts';
import { useReloadFromBackForwardCache } from '../../components/forms/confirm-once-form.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { isSubmissionKey, newSubmissionKey } from '../../lib/journey.server.ts';
import { RelatedAccountSelect } from './account-select.tsx';
import { accountId } from '../../lib/accounts.server.ts';
import { sendWidgetMessage, widgetAccounts } from './message-widget.server.ts';
import { MessageForm } from '../messaging-twoway/message-form.tsx';

// /message-widget and its test page /message-widget-test (spec 3 §2 'Message widget', §5; spec 1 §2): the Details
// stage, shown only when the customer has at least one account; a related account and a message, checked by the
// shared schema in the browser and here; the form carries a one-time submission key, so the message is sent once
// however often it is posted, and the answer is a 303 to the acknowledgement page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [{ options }, page] = await Promise.all([
    widgetAccounts(ctx),
    managedPage(ctx, MESSAGE_WIDGET_TAG, MESSAGE_WIDGET_DEFAULTS, new URL(request.url).pathname),
  ]);
  return { csrfToken: ctx.csrfToken(), options, submissionKey: newSubmissionKey(), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const formPath = new URL(request.url).pathname;
  const input = formDataToObject(await request.formData());
  const result = validateForm(messageWidgetSchema, input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const { accounts } = await widgetAccounts(ctx);
  const account = accounts.find((candidate) => accountId(candidate) === result.data.account.toLowerCase());
  if (!account) {
    const errors = [{ field: 'account', href: '#account', message: messageWidgetMessages.accountRequired }];
    return data<FormFailure>({ errors, values: { message: result.data.message } }, { status: 400 });
  }
  const key = input.submissionKey;
  if (!isSubmissionKey(key)) return seeOther(formPath);
  return sendWidgetMessage(ctx, account, result.data, key, formPath);
}

export default function MessageWidget({ loaderData, actionData }: Route.ComponentProps) {
  const { options, csrfToken, submissionKey, page } = loaderData;
  const t = contentOf(page);
  const failure = actionData ?? undefined;
  const { register, errorFor, summary, onSubmit } = useValidatedForm(
    messageWidgetSchema,
    messageWidgetFields,
    failure,
  );
  useReloadFromBackForwardCache();
  const values = failure?.values ?? {};
  return (
    <FormPage page={page} title={t('title')} errors={summary}>
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      {options.length === 0 ? (
        <>
          <p className="govuk-body" data-testid="widget-no-accounts">
            {t('noAccounts')}
          </p>
          <p className="govuk-body">
            <a className="govuk-link" href="/accounts/list">
              {t('goToAccounts')}
            </a>
          </p>
          <EditControls page={page} keys={['noAccounts', 'goToAccounts']} />
        </>
      ) : (
        <>
          <MessageForm
            csrfToken={csrfToken}
            submissionKey={submissionKey}
            onSubmit={onSubmit}
            send={t('send')}
            cancel={{ href: '/accounts/list', text: t('cancel') }}
          >
            <RelatedAccountSelect
              options={options}
              label={t('accountLabel')}
              placeholder={t('selectAccount')}
              value={values.account}
              errorMessage={errorFor('account')}
              inputProps={register('account')}
            />
            <Textarea
              id="message"
              name="message"
              label={{ text: t('messageLabel'), classes: 'govuk-label--s' }}
              defaultValue={values.message ?? ''}
              errorMessage={errorFor('message') ?? null}
              inputProps={register('message')}
            />
          </MessageForm>
          <EditControls
            page={page}
            keys={['accountLabel', 'selectAccount', 'messageLabel', 'send', 'cancel']}
          />
        </>
      )}
    </FormPage>
  );
}
