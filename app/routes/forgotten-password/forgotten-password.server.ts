import { randomInt } from 'node:crypto';
import { redirect } from 'react-router';
import {
  credentialErrorCodes,
  FORGOTTEN_ACTIVATE,
  forgottenPasswordResponseSchema,
  RESET_FORGOTTEN,
  UPDATE_FORGOTTEN,
  updateForgottenResponseSchema,
  type ForgottenPasswordResponse,
} from '#shared/api/forgotten.ts';
import type { ForgottenPasswordCredentialsData } from '#shared/forms/credentials.ts';
import { toIdentityEntries, type PersonalDetailsData } from '#shared/forms/personal-details.ts';
import { credentialErrorsToFieldErrors } from '#shared/forms/update-security.ts';
import type { FieldError } from '#shared/forms/validate.ts';
import {
  credentialSetupMessages,
  usernameAlreadyExistsWithSuggestion,
  usernameSuggestionSuffixRange,
} from '#shared/messages/credentials.ts';
import { forgottenPasswordMessages } from '#shared/messages/forgotten.ts';
import { timeoutMessages } from '#shared/messages/timeout.ts';
import { unknownStatusMessage } from '#shared/messages/sign-in.ts';
import { updateSecurityMessages } from '#shared/messages/update-security.ts';
import { endTwoFactor, takeTwoFactorResult, twoFactorInProgress } from '../two-factor/challenge.server.ts';
import type { Customer } from '../../../server/auth/types.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { formError } from '../../lib/form-error.ts';
import { callUnderTwoFactor } from '../two-factor/two-factor.server.ts';
import type { TwoFactorJourney } from '#shared/session/journey-state.ts';

// Forgotten password (spec 1 §2, §4 "Forgotten password", §7, §8): step 1 personal details → reset-forgotten
// (RequireActivationTicket) → forgottencredentials/activate under two-factor (ResetUserCredentialsTicket) → step 2
// Security (new password and memorable number, within the ticket expiry) → update-forgotten → signed in → success.
// The tickets stay in the server session; the page only ever knows which step it is on.

const RETRIEVE = '/forgotten-password/retrieve';
const MINUTE = 60_000;

export const FORGOTTEN_PASSWORD_JOURNEY: TwoFactorJourney = {
  name: 'forgottenPassword',
  scope: '/forgotten-password',
  continueTo: RETRIEVE,
  // spec 2 §4: Cancel and the expiry screens go back to the first step.
  cancelTo: RETRIEVE,
  restartTo: RETRIEVE,
};

/** Back to step 1 with a message for it (spec 1 §4: NotRegistered, IdentifyAndVerifyFailed, InvalidTicket, timeout). */
function resetWith(ctx: AppContext, notice?: string): void {
  ctx.session.forgottenPassword = notice ? { stage: 'personal', notice } : { stage: 'personal' };
}

/** The message of a status that sends the customer back to step 1. */
function stepOneMessage(status: string): string {
  switch (status) {
    // A person with no online registration gets the same words as no match at all (decision 029: no enumeration).
    case 'NotRegistered':
    case 'IdentifyAndVerifyFailed':
      return forgottenPasswordMessages.IdentifyAndVerifyFailed;
    case 'InvalidTicket':
      return forgottenPasswordMessages[status];
    default:
      return unknownStatusMessage(status);
  }
}

/** The Security step timed out: flowTimeoutMinutes from its start, on the injected clock. */
export function securityStepExpired(ctx: AppContext): boolean {
  const flow = ctx.session.forgottenPassword;
  return flow?.stage === 'security' && ctx.now() - flow.startedAt >= ctx.config.flowTimeoutMinutes * MINUTE;
}

/**
 * Moves the journey to where it really is when /retrieve is opened: a passed challenge moves on to Security; a
 * challenge that was cancelled or left, or a Security step past its time, goes back to step 1. Run by the page's
 * middleware, before the root loader decides whether the Security step's timeout warning runs (decision 032).
 */
export function settleStep(ctx: AppContext): void {
  const taken = takeTwoFactorResult(
    ctx.session,
    FORGOTTEN_PASSWORD_JOURNEY.name,
    forgottenPasswordResponseSchema,
  );
  if (taken.kind === 'invalid') throw redirect('/network-error');
  if (taken.kind === 'ok') afterActivation(ctx, taken.data);

  const flow = ctx.session.forgottenPassword;
  if (flow?.stage === 'challenge') {
    // Back here while the challenge is open, or after it ended without a result: start again.
    if (twoFactorInProgress(ctx.session, FORGOTTEN_PASSWORD_JOURNEY.name)) endTwoFactor(ctx.session);
    resetWith(ctx);
  }
  if (securityStepExpired(ctx)) resetWith(ctx, timeoutMessages.ForgottenCredentials);
}

/** The step to show on /retrieve, and a message for step 1 (shown once). */
export function currentStep(ctx: AppContext): { step: 'personal' | 'security'; notice?: string } {
  settleStep(ctx);
  const current = ctx.session.forgottenPassword;
  if (current?.stage === 'security') return { step: 'security' };
  const notice = current?.stage === 'personal' ? current.notice : undefined;
  ctx.session.forgottenPassword = { stage: 'personal' };
  return notice ? { step: 'personal', notice } : { step: 'personal' };
}

/** The activation's answer (at once, or after the challenge): Success opens the Security step. */
function afterActivation(ctx: AppContext, response: ForgottenPasswordResponse): void {
  const flow = ctx.session.forgottenPassword;
  if (flow?.stage !== 'challenge') {
    resetWith(ctx);
    return;
  }
  if (response.Status === 'Success' && response.ResetUserCredentialsTicket) {
    ctx.session.forgottenPassword = {
      stage: 'security',
      resetTicket: response.ResetUserCredentialsTicket,
      dateOfBirth: flow.dateOfBirth,
      nameForSuggestion: flow.nameForSuggestion,
      startedAt: ctx.now(),
    };
    return;
  }
  if (response.Status === 'Blocked' || response.Status === 'NonSignatory') {
    resetWith(ctx);
    throw redirect('/forgotten-password/blocked');
  }
  resetWith(ctx, stepOneMessage(response.Status));
}

export type StepFailure = { errors: FieldError[]; values: Record<string, string> };

/** Step 1: identifies the customer; RequireActivation goes on to the activation under two-factor. */
export async function submitPersonalDetails(
  ctx: AppContext,
  details: PersonalDetailsData,
  values: Record<string, string>,
): Promise<Response | StepFailure> {
  resetWith(ctx);
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: RESET_FORGOTTEN,
      body: { Entries: toIdentityEntries(details), ExtendedProperties: null },
      schema: forgottenPasswordResponseSchema,
    }),
  );
  switch (response.Status) {
    case 'RequireActivation': {
      if (!response.RequireActivationTicket) throw redirect('/network-error');
      ctx.session.forgottenPassword = {
        stage: 'challenge',
        activationTicket: response.RequireActivationTicket,
        dateOfBirth: details.b_day,
        nameForSuggestion: `${details.firstname}.${details.lastname}`
          .toLowerCase()
          .replace(/[^a-z0-9.]/g, ''),
      };
      // Under two-factor: a 412 goes to the challenge screens and comes back to /retrieve (currentStep).
      const activation = await callUnderTwoFactor(
        ctx,
        {
          path: FORGOTTEN_ACTIVATE,
          body: { RequireActivationTicket: response.RequireActivationTicket },
          schema: forgottenPasswordResponseSchema,
        },
        FORGOTTEN_PASSWORD_JOURNEY,
      );
      afterActivation(ctx, activation);
      return seeOther(RETRIEVE);
    }
    case 'Blocked':
    case 'NonSignatory':
      return seeOther('/forgotten-password/blocked');
    default:
      return { errors: [formError(stepOneMessage(response.Status), '#firstname')], values };
  }
}

function customerFrom(response: {
  Customer?: {
    UserId: string;
    Username?: string | null;
    Name?: string | null;
    LastLoggedIn?: string | null;
  } | null;
}): Customer | undefined {
  const upstream = response.Customer;
  if (!upstream) return undefined;
  return {
    userId: upstream.UserId,
    username: upstream.Username ?? '',
    name: upstream.Name ?? '',
    lastLoggedIn: upstream.LastLoggedIn ?? undefined,
  };
}

/** Step 2: the new password and memorable number; Success signs the customer in. */
export async function submitNewCredentials(
  ctx: AppContext,
  credentials: ForgottenPasswordCredentialsData,
): Promise<Response | StepFailure> {
  const flow = ctx.session.forgottenPassword;
  if (flow?.stage !== 'security') return seeOther(RETRIEVE);
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: UPDATE_FORGOTTEN,
      body: {
        Ticket: flow.resetTicket,
        CredentialValues: [
          { Name: 'Password', Value: credentials.password, Context: null },
          { Name: 'Pin', Value: credentials.memorableNumber, Context: null },
        ],
        TermsAndConditionsDocumentVersion: '1.0',
        ExtendedProperties: { IdentityRequest: { DateOfBirth: flow.dateOfBirth } },
      },
      schema: updateForgottenResponseSchema,
    }),
  );
  const stay = (...errors: FieldError[]): StepFailure => ({ errors, values: {} });
  switch (response.Status) {
    case 'Success': {
      const customer = customerFrom(response);
      if (!response.SessionTicket || !customer) throw redirect('/network-error');
      await ctx.signIn({ kind: 'native', sessionTicket: response.SessionTicket, customer });
      ctx.session.forgottenPassword = { stage: 'done' };
      return seeOther('/forgotten-password/success');
    }
    case 'Blocked':
    case 'NonSignatory':
      resetWith(ctx);
      return seeOther('/forgotten-password/blocked');
    case 'InvalidCredentials': {
      const errors = credentialErrorsToFieldErrors(credentialErrorCodes(response));
      return stay(
        ...(errors.length > 0 ? errors : [formError(updateSecurityMessages.InvalidCredentials, '#password')]),
      );
    }
    case 'NotEnoughCredentials':
      return stay(formError(credentialSetupMessages.NotEnoughCredentials, '#password'));
    case 'UsernameAlreadyExists': {
      // spec 1 §8 Credential setup: the forgotten flow suggests the name plus a random number (spec 1 §9).
      const { min, max } = usernameSuggestionSuffixRange;
      const name = response.Customer?.Username || flow.nameForSuggestion;
      return stay(formError(usernameAlreadyExistsWithSuggestion(name, randomInt(min, max + 1)), '#password'));
    }
    case 'InvalidTicket':
    case 'NotRegistered':
    case 'IdentifyAndVerifyFailed':
      resetWith(ctx, stepOneMessage(response.Status));
      return seeOther(RETRIEVE);
    default:
      return stay(formError(unknownStatusMessage(response.Status), '#password'));
  }
}
