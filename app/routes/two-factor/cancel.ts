import { redirect } from 'react-router';
import type { Route } from './+types/cancel.ts';
import { endTwoFactor } from './challenge.server.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';

// Cancel on any challenge screen (spec 2 §4): the challenge ends and the customer returns to the page the journey
// came from. 'Start again' on the expiry screens (intent 'restart') goes to the journey's restartTo instead: sign-in
// for a signed-in customer, signed out first (spec 2 §4; the bank is told, decision 028), so the session starts again.

export function loader() {
  return redirect('/two-factor');
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const state = ctx.session.twoFactor;
  const { intent } = formDataToObject(await request.formData());
  endTwoFactor(ctx.session);
  if (!state) return seeOther('/');
  if (intent !== 'restart') return seeOther(state.cancelTo);
  if (ctx.session.auth) await ctx.endSession();
  return seeOther(state.restartTo);
}
