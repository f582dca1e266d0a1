import { redirect } from 'react-router';
import type { Route } from './+types/cancel.ts';
import { endTwoFactor } from './challenge.server.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';

// Cancel on any challenge screen (spec 2 §4): the challenge ends and the customer returns to the page the journey
// came from. 'Start again' on the expiry screens (intent 'restart') returns to the start of the journey instead.

export function loader() {
  return redirect('/two-factor');
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const state = ctx.session.twoFactor;
  const { intent } = formDataToObject(await request.formData());
  endTwoFactor(ctx.session);
  if (!state) return seeOther('/');
  return seeOther(intent === 'restart' ? state.restartTo : state.cancelTo);
}
