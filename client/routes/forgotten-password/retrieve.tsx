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
import { Button } from '../../components/govuk/index.ts';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import {
  PersonalDetailsFields,
  usePersonalDetailsSummary,
} from '../../components/personal-details-fields.tsx';
import { SecurityDetailsFields } from '../../components/security-details-fields.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
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

export function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { step, notice } = currentStep(ctx);
  return { csrfToken: ctx.csrfToken(), step, notice: notice ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const step: Step = ctx.session.forgottenPassword?.stage === 'security' ? 'security' : 'personal';
  // A form from another step (an old tab, the back button): show the step the journey is really at.
  if (input.step !== step) return seeOther('/forgotten-password/retrieve');

  if (step === 'security') {
    if (securityStepExpired(ctx)) {
      ctx.session.forgottenPassword = { stage: 'personal', notice: timeoutMessages.ForgottenCredentials };
      return seeOther('/forgotten-password/retrieve');
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
  return loaderData.step === 'security' ? (
    <SecurityStep csrfToken={loaderData.csrfToken} failure={failure} />
  ) : (
    <PersonalDetailsStep csrfToken={loaderData.csrfToken} failure={failure} notice={loaderData.notice} />
  );
}

function Notice({ text }: { text: string | null }) {
  return text ? (
    <div className="govuk-inset-text app-notice" role="status">
      {text}
    </div>
  ) : null;
}

function PersonalDetailsStep({
  csrfToken,
  failure,
  notice,
}: {
  csrfToken: string;
  failure: StepFailure | undefined;
  notice: string | null;
}) {
  const { register, errorFor, summary, onSubmit } = useValidatedForm(
    personalDetailsSchema,
    personalDetailsFields,
    failure,
  );
  const errors = usePersonalDetailsSummary(summary);
  const { bankHomeUrl } = useRootData();
  // The bank's terms and privacy notice are on its website (spec 1 §5: external links), as in the footer.
  const external = (path: string) => new URL(path, bankHomeUrl).href;
  const title = 'Forgotten your password?';
  return (
    <>
      <PageTitle page={title} hasErrors={errors.length > 0} />
      <FormErrorSummary errors={errors} />
      {errors.length === 0 ? <Notice text={notice} /> : null}
      <span className="govuk-caption-l">Step 1 of 2: Personal details</span>
      <h1 className="govuk-heading-l">{title}</h1>
      <p className="govuk-body">
        Tell us who you are and we will send a one-time passcode to the mobile phone number we hold for you.
        Then you can choose a new password and memorable number.
      </p>
      <p className="govuk-body">
        If you have no mobile phone number with us, or it has changed, call us and we will update it for you.
      </p>
      <form method="post" action="/forgotten-password/retrieve" noValidate onSubmit={onSubmit}>
        <CsrfField token={csrfToken} />
        <input type="hidden" name="step" value="personal" />
        <PersonalDetailsFields register={register} errorFor={errorFor} values={failure?.values} />
        <p className="govuk-body">
          By continuing you accept our{' '}
          <a
            className="govuk-link"
            href={external('account-access-terms')}
            rel="noreferrer noopener"
            target="_blank"
          >
            Terms and Conditions (opens in new tab)
          </a>{' '}
          and{' '}
          <a
            className="govuk-link"
            href={external('privacy-notice')}
            rel="noreferrer noopener"
            target="_blank"
          >
            Privacy Policy (opens in new tab)
          </a>
          .
        </p>
        <Button preventDoubleClick>Continue</Button>
      </form>
    </>
  );
}

function SecurityStep({ csrfToken, failure }: { csrfToken: string; failure: StepFailure | undefined }) {
  const { register, errorFor, summary, onSubmit } = useValidatedForm(
    forgottenPasswordCredentialsSchema,
    forgottenPasswordCredentialsFields,
    failure,
  );
  const title = 'Choose your new security details';
  return (
    <>
      <PageTitle page={title} hasErrors={summary.length > 0} />
      <FormErrorSummary errors={summary} />
      <span className="govuk-caption-l">Step 2 of 2: Security</span>
      <h1 className="govuk-heading-l">{title}</h1>
      <p className="govuk-body">
        Choose a new password and memorable number. You will be signed in afterwards.
      </p>
      <form method="post" action="/forgotten-password/retrieve" noValidate onSubmit={onSubmit}>
        <CsrfField token={csrfToken} />
        <input type="hidden" name="step" value="security" />
        <SecurityDetailsFields register={register} errorFor={errorFor} username="none" />
        <Button preventDoubleClick>Continue</Button>
      </form>
    </>
  );
}
