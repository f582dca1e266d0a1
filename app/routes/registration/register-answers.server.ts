import { data } from 'react-router';
import {
  createActivationDetailsSchema,
  createPersonalDetailsSchema,
  personalDetailsFields,
  toIdentityEntries,
  type PersonalDetailsData,
} from '#shared/forms/personal-details.ts';
import { credentialErrorsAsFieldErrors, registrationCredentialsSchema } from '#shared/forms/credentials.ts';
import { echoValues, validateForm, type FieldError } from '#shared/forms/validate.ts';
import { activationStatusOf, credentialErrorsOf, type RegisterResponse } from '#shared/api/registration.ts';
import { activationCodeMessages, registrationMessages } from '#shared/messages/registration.ts';
import { credentialSetupMessages } from '#shared/messages/credentials.ts';
import { unknownStatusMessage } from '#shared/messages/sign-in.ts';
import type { RegistrationFlow } from '#shared/session/journey-state.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { formError } from '../../lib/form-error.ts';
import {
  register,
  registrationCheck,
  resetRegistration,
  setupCredentials,
  storedDetails,
} from './registration.server.ts';
import { registerPath } from './paths.ts';
import type { RegisterFailure, RegisterStep } from './register-steps.tsx';

// What registration's two steps do with a post and with the bank's answers (spec 1 §4 "Registration", §7, §8): a
// redirect (303) to the next page, or the step again with its messages (400).

function failed(
  step: RegisterStep,
  errors: FieldError[],
  values: Record<string, string>,
  extra: object = {},
) {
  return data<RegisterFailure>({ step, errors, values, ...extra }, { status: 400 });
}

const clockOf = (ctx: AppContext) => () => new Date(ctx.now());

/** The registration ends: nothing of it is kept, and the page that says why is next. */
function endAt(ctx: AppContext, path: string): Response {
  resetRegistration(ctx);
  return seeOther(path);
}

/** Step 1, plain variant: the five personal details go to the identity check. */
export async function personalDetails(ctx: AppContext, input: Record<string, unknown>) {
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
export async function activationDetails(ctx: AppContext, input: Record<string, unknown>) {
  const result = validateForm(createActivationDetailsSchema({ clock: clockOf(ctx) }), input);
  if (!result.ok) return failed('details', result.errors, result.values);
  const values = echoValues(input, personalDetailsFields, new Set());
  const entries = toIdentityEntries(result.data);
  const check = await expectOk(ctx, await registrationCheck(ctx, entries));
  if (check.CheckStatus === 'Registered') {
    return endAt(ctx, '/registration/alreadyhascredentials');
  }
  if (check.CheckStatus === 'Invalid') {
    return failed('details', [formError(registrationMessages.Invalid, '#firstname')], values);
  }
  const firstName = entries.filter((entry) => entry.Type === 'firstName');
  const response = await expectOk(ctx, await register(ctx, firstName, result.data.activationCode));
  return identityChecked(ctx, response, result.data, true, values);
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
    return endAt(ctx, '/registration/accessdenied');
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
      return endAt(ctx, '/registration/blocked');
    case 'AlreadyActive':
      return endAt(ctx, '/registration/alreadyhascredentials');
    case 'NotAllowed':
      return endAt(ctx, '/registration/notallowed');
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
export async function securityDetails(
  ctx: AppContext,
  flow: RegistrationFlow,
  input: Record<string, unknown>,
) {
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
      return endAt(ctx, '/registration/unsuccessful');
    case 'Blocked':
      return endAt(ctx, '/registration/blocked');
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
