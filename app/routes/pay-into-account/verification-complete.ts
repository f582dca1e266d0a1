import { redirect } from 'react-router';
import type { Route } from './+types/verification-complete.ts';
import { THREE_DS_FIELDS } from '#shared/api/three-ds.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { loadCardAccount } from './card-account.server.ts';
import { completePayment } from './three-d-secure.server.ts';

// POST /{type}-servicing/pay-into-account/{id}/verification/complete (decision 020): where /card-issuer/return sends
// the issuer's answer (MD, PaRes), same-site and with the session. No CSRF token (the return page has none to give):
// the Origin check stays, and the MD must be the journey's single-use one. The complete call is made once.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { card, def } = await loadCardAccount(app(context), request, params.id);
  throw redirect(def.path('verification', card.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, card } = await loadCardAccount(ctx, request, params.id);
  const form = formDataToObject(await request.formData());
  return completePayment(ctx, account, card, {
    md: form[THREE_DS_FIELDS.md],
    paRes: form[THREE_DS_FIELDS.paRes],
  });
}
