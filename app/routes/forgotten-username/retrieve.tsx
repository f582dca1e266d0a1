import { data } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import {
  createPersonalDetailsSchema,
  personalDetailsFields,
  personalDetailsSchema,
  toIdentityEntries,
} from '#shared/forms/personal-details.ts';
import { echoValues, formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { unknownStatusMessage } from '#shared/messages/sign-in.ts';
import { FORGOTTEN_USERNAME_DEFAULTS, FORGOTTEN_USERNAME_TAG } from '#shared/messages/forgotten.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { Button } from '../../components/govuk/index.ts';
import { ManagedForm } from '../../components/managed-form.tsx';
import { FormPageHead } from '../../components/form-page.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { ManagedPanelHead } from '../../components/managed-panel.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import {
  PersonalDetailsFields,
  usePersonalDetailsSummary,
} from '../../components/personal-details-fields.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { ManagedErrors } from '../../components/managed-errors.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { answerKey } from '../../lib/answer-key.ts';
import { formError } from '../../lib/form-error.ts';
import { retrieveUsername } from './forgotten-username.server.ts';

// /forgotten-username/retrieve (spec 1 §2, §4 "Forgotten username"): the personal details form; on Success the same
// address says the username was sent (post-redirect-get: the action notes it in the session, the next GET shows it
// once). Departure from spec 1 (decision 029): the username is never shown — the bank sends it to the customer's
// registered contact — and Success, NotRegistered and IdentifyAndVerifyFailed get the same answer, so the page
// does not tell who is a customer.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const page = await managedPage(
    ctx,
    FORGOTTEN_USERNAME_TAG,
    FORGOTTEN_USERNAME_DEFAULTS,
    '/forgotten-username/retrieve',
  );
  const answered = ctx.session.forgottenUsername;
  if (answered) {
    delete ctx.session.forgottenUsername;
    return { csrfToken: null, page };
  }
  return { csrfToken: ctx.csrfToken(), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const schema = createPersonalDetailsSchema({ clock: () => new Date(ctx.now()) });
  const result = validateForm(schema, input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const response = await expectOk(ctx, await retrieveUsername(ctx, toIdentityEntries(result.data)));
  const fail = (message: string, values: Record<string, string>) =>
    data<FormFailure>({ errors: [formError(message, '#firstname')], values }, { status: 400 });
  switch (response.Status) {
    // Alike whether or not the details match a registered customer (decision 029): the bank has sent the username
    // to the registered contact when they did.
    case 'Success':
    case 'NotRegistered':
    case 'IdentifyAndVerifyFailed':
      ctx.session.forgottenUsername = { sent: true };
      return seeOther('/forgotten-username/retrieve');
    case 'Blocked':
    case 'NonSignatory':
      return seeOther('/forgotten-username/blocked');
    default:
      return fail(unknownStatusMessage(response.Status), echoValues(input, personalDetailsFields, new Set()));
  }
}

export default function ForgottenUsernameRetrieve({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (loaderData.csrfToken === null) return <UsernameSent page={page} />;
  // Remounted for each answer from the server, so a reset form is empty with JavaScript on too (app/lib/answer-key.ts).
  const failure = actionData ?? undefined;
  return (
    <RetrieveForm key={answerKey(failure)} csrfToken={loaderData.csrfToken} failure={failure} page={page} />
  );
}

function RetrieveForm({
  csrfToken,
  failure,
  page,
}: {
  csrfToken: string;
  failure: FormFailure | undefined;
  page: ManagedPage;
}) {
  const form = useValidatedForm(personalDetailsSchema, personalDetailsFields, failure);
  const errors = usePersonalDetailsSummary(form.summary);
  return (
    <ManagedErrors page={page}>
      <FormPageHead title={contentOf(page)('title')} errors={errors} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.intro" className="govuk-body" />
      <ManagedForm
        action="/forgotten-username/retrieve"
        csrfToken={csrfToken}
        onSubmit={form.onSubmit}
        page={page}
      >
        <PersonalDetailsFields
          register={form.register}
          errorFor={form.errorFor}
          values={failure?.values}
          page={page}
        />
      </ManagedForm>
      <ManagedLink page={page} name="content.forgottenPassword" href="/forgotten-password" />
    </ManagedErrors>
  );
}

/**
 * spec 1 §2: a Sign in button to /sign-in and a note that the username can be changed under 'My Details'; instead of
 * the username itself, where it went (decision 029).
 */
function UsernameSent({ page }: { page: ManagedPage }) {
  const c = contentOf(page);
  return (
    <>
      <ManagedPanelHead page={page} title="sentTitle" text="sentPanel" />
      <p className="govuk-body" data-testid="username-sent">
        {c('sent')}
      </p>
      <EditControl page={page} name="content.sent" />
      <ManagedText page={page} name="content.useIt" className="govuk-body" />
      <ManagedText page={page} name="content.changeIt" className="govuk-body" />
      <Button href="/sign-in">{c('signIn')}</Button>
      <EditControl page={page} name="content.signIn" />
    </>
  );
}
