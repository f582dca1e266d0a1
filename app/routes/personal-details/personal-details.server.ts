import { redirect } from 'react-router';
import {
  contactOptionsResponseSchema,
  GET_CONTACT_OPTIONS,
  GET_USER_DETAILS,
  UPDATE_USER_DETAILS,
  updateUserDetailsResponseSchema,
  userDetailsSchema,
  type UserDetails,
} from '#shared/api/account-area.ts';
import {
  toUpdateUserDetailsBody,
  type EditPersonalDetailsData,
} from '#shared/forms/edit-personal-details.ts';
import { personalDetailsUpdateOutcome } from '#shared/messages/personal-details.ts';
import { takeTwoFactorResult } from '../two-factor/challenge.server.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { callUnderTwoFactor } from '../two-factor/two-factor.server.ts';
import type { PersonalDetailsOutcome, TwoFactorJourney } from '#shared/session/journey-state.ts';

// Personal details (spec 2 §2, §3, §4 "Personal details edit", §7 "Personal details"): the user details and contact
// options held, and the update, which goes upstream under two-factor.

export const CONFIRMATION_PATH = '/personal-details/confirmation';
export const EDIT_PATH = '/personal-details/edit';

export const PERSONAL_DETAILS_JOURNEY: TwoFactorJourney = {
  // spec 2 §4 Cancel names this journey editUserDetails.
  name: 'editUserDetails',
  scope: '/personal-details',
  continueTo: CONFIRMATION_PATH,
  // spec 2 §4 Cancel: editUserDetails returns to /personal-details/edit.
  cancelTo: EDIT_PATH,
  // spec 2 §4: the expiry pages return to sign-in.
  restartTo: '/sign-in',
};

export async function fetchUserDetails(ctx: AppContext): Promise<UserDetails> {
  return expectOk(
    ctx,
    await ctx.upstream({
      path: GET_USER_DETAILS,
      body: { ExtendedProperties: {} },
      schema: userDetailsSchema,
    }),
  );
}

export async function fetchContactOptions(ctx: AppContext): Promise<{ Type: string; Value: boolean }[]> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({ path: GET_CONTACT_OPTIONS, body: {}, schema: contactOptionsResponseSchema }),
  );
  return response.ContactOptions ?? [];
}

/**
 * Sends the update (spec 2 §7). A 412 sends the customer to the challenge screens (thrown by callUnderTwoFactor);
 * an answer at once goes straight to the confirmation page.
 */
export async function updatePersonalDetails(
  ctx: AppContext,
  data: EditPersonalDetailsData,
): Promise<Response> {
  const held = await fetchUserDetails(ctx);
  delete ctx.session.personalDetailsUpdate;
  const response = await callUnderTwoFactor(
    ctx,
    {
      path: UPDATE_USER_DETAILS,
      body: toUpdateUserDetailsBody(held, data),
      schema: updateUserDetailsResponseSchema,
    },
    PERSONAL_DETAILS_JOURNEY,
  );
  return finishUpdate(ctx, response.ResponseStatus);
}

function finishUpdate(ctx: AppContext, responseStatus: string | null | undefined): Response {
  // spec 2 §4: Success, Failed, or anything else (including no ResponseStatus at all).
  ctx.session.personalDetailsUpdate = { outcome: personalDetailsUpdateOutcome(responseStatus ?? '') };
  return seeOther(CONFIRMATION_PATH);
}

/**
 * The confirmation page's outcome: the answer of a just-passed challenge (replayed by the two-factor screens), else
 * the outcome of an update answered at once. No update → back to the form.
 */
export function confirmationOutcome(ctx: AppContext): PersonalDetailsOutcome {
  const taken = takeTwoFactorResult(
    ctx.session,
    PERSONAL_DETAILS_JOURNEY.name,
    updateUserDetailsResponseSchema,
  );
  if (taken.kind === 'invalid') throw redirect('/network-error');
  if (taken.kind === 'ok') {
    const outcome = personalDetailsUpdateOutcome(taken.data.ResponseStatus ?? '');
    ctx.session.personalDetailsUpdate = { outcome };
    return outcome;
  }
  const outcome = ctx.session.personalDetailsUpdate?.outcome;
  if (!outcome) throw redirect(EDIT_PATH);
  return outcome;
}
