import { data } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import {
  forgottenPasswordCredentialsFields,
  forgottenPasswordCredentialsSchema,
} from '#shared/forms/credentials.ts';
import {
  createPersonalDetailsSchema,
  personalDetailsFields,
  personalDetailsSchema,
} from '#shared/forms/personal-details.ts';
import { echoValues, formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { timeoutMessages } from '#shared/messages/timeout.ts';
import { FORGOTTEN_PASSWORD_DEFAULTS, FORGOTTEN_PASSWORD_TAG } from '#shared/messages/forgotten.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { AcceptTerms } from '../../components/accept-terms.tsx';
import { ManagedForm } from '../../components/managed-form.tsx';
import { FormPageHead } from '../../components/form-page.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import {
  PersonalDetailsFields,
  usePersonalDetailsSummary,
} from '../../components/personal-details-fields.tsx';
import { SecurityDetailsFields } from '../../components/security-details-fields.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { ManagedErrors, useManagedMessage } from '../../components/managed-errors.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { abandonSignedInSessionByPostOnly } from '../../lib/signed-in-guard.server.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import {
  currentStep,
  securityStepExpired,
  settleStep,
  submitNewCredentials,
  submitPersonalDetails,
} from './forgotten-password.server.ts';

// /forgotten-password/retrieve (spec 1 §2): step 1 personal details, step 2 Security, on one URL; the session says
// which step the customer is on (a passed two-factor challenge comes back here and opens step 2).

const RETRIEVE = '/forgotten-password/retrieve';

type Step = 'personal' | 'security';
type StepFailure = FormFailure & { step: Step };

/** spec 1 §4: the forgotten-password pages abandon an authenticated session, by a POST only (signed-in-guard). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => abandonSignedInSessionByPostOnly(app(context), request),
  // A passed challenge opens the Security step before any loader runs, so the root loader starts its timeout warning.
  ({ context, request }) => {
    if (request.method === 'GET') settleStep(app(context));
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { step, notice } = currentStep(ctx);
  const page = await managedPage(ctx, FORGOTTEN_PASSWORD_TAG, FORGOTTEN_PASSWORD_DEFAULTS, RETRIEVE);
  return { csrfToken: ctx.csrfToken(), step, notice: notice ?? null, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const step: Step = ctx.session.forgottenPassword?.stage === 'security' ? 'security' : 'personal';
  // A form from another step (an old tab, the back button): show the step the journey is really at.
  if (input.step !== step) return seeOther(RETRIEVE);

  if (step === 'security') {
    if (securityStepExpired(ctx)) {
      ctx.session.forgottenPassword = { stage: 'personal', notice: timeoutMessages.ForgottenCredentials };
      return seeOther(RETRIEVE);
    }
    const result = validateForm(forgottenPasswordCredentialsSchema, input);
    if (!result.ok) return data<StepFailure>({ errors: result.errors, values: {}, step }, { status: 400 });
    const outcome = await submitNewCredentials(ctx, result.data);
    return outcome instanceof Response ? outcome : data<StepFailure>({ ...outcome, step }, { status: 400 });
  }

  const schema = createPersonalDetailsSchema({ clock: () => new Date(ctx.now()) });
  const result = validateForm(schema, input);
  if (!result.ok)
    return data<StepFailure>({ errors: result.errors, values: result.values, step }, { status: 400 });
  const values = echoValues(input, personalDetailsFields, new Set());
  const outcome = await submitPersonalDetails(ctx, result.data, values);
  return outcome instanceof Response ? outcome : data<StepFailure>({ ...outcome, step }, { status: 400 });
}

export default function ForgottenPassword({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && actionData.step === loaderData.step ? actionData : undefined;
  return (
    <ManagedErrors page={loaderData.page}>
      {loaderData.step === 'security' ? (
        <SecurityStep csrfToken={loaderData.csrfToken} failure={failure} page={loaderData.page} />
      ) : (
        <PersonalDetailsStep
          csrfToken={loaderData.csrfToken}
          failure={failure}
          notice={loaderData.notice}
          page={loaderData.page}
        />
      )}
    </ManagedErrors>
  );
}

/** A message for step 1 when the journey came back to it: one of the page's managed messages. */
function Notice({ text }: { text: string | null }) {
  const managed = useManagedMessage();
  return text ? (
    <div className="govuk-inset-text app-notice" role="status">
      {managed(text)}
    </div>
  ) : null;
}

type StepProps = { csrfToken: string; failure: StepFailure | undefined; page: ManagedPage };

function PersonalDetailsStep({ csrfToken, failure, notice, page }: StepProps & { notice: string | null }) {
  const form = useValidatedForm(personalDetailsSchema, personalDetailsFields, failure);
  const errors = usePersonalDetailsSummary(form.summary);
  return (
    <>
      <FormPageHead title={contentOf(page)('title')} errors={errors} />
      {errors.length === 0 ? <Notice text={notice} /> : null}
      <ManagedText page={page} name="content.personalCaption" as="span" className="govuk-caption-l" />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.intro" className="govuk-body" />
      <ManagedText page={page} name="content.noMobile" className="govuk-body" />
      <ManagedForm action={RETRIEVE} csrfToken={csrfToken} onSubmit={form.onSubmit} page={page}>
        <input type="hidden" name="step" value="personal" />
        <PersonalDetailsFields
          register={form.register}
          errorFor={form.errorFor}
          values={failure?.values}
          page={page}
        />
        {/* The bank's terms and privacy notice are on its website, as in the footer. */}
        <AcceptTerms page={page} terms="account-access-terms" privacy="privacy-notice" />
      </ManagedForm>
    </>
  );
}

function SecurityStep({ csrfToken, failure, page }: StepProps) {
  const form = useValidatedForm(
    forgottenPasswordCredentialsSchema,
    forgottenPasswordCredentialsFields,
    failure,
  );
  return (
    <>
      <FormPageHead title={contentOf(page)('securityTitle')} errors={form.summary} />
      <ManagedText page={page} name="content.securityCaption" as="span" className="govuk-caption-l" />
      <ManagedText page={page} name="content.securityTitle" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.securityIntro" className="govuk-body" />
      <ManagedForm action={RETRIEVE} csrfToken={csrfToken} onSubmit={form.onSubmit} page={page}>
        <input type="hidden" name="step" value="security" />
        <SecurityDetailsFields
          register={form.register}
          errorFor={form.errorFor}
          username="none"
          page={page}
        />
      </ManagedForm>
    </>
  );
}
