import { data, Form } from 'react-router';
import type { Route } from './+types/code.ts';
import { OTP_LENGTH, otpCodeFields, otpCodeSchema } from '#shared/forms/otp.ts';
import { formDataToObject, validateForm, type FieldError } from '#shared/forms/validate.ts';
import { twoFactorMessages, twoFactorScreens } from '#shared/messages/two-factor.ts';
import { describeDestination } from '#shared/domain/masking.ts';
import {
  replayPendingRequest,
  sendPasscode,
  twoFactorLocation,
} from '../../../server/upstream/two-factor.ts';
import { Button, NotificationBanner, TextInput, WarningText } from '../../components/govuk/index.ts';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { CancelChallengeButton, CancelChallengeForm } from './challenge-forms.tsx';
import { afterReplay, endWithoutRequest, requireTwoFactor } from './two-factor.server.ts';

// Step 2 (spec 2 §2, §4, §5 "OTP code"): one input for the code. Submitting replays the stored request with the
// challenge key and this code; a wrong code (FAILED) shows this page again with the error, and from the second
// wrong code on the second-attempt warning (spec 2 §8). 'Request another code' sends a new one to the same place.

/** Where the code went, as the page may say it: 'the mobile phone number ending 412' or 'ch**@example.com'. */
function sentTo(destination: string | undefined): string {
  const described = destination ? describeDestination(destination) : null;
  if (!described) return 'you';
  return described.kind === 'phone' ? `the mobile phone number ending ${described.label}` : described.label;
}

type CodeFailure = FormFailure & { secondAttempt?: boolean };

export function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, ['code']);
  const resent = Boolean(state.resent);
  delete state.resent;
  return {
    csrfToken: ctx.csrfToken(),
    sentTo: sentTo(state.destination),
    resent,
    secondAttempt: state.wrongCodes >= 2,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, ['code']);
  const input = formDataToObject(await request.formData());

  if (input.intent === 'resend') {
    // 'Request another code' (spec 2 §4): the same destination again.
    if (!state.destination) {
      state.stage = 'destination';
      return seeOther(twoFactorLocation(state));
    }
    const sent = await expectOk(ctx, await sendPasscode(ctx, state, state.destination));
    switch (sent?.ResponseStatus) {
      case 'Success':
        state.resent = true;
        return seeOther(twoFactorLocation(state));
      case 'ExceededMaximumActivationCodeRequests':
        return seeOther(endWithoutRequest(state, 'request-limit'));
      default:
        state.stage = 'failed';
        delete state.destinations;
        return seeOther(twoFactorLocation(state));
    }
  }

  const result = validateForm(otpCodeSchema, input);
  if (!result.ok) {
    return data<CodeFailure>(
      { errors: result.errors, values: {}, secondAttempt: state.wrongCodes >= 2 },
      { status: 400 },
    );
  }
  const next = await afterReplay(ctx, state, await replayPendingRequest(ctx, state, result.data.code));
  if (next !== 'failed') return next;
  const error: FieldError = { field: 'code', href: '#code', message: twoFactorMessages.IncorrectCode };
  return data<CodeFailure>(
    { errors: [error], values: {}, secondAttempt: state.wrongCodes >= 2 },
    { status: 400 },
  );
}

export default function EnterCode({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? undefined;
  const { register, errorFor, summary, onSubmit } = useValidatedForm(otpCodeSchema, otpCodeFields, failure);
  const secondAttempt = failure?.secondAttempt ?? loaderData.secondAttempt;
  const screen = twoFactorScreens.enterCode;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={screen.title} hasErrors={summary.length > 0} />
        <FormErrorSummary errors={summary} />
        {loaderData.resent && !failure ? (
          <NotificationBanner type="success" titleText="Success">
            <p className="govuk-notification-banner__heading">{screen.resent}</p>
          </NotificationBanner>
        ) : null}
        <h1 className="govuk-heading-l">{screen.title}</h1>
        <p className="govuk-body">
          We have sent a One Time Passcode (OTP) of {OTP_LENGTH} digits to {loaderData.sentTo}.
        </p>
        <p className="govuk-body">{screen.arrival}</p>
        {secondAttempt ? <WarningText>{twoFactorMessages.SecondAttemptWarning}</WarningText> : null}
        <form method="post" action="/two-factor/code" noValidate onSubmit={onSubmit}>
          <CsrfField token={loaderData.csrfToken} />
          <input type="hidden" name="intent" value="verify" />
          <TextInput
            id="code"
            label={{ text: 'One Time Passcode', classes: 'govuk-label--s' }}
            hint={`The ${OTP_LENGTH}-digit code we sent you`}
            classes="govuk-input--width-10"
            inputmode="numeric"
            autocomplete="one-time-code"
            spellcheck={false}
            attributes={{ maxLength: OTP_LENGTH }}
            errorMessage={errorFor('code')}
            inputProps={register('code')}
          />
          <div className="govuk-button-group">
            <Button preventDoubleClick>Continue</Button>
            <CancelChallengeButton />
          </div>
        </form>
        <h2 className="govuk-heading-s">Not received a passcode?</h2>
        <Form method="post" action="/two-factor/code">
          <CsrfField token={loaderData.csrfToken} />
          <input type="hidden" name="intent" value="resend" />
          <Button classes="govuk-button--secondary" preventDoubleClick>
            {screen.resend}
          </Button>
        </Form>
        <CancelChallengeForm csrfToken={loaderData.csrfToken} />
      </div>
    </div>
  );
}
