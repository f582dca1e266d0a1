import { data, redirect } from 'react-router';
import type { Route } from './+types/dismiss.ts';
import { dismissSystemMessageSchema } from '#shared/forms/dismiss-system-message.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { safeReturnTo } from '#shared/domain/return-to.ts';
import { dismissSystemMessage } from '../../components/system-messages/system-messages.server.ts';

/**
 * POST /system-messages/dismiss: a banner's Dismiss button (spec 2 §4 "dismissal persists"). Under the protected
 * layout, so only a signed-in customer gets here, and CSRF-checked like every form. Without JavaScript it answers
 * 303 back to the page the banner was on; the banner's script asks for data instead and the page stays as it is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const parsed = dismissSystemMessageSchema.safeParse(formDataToObject(await request.formData()));
  if (!parsed.success) throw data('The message to dismiss was not recognised.', { status: 400 });
  dismissSystemMessage(ctx, parsed.data.message);
  if (parsed.data.enhanced) return { dismissed: parsed.data.message };
  return seeOther(safeReturnTo(parsed.data.returnTo));
}

/** Nothing to show at this address: a bookmarked or typed GET goes to the accounts. */
export function loader() {
  return redirect('/accounts');
}
