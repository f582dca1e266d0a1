import { redirect } from 'react-router';
import type { Route } from './+types/verification-cancel.ts';
import { THREE_DS_FIELDS } from '#shared/api/three-ds.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { loadCardAccount } from './card-account.server.ts';
import { cancelPayment } from './three-d-secure.server.ts';

// POST /{type}-servicing/pay-into-account/{id}/verification/cancel (decision 020): the customer cancelled at the
// card issuer (through /card-issuer/cancel) or with 'Cancel payment'. Checked like verification/complete (Origin and
// the journey's MD); the bank is told once, and the customer is back at step 1 with the card fields empty.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { card, def } = await loadCardAccount(app(context), request, params.id);
  throw redirect(def.path('verification', card.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { card } = await loadCardAccount(ctx, request, params.id);
  const form = formDataToObject(await request.formData());
  return cancelPayment(ctx, card, form[THREE_DS_FIELDS.md]);
}
