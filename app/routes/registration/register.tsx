import { redirect } from 'react-router';
import type { Route } from './+types/register.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import {
  REGISTRATION_DEFAULTS,
  REGISTRATION_TAG,
  registrationMessages,
} from '#shared/messages/registration.ts';
import { timeoutMessages } from '#shared/messages/timeout.ts';
import { ManagedErrors } from '../../components/managed-errors.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { answerKey } from '../../lib/answer-key.ts';
import {
  accountNumberForToken,
  currentRegistration,
  detailsAsValues,
  resetRegistration,
} from './registration.server.ts';
import { activationDetails, personalDetails, securityDetails } from './register-answers.server.ts';
import { PersonalDetailsStep, SecurityStep } from './register-steps.tsx';
import { registerPath } from './paths.ts';

// /registration/register/:id? (spec 1 §2, §4 "Registration"): one URL per variant ('activate' = the activation-code
// variant, anything else the plain one) for both stages. The stage lives in the server session, so the page shows
// the step the journey is really at: step 1 'Personal details' or step 2 'Register' (the security details), each
// with its own h1 and title. A hidden `step` field says which step a POST came from; a POST from a step the
// journey is no longer at (an old tab, a timed-out security step) is answered with the page as it is now.

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

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData?.step === loaderData.step ? actionData : undefined;
  // One form per step and variant, remounted for each answer from the server (see app/lib/answer-key.ts).
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
