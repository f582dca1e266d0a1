import { redirect } from 'react-router';
import {
  CHANGE_CREDENTIALS,
  changeCredentialsResponseSchema,
  type ChangeCredentialsResponse,
} from '#shared/api/update-security.ts';
import { credentialErrorCodes } from '#shared/api/forgotten.ts';
import {
  changeCredentialsBody,
  credentialErrorsToFieldErrors,
  type UpdateSecurityData,
} from '#shared/forms/update-security.ts';
import type { FieldError } from '#shared/forms/validate.ts';
import { formError } from '../../lib/form-error.ts';
import { updateSecurityMessages } from '#shared/messages/update-security.ts';
import { unknownStatusMessage } from '#shared/messages/sign-in.ts';
import { takeTwoFactorResult } from '../two-factor/challenge.server.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { seeOther } from '../../lib/route-helpers.server.ts';
import { rememberedUsername, rememberUsernameHeader } from '../sign-in/remember-me.server.ts';
import { callUnderTwoFactor } from '../two-factor/two-factor.server.ts';
import type { TwoFactorJourney } from '#shared/session/journey-state.ts';

// Update security details (spec 1 §2, §4, §7 "Change credentials", §8 "Update security"): the change goes upstream
// under two-factor; its answer is handled here whether it came at once or after the challenge.

export const UPDATE_SECURITY_JOURNEY: TwoFactorJourney = {
  name: 'updateSecurity',
  scope: '/update-security-details',
  continueTo: '/update-security-details/retrieve',
  // spec 2 §4 Cancel returns to the originating page: the form the change was made on.
  cancelTo: '/update-security-details/retrieve',
  // spec 2 §4: the expiry pages return to sign-in.
  restartTo: '/sign-in',
};

/** What the form shows after a change that did not go through. */
export type UpdateSecurityFailure = { errors: FieldError[]; values: Record<string, string> };

/** Sends the change (only the filled details); a 412 sends the customer to the challenge screens. */
export async function changeCredentials(
  ctx: AppContext,
  request: Request,
  data: UpdateSecurityData,
): Promise<Response | UpdateSecurityFailure> {
  ctx.session.updateSecurity = data.username ? { username: data.username } : {};
  const response = await callUnderTwoFactor(
    ctx,
    { path: CHANGE_CREDENTIALS, body: changeCredentialsBody(data), schema: changeCredentialsResponseSchema },
    UPDATE_SECURITY_JOURNEY,
  );
  return finishChange(ctx, request, response);
}

/** The answer of a passed challenge, when the customer has just come back from the challenge screens. */
export async function changeAfterChallenge(
  ctx: AppContext,
  request: Request,
): Promise<Response | UpdateSecurityFailure | undefined> {
  const taken = takeTwoFactorResult(
    ctx.session,
    UPDATE_SECURITY_JOURNEY.name,
    changeCredentialsResponseSchema,
  );
  if (taken.kind === 'none') return undefined;
  if (taken.kind === 'invalid') throw redirect('/network-error');
  return finishChange(ctx, request, taken.data);
}

/** spec 1 §4 "Update security details": Success updates the stored username, then the success screen. */
async function finishChange(
  ctx: AppContext,
  request: Request,
  response: ChangeCredentialsResponse,
): Promise<Response | UpdateSecurityFailure> {
  const username = ctx.session.updateSecurity?.username;
  const values: Record<string, string> = username ? { username } : {};
  const fail = (...errors: FieldError[]): UpdateSecurityFailure => {
    ctx.session.updateSecurity = {};
    return { errors, values };
  };
  switch (response.Status) {
    case 'Success': {
      const headers = new Headers();
      if (username && ctx.session.auth) {
        ctx.session.auth.customer.username = username;
        // A remembered username follows the change, so 'Remember me' greets the customer by the new one.
        if (await rememberedUsername(ctx, request)) {
          headers.append('Set-Cookie', await rememberUsernameHeader(ctx, username));
        }
      }
      ctx.session.updateSecurity = { done: true };
      const response303 = seeOther('/update-security-details/success');
      for (const [key, value] of headers) response303.headers.append(key, value);
      return response303;
    }
    case 'MustHaveCredential':
    case 'UsernameExists':
    case 'InvalidUsername':
      return fail(formError(updateSecurityMessages[response.Status], '#username', 'username'));
    case 'NoRegistered':
    case 'Blocked':
      return fail(formError(updateSecurityMessages[response.Status], '#username'));
    case 'NotEnoughCredentials':
      return fail(formError(updateSecurityMessages.NotEnoughCredentials, '#password'));
    case 'InvalidCredentials':
      return fail(
        formError(updateSecurityMessages.InvalidCredentials, '#password'),
        ...credentialErrorsToFieldErrors(credentialErrorCodes(response)),
      );
    default:
      return fail(formError(unknownStatusMessage(response.Status), '#username'));
  }
}
