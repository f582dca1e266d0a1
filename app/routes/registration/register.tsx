import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/register.ts';
import {
  activationDetailsFields,
  activationDetailsSchema,
  createActivationDetailsSchema,
  createPersonalDetailsSchema,
  personalDetailsFields,
  personalDetailsSchema,
  toIdentityEntries,
  type PersonalDetailsData,
} from '#shared/forms/personal-details.ts';
import {
  credentialErrorsAsFieldErrors,
  registrationCredentialsFields,
  registrationCredentialsSchema,
} from '#shared/forms/credentials.ts';
import { echoValues, formDataToObject, validateForm, type FieldError } from '#shared/forms/validate.ts';
import { activationStatusOf, credentialErrorsOf, type RegisterResponse } from '#shared/api/registration.ts';
import {
  activationCodeMessages,
  REGISTRATION_DEFAULTS,
  REGISTRATION_TAG,
  registrationMessages,
} from '#shared/messages/registration.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { timeoutMessages } from '#shared/messages/timeout.ts';
import { credentialSetupMessages } from '#shared/messages/credentials.ts';
import { unknownStatusMessage } from '#shared/messages/sign-in.ts';
import { Button, NotificationBanner, TextInput, WarningText } from '../../components/govuk/index.ts';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import {
  PersonalDetailsFields,
  usePersonalDetailsSummary,
} from '../../components/personal-details-fields.tsx';
import { SecurityDetailsFields } from '../../components/security-details-fields.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { ManagedErrors, useManagedMessage } from '../../components/managed-errors.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { useRootData } from '../../lib/root-data.ts';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import {
  accountNumberForToken,
  currentRegistration,
  detailsAsValues,
  register,
  registrationCheck,
  resetRegistration,
  setupCredentials,
  storedDetails,
} from './registration.server.ts';
import { registerPath } from './paths.ts';
import { answerKey } from './answer-key.ts';
import type { RegistrationFlow } from '#shared/session/journey-state.ts';

// /registration/register/:id? (spec 1 §2, §4 "Registration"): one URL per variant ('activate' = the activation-code
// variant, anything else the plain one) for both stages. The stage lives in the server session, so the page shows
// the step the journey is really at: step 1 'Personal details' or step 2 'Register' (the security details), each
// with its own h1 and title. A hidden `step` field says which step a POST came from; a POST from a step the
// journey is no longer at (an old tab, a timed-out security step) is answered with the page as it is now.

type Step = 'details' | 'security';
type RegisterFailure = FormFailure & { step: Step; setupFailed?: boolean };

/** Nothing is given to the page but the stage, the non-secret details to show again, and a message. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const activate = params.id === 'activate';
  // spec 1 §2: any other id shows the plain variant, at its one address.
  if (params.id !== undefined && !activate) {
    throw redirect(`/registration/register${token ? `?token=${encodeURIComponent(token)}` : ''}`);
  }
  const flow = currentRegistration(ctx);
  const timeLimitMinutes = ctx.config.flowTimeoutMinutes;
  // One tag for both steps and variants; the Edit links come back to the variant's address.
  const page = await managedPage(ctx, REGISTRATION_TAG, REGISTRATION_DEFAULTS, registerPath(activate));

  if (flow?.stage === 'SecurityDetails') {
    if (flow.activate !== activate) throw redirect(registerPath(flow.activate));
    return { step: 'security' as const, activate, csrfToken: ctx.csrfToken(), timeLimitMinutes, page };
  }
  // Once the identity check asks for an activation code, the plain variant is not offered again until a reset.
  if (flow?.stage === 'ActivationCode' && !activate) throw redirect(registerPath(true));

  // The security stage's timer ran out: the timer's own message (spec 1 §8 Timeout), not the catalogue's Timeout
  // ('… we have logged you out …'), since this customer was never signed in (decision 032).
  const notice = flow?.notice
    ? flow.notice === 'Timeout'
      ? timeoutMessages.Registration
      : registrationMessages[flow.notice]
    : null;
  if (flow?.notice) delete flow.notice;
  const values = detailsAsValues(flow?.details);
  if (token && !values.account_number) {
    const accountNumber = await accountNumberForToken(ctx, token);
    if (accountNumber) values.account_number = accountNumber;
  }
  return {
    step: 'details' as const,
    activate,
    csrfToken: ctx.csrfToken(),
    timeLimitMinutes,
    notice,
    values,
    activationRequired: flow?.stage === 'ActivationCode',
    page,
  };
}

function failed(step: Step, errors: FieldError[], values: Record<string, string>, extra: object = {}) {
  return data<RegisterFailure>({ step, errors, values, ...extra }, { status: 400 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  // spec 1 §4: Cancel on the security stage resets registration.
  if (input.intent === 'cancel') {
    resetRegistration(ctx);
    return seeOther(registerPath(false));
  }
  const activate = params.id === 'activate';
  const flow = currentRegistration(ctx);
  if (flow?.stage === 'SecurityDetails') {
    if (input.step !== 'security' || flow.activate !== activate) return seeOther(registerPath(flow.activate));
    return securityDetails(ctx, flow, input);
  }
  const mustActivate = flow?.stage === 'ActivationCode';
  if (input.step !== 'details' || (mustActivate && !activate))
    return seeOther(registerPath(activate || mustActivate));
  return activate ? activationDetails(ctx, input) : personalDetails(ctx, input);
}

const clockOf = (ctx: AppContext) => () => new Date(ctx.now());

/** Step 1, plain variant: the five personal details go to the identity check. */
async function personalDetails(ctx: AppContext, input: Record<string, unknown>) {
  const result = validateForm(createPersonalDetailsSchema({ clock: clockOf(ctx) }), input);
  if (!result.ok) return failed('details', result.errors, result.values);
  const response = await expectOk(ctx, await register(ctx, toIdentityEntries(result.data)));
  return identityChecked(
    ctx,
    response,
    result.data,
    false,
    echoValues(input, personalDetailsFields, new Set()),
  );
}

/**
 * Step 1, activation-code variant. The activation check (registrationcheck) takes the five details: Registered →
 * alreadyhascredentials, Invalid → this form with the Invalid message; otherwise the identity check runs with the
 * first name and the code (spec 1 §7), and its ticket opens the security stage. The date of birth asked here is
 * also what credentials/setup sends back (ExtendedProperties.IdentityRequest.DateOfBirth).
 */
async function activationDetails(ctx: AppContext, input: Record<string, unknown>) {
  const result = validateForm(createActivationDetailsSchema({ clock: clockOf(ctx) }), input);
  if (!result.ok) return failed('details', result.errors, result.values);
  const values = echoValues(input, personalDetailsFields, new Set());
  const entries = toIdentityEntries(result.data);
  const check = await expectOk(ctx, await registrationCheck(ctx, entries));
  if (check.CheckStatus === 'Registered') {
    resetRegistration(ctx);
    return seeOther('/registration/alreadyhascredentials');
  }
  if (check.CheckStatus === 'Invalid') {
    return failed('details', [formError(registrationMessages.Invalid, '#firstname')], values);
  }
  const firstName = entries.filter((entry) => entry.Type === 'firstName');
  const response = await expectOk(ctx, await register(ctx, firstName, result.data.activationCode));
  return identityChecked(ctx, response, result.data, true, values);
}

function formError(message: string, href: string, field = '_form'): FieldError {
  return { field, href, message };
}

/** The identity check's answer (spec 1 §4 "Registration"). */
function identityChecked(
  ctx: AppContext,
  response: RegisterResponse,
  details: PersonalDetailsData,
  activate: boolean,
  values: Record<string, string>,
) {
  const fail = (message: string, shown = values, href = '#firstname') =>
    failed('details', [formError(message, href)], shown);
  // spec 1 §4: CredentialErrors containing NonSignatory → accessdenied, whatever the Status.
  if (credentialErrorsOf(response).includes('NonSignatory')) {
    resetRegistration(ctx);
    return seeOther('/registration/accessdenied');
  }
  switch (response.Status) {
    case 'Success': {
      if (response.Ticket === undefined || response.Ticket === null) throw seeOther('/network-error');
      ctx.session.registration = {
        stage: 'SecurityDetails',
        activate,
        details: storedDetails(details),
        ticket: response.Ticket,
        securityStartedAt: ctx.now(),
      };
      return seeOther(registerPath(activate));
    }
    case 'Blocked':
      resetRegistration(ctx);
      return seeOther('/registration/blocked');
    case 'AlreadyActive':
      resetRegistration(ctx);
      return seeOther('/registration/alreadyhascredentials');
    case 'NotAllowed':
      resetRegistration(ctx);
      return seeOther('/registration/notallowed');
    case 'IdentifyAndVerifyFailed': {
      const activationStatus = activationStatusOf(response);
      if (activationStatus === 'Expired' || activationStatus === '5') {
        ctx.session.registration = {
          stage: 'ActivationCode',
          activate: true,
          details: storedDetails(details),
        };
        // Already on the activation-code stage: the stage cannot change, so say why (see activationCodeMessages).
        if (activate) return fail(activationCodeMessages.expired, values, '#activationCode');
        // spec 1 §4: to the activation-code stage with no message.
        return seeOther(registerPath(true));
      }
      if (activationStatus === '4') return fail(registrationMessages.IdentifyAndVerifyFailedWarning);
      // Otherwise the failed message, and the registration is reset: nothing entered is kept.
      resetRegistration(ctx);
      return fail(registrationMessages.IdentifyAndVerifyFailed, {});
    }
    default:
      return fail(unknownStatusMessage(response.Status));
  }
}

/** Step 2: the security details go to credentials/setup with the ticket (spec 1 §4, §7, §8 "Credential setup"). */
async function securityDetails(ctx: AppContext, flow: RegistrationFlow, input: Record<string, unknown>) {
  const result = validateForm(registrationCredentialsSchema, input);
  if (!result.ok) return failed('security', result.errors, result.values);
  const { username, confirmUsername } = result.data;
  const values = { username, confirmUsername };
  const response = await expectOk(
    ctx,
    await setupCredentials(ctx, flow.ticket, result.data, flow.details?.dateOfBirth ?? ''),
  );
  const fail = (errors: FieldError[]) => failed('security', errors, values, { setupFailed: true });
  switch (response.Status) {
    case 'Success':
      ctx.session.registration = { stage: 'Registered', activate: false };
      return seeOther('/registration/success');
    case 'Unsuccessful':
      resetRegistration(ctx);
      return seeOther('/registration/unsuccessful');
    case 'Blocked':
      resetRegistration(ctx);
      return seeOther('/registration/blocked');
    case 'InvalidTicket':
      // spec 1 §4: back to PersonalDetails with the InvalidTicket message, data cleared.
      resetRegistration(ctx, { activate: flow.activate, notice: 'InvalidTicket' });
      return seeOther(registerPath(flow.activate));
    case 'UsernameAlreadyExists':
    case 'NotEnoughCredentials':
    case 'InvalidUsername':
      return fail([formError(credentialSetupMessages[response.Status], '#username', 'username')]);
    case 'InvalidCredentials':
      return fail(credentialErrorsAsFieldErrors(credentialErrorsOf(response)));
    default:
      return fail([formError(unknownStatusMessage(response.Status), '#username')]);
  }
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData?.step === loaderData.step ? actionData : undefined;
  // One form per step and variant, remounted for each answer from the server (see answer-key.ts).
  const key = `${loaderData.step}-${loaderData.activate ? 'activate' : 'plain'}-${answerKey(failure)}`;
  return (
    <ManagedErrors page={loaderData.page}>
      {loaderData.step === 'security' ? (
        <SecurityStep key={key} loaderData={loaderData} failure={failure} />
      ) : (
        <PersonalDetailsStep key={key} loaderData={loaderData} failure={failure} />
      )}
    </ManagedErrors>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];
type DetailsData = Extract<LoaderData, { step: 'details' }>;
type SecurityData = Extract<LoaderData, { step: 'security' }>;

function StepHeading({ step, titleKey, page }: { step: 1 | 2; titleKey: string; page: ManagedPage }) {
  const c = contentOf(page);
  return (
    <>
      <h1 className="govuk-heading-l">
        <span className="govuk-caption-l">{fillIn(c('stepCaption'), { step })}</span> {c(titleKey)}
      </h1>
      <EditControl page={page} name="content.stepCaption" />
      <EditControl page={page} name={`content.${titleKey}`} />
      <EditControl page={page} name="content.pageTitle" />
    </>
  );
}

function PersonalDetailsStep({
  loaderData,
  failure,
}: {
  loaderData: DetailsData;
  failure: RegisterFailure | undefined;
}) {
  const { activate } = loaderData;
  const schema = activate ? activationDetailsSchema : personalDetailsSchema;
  const fields = activate ? activationDetailsFields : personalDetailsFields;
  const { register, errorFor, summary, onSubmit } = useValidatedForm(schema, fields, failure);
  const errors = usePersonalDetailsSummary(summary);
  const managed = useManagedMessage();
  const { bankHomeUrl } = useRootData();
  const { page } = loaderData;
  const c = contentOf(page);
  const titleKey = activate ? 'activateTitle' : 'detailsTitle';
  return (
    <>
      <PageTitle
        page={fillIn(c('pageTitle'), { step: 1, title: c(titleKey) })}
        hasErrors={errors.length > 0}
      />
      <FormErrorSummary errors={errors} />
      {loaderData.notice ? (
        <NotificationBanner
          role="alert"
          titleId="registration-notice-title"
          text={managed(loaderData.notice)}
        />
      ) : null}
      <StepHeading step={1} titleKey={titleKey} page={page} />
      {activate ? (
        <>
          <ManagedText
            page={page}
            name={loaderData.activationRequired ? 'content.activationRequired' : 'content.activationIntro'}
            className="govuk-body"
          />
          <p className="govuk-body">
            <a className="govuk-link" href={registerPath(false)}>
              {c('noCode')}
            </a>
          </p>
          <EditControl page={page} name="content.noCode" />
        </>
      ) : (
        <>
          <ManagedText page={page} name="content.intro" className="govuk-body" />
          <p className="govuk-body">
            <a className="govuk-link" href={registerPath(true)}>
              {c('haveCode')}
            </a>
          </p>
          <EditControl page={page} name="content.haveCode" />
        </>
      )}
      <form method="post" action={registerPath(activate)} noValidate onSubmit={onSubmit}>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="step" value="details" />
        <PersonalDetailsFields
          register={register}
          errorFor={errorFor}
          values={failure?.values ?? loaderData.values}
          page={page}
        />
        {activate ? (
          <TextInput
            id="activationCode"
            label={c('activationCodeLabel')}
            hint={c('activationCodeHint')}
            autocomplete="off"
            spellcheck={false}
            autocapitalize="characters"
            classes="govuk-input--width-10"
            required
            errorMessage={errorFor('activationCode')}
            inputProps={register('activationCode')}
          />
        ) : null}
        {activate ? (
          <>
            <EditControl page={page} name="content.activationCodeLabel" />
            <EditControl page={page} name="content.activationCodeHint" />
          </>
        ) : null}
        <p className="govuk-body">
          {c('acceptBefore')}{' '}
          <a
            className="govuk-link"
            href={externalUrl('terms-and-conditions', bankHomeUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {c('terms')}
          </a>{' '}
          {c('acceptAnd')}{' '}
          <a
            className="govuk-link"
            href={externalUrl('privacy-policy', bankHomeUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {c('privacy')}
          </a>
          .
        </p>
        <EditControl page={page} name="content.acceptBefore" />
        <EditControl page={page} name="content.terms" />
        <EditControl page={page} name="content.acceptAnd" />
        <EditControl page={page} name="content.privacy" />
        <Button preventDoubleClick>{c('continue')}</Button>
        <EditControl page={page} name="content.continue" />
      </form>
    </>
  );
}

/** The bank's own pages (spec 1 §5: the Terms and Conditions and Privacy Policy are external links). */
function externalUrl(path: string, bankHomeUrl: string): string {
  return new URL(path, bankHomeUrl).href;
}

function SecurityStep({
  loaderData,
  failure,
}: {
  loaderData: SecurityData;
  failure: RegisterFailure | undefined;
}) {
  const { register, errorFor, summary, onSubmit } = useValidatedForm(
    registrationCredentialsSchema,
    registrationCredentialsFields,
    failure,
  );
  const managed = useManagedMessage();
  const path = registerPath(loaderData.activate);
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <PageTitle
        page={fillIn(c('pageTitle'), { step: 2, title: c('securityTitle') })}
        hasErrors={summary.length > 0}
      />
      <FormErrorSummary errors={summary} />
      <StepHeading step={2} titleKey="securityTitle" page={page} />
      <ManagedText page={page} name="content.securityIntro" className="govuk-body" />
      <p className="govuk-body">{fillIn(c('securityTimeout'), { minutes: loaderData.timeLimitMinutes })}</p>
      <EditControl page={page} name="content.securityTimeout" />
      <form method="post" action={path} noValidate onSubmit={onSubmit}>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="step" value="security" />
        <SecurityDetailsFields register={register} errorFor={errorFor} values={failure?.values} page={page} />
        {failure?.setupFailed ? <WarningText>{managed(credentialSetupMessages.General)}</WarningText> : null}
        <Button preventDoubleClick>{c('register')}</Button>
        <EditControl page={page} name="content.register" />
      </form>
      <Form method="post" action={path}>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="intent" value="cancel" />
        <Button classes="govuk-button--secondary">{c('cancel')}</Button>
      </Form>
      <EditControl page={page} name="content.cancel" />
    </>
  );
}
