import { data } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import { updateSecurityFields, updateSecuritySchema } from '#shared/forms/update-security.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { UPDATE_SECURITY_DEFAULTS, UPDATE_SECURITY_TAG } from '#shared/messages/update-security.ts';
import { ManagedForm } from '../../components/managed-form.tsx';
import { FormPageHead } from '../../components/form-page.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { SecurityDetailsFields } from '../../components/security-details-fields.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
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
  const form = useValidatedForm(updateSecuritySchema, updateSecurityFields, failure);
  const { page } = loaderData;
  return (
    <ManagedErrors page={page}>
      <FormPageHead title={contentOf(page)('title')} errors={form.summary} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.intro" className="govuk-body" />
      <ManagedForm
        action="/update-security-details/retrieve"
        csrfToken={loaderData.csrfToken}
        onSubmit={form.onSubmit}
        page={page}
      >
        <SecurityDetailsFields
          register={form.register}
          errorFor={form.errorFor}
          values={failure?.values}
          username="single"
          required={false}
          page={page}
        />
      </ManagedForm>
      <ManagedLink page={page} name="content.back" href="/services" />
    </ManagedErrors>
  );
}
