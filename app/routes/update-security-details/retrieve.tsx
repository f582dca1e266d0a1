import { data } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import { updateSecurityFields, updateSecuritySchema } from '#shared/forms/update-security.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { UPDATE_SECURITY_DEFAULTS, UPDATE_SECURITY_TAG } from '#shared/messages/update-security.ts';
import { Button } from '../../components/govuk/index.ts';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { SecurityDetailsFields } from '../../components/security-details-fields.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { ManagedErrors } from '../../components/managed-errors.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { changeAfterChallenge, changeCredentials } from './update-security.server.ts';

// /update-security-details/retrieve (spec 1 §2): change any of username, password and memorable number. The change
// goes under two-factor; after the challenge the customer comes back here and the answer is shown (or the success
// screen).

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const outcome = await changeAfterChallenge(ctx, request);
  if (outcome instanceof Response) throw outcome;
  if (!outcome) delete ctx.session.updateSecurity;
  const page = await managedPage(
    ctx,
    UPDATE_SECURITY_TAG,
    UPDATE_SECURITY_DEFAULTS,
    '/update-security-details/retrieve',
  );
  return { csrfToken: ctx.csrfToken(), failure: outcome ?? null, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const result = validateForm(updateSecuritySchema, input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const outcome = await changeCredentials(ctx, request, result.data);
  if (outcome instanceof Response) return outcome;
  return data<FormFailure>(outcome, { status: 400 });
}

export default function UpdateSecurityDetails({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? loaderData.failure ?? undefined;
  const { register, errorFor, summary, onSubmit } = useValidatedForm(
    updateSecuritySchema,
    updateSecurityFields,
    failure,
  );
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <ManagedErrors page={page}>
      <PageTitle page={c('title')} hasErrors={summary.length > 0} />
      <FormErrorSummary errors={summary} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.intro" className="govuk-body" />
      <form method="post" action="/update-security-details/retrieve" noValidate onSubmit={onSubmit}>
        <CsrfField token={loaderData.csrfToken} />
        <SecurityDetailsFields
          register={register}
          errorFor={errorFor}
          values={failure?.values}
          username="single"
          required={false}
          page={page}
        />
        <Button preventDoubleClick>{c('continue')}</Button>
        <EditControl page={page} name="content.continue" />
      </form>
      <p className="govuk-body">
        <a className="govuk-link" href="/services">
          {c('back')}
        </a>
      </p>
      <EditControl page={page} name="content.back" />
    </ManagedErrors>
  );
}
