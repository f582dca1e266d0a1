import { data, Form } from 'react-router';
import type { Route } from './+types/code.ts';
import { OTP_LENGTH, otpCodeFields, otpCodeSchema } from '#shared/forms/otp.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import {
  TWO_FACTOR_CODE_DEFAULTS,
  TWO_FACTOR_CODE_TAG,
  twoFactorMessages,
} from '#shared/messages/two-factor.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { describeDestination } from '#shared/domain/masking.ts';
import { replayPendingRequest, twoFactorLocation } from './challenge.server.ts';
import { Button, NotificationBanner, TextInput, WarningText } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { bindField } from '../../components/form-field-binding.ts';
import { FormPage } from '../../components/form-page.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { formError } from '../../lib/form-error.ts';
import { CancelChallengeForm, ChallengeButtons } from './challenge-forms.tsx';
import { afterReplay, requireTwoFactor, sendCode } from './two-factor.server.ts';

// Step 2 (spec 2 §2, §4, §5 "OTP code"): one input for the code. Submitting replays the stored request with the
// challenge key and this code; a wrong code (FAILED) shows this page again with the error, and from the second
// wrong code on the second-attempt warning (spec 2 §8). 'Request another code' sends a new one to the same place.

/** Where the code went, as the page may say it: 'the mobile phone number ending 412' or 'ch**@example.com'. */
function sentTo(destination: string | undefined, page: ManagedPage): string {
  const c = contentOf(page);
  const described = destination ? describeDestination(destination) : null;
  if (!described) return c('sentToYou');
  return described.kind === 'phone' ? fillIn(c('sentToPhone'), { number: described.label }) : described.label;
}

type CodeFailure = FormFailure & { secondAttempt?: boolean };

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, ['code']);
  const resent = Boolean(state.resent);
  delete state.resent;
  const page = await managedPage(ctx, TWO_FACTOR_CODE_TAG, TWO_FACTOR_CODE_DEFAULTS, '/two-factor/code');
  return {
    page,
    csrfToken: ctx.csrfToken(),
    sentTo: sentTo(state.destination, page),
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
    return sendCode(ctx, state, state.destination, () => {
      state.resent = true;
    });
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
  const error = formError(twoFactorMessages.IncorrectCode, '#code', 'code');
  return data<CodeFailure>(
    { errors: [error], values: {}, secondAttempt: state.wrongCodes >= 2 },
    { status: 400 },
  );
}

export default function EnterCode({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? undefined;
  const form = useValidatedForm(otpCodeSchema, otpCodeFields, failure);
  const secondAttempt = failure?.secondAttempt ?? loaderData.secondAttempt;
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <FormPage page={page} title={c('title')} errors={form.summary}>
      {loaderData.resent && !failure ? (
        <>
          <NotificationBanner type="success" titleText={c('resentTitle')}>
            <p className="govuk-notification-banner__heading">{c('resent')}</p>
          </NotificationBanner>
          <EditControls page={page} keys={['resentTitle', 'resent']} />
        </>
      ) : null}
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <p className="govuk-body">
        {fillIn(c('sent'), { length: OTP_LENGTH, destination: loaderData.sentTo })}
      </p>
      <EditControls page={page} keys={['sent', 'sentToPhone', 'sentToYou']} />
      <ManagedText page={page} name="content.arrival" className="govuk-body" />
      {secondAttempt ? (
        <>
          <WarningText>{c('secondAttempt')}</WarningText>
          <EditControl page={page} name="content.secondAttempt" />
        </>
      ) : null}
      <form method="post" action="/two-factor/code" noValidate onSubmit={form.onSubmit}>
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="intent" value="verify" />
        <TextInput
          {...bindField(form, 'code')}
          label={{ text: c('codeLabel'), classes: 'govuk-label--s' }}
          hint={fillIn(c('codeHint'), { length: OTP_LENGTH })}
          classes="govuk-input--width-10"
          inputmode="numeric"
          autocomplete="one-time-code"
          spellcheck={false}
          attributes={{ maxLength: OTP_LENGTH }}
        />
        <EditControls page={page} keys={['codeLabel', 'codeHint']} />
        <ChallengeButtons page={page} />
      </form>
      <ManagedText page={page} name="content.notReceived" as="h2" className="govuk-heading-s" />
      <Form method="post" action="/two-factor/code">
        <CsrfField token={loaderData.csrfToken} />
        <input type="hidden" name="intent" value="resend" />
        <Button classes="govuk-button--secondary" preventDoubleClick>
          {c('resend')}
        </Button>
      </Form>
      <EditControl page={page} name="content.resend" />
      <CancelChallengeForm csrfToken={loaderData.csrfToken} />
    </FormPage>
  );
}
