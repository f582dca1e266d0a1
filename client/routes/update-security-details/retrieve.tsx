import { data } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import { updateSecurityFields, updateSecuritySchema } from '#shared/forms/update-security.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { Button } from '../../components/govuk/index.ts';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { SecurityDetailsFields } from '../../components/security-details-fields.tsx';
import { PageTitle } from '../../components/page-title.tsx';
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
  return { csrfToken: ctx.csrfToken(), failure: outcome ?? null };
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
  return (
    <>
      <PageTitle page="Update your security details" hasErrors={summary.length > 0} />
      <FormErrorSummary errors={summary} />
      <h1 className="govuk-heading-l">Update your security details</h1>
      <p className="govuk-body">
        Fill in only the details you want to change. To keep your account safe, we will send you a one-time
        passcode before we make the change.
      </p>
      <form method="post" action="/update-security-details/retrieve" noValidate onSubmit={onSubmit}>
        <CsrfField token={loaderData.csrfToken} />
        <SecurityDetailsFields
          register={register}
          errorFor={errorFor}
          values={failure?.values}
          username="single"
          required={false}
        />
        <Button preventDoubleClick>Continue</Button>
      </form>
      <p className="govuk-body">
        <a className="govuk-link" href="/services">
          Back to services
        </a>
      </p>
    </>
  );
}
