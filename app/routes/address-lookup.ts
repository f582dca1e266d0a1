import { data } from 'react-router';
import type { Route } from './+types/address-lookup.ts';
import { addressLookupSchema } from '#shared/forms/address-lookup.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { app } from '../lib/route-helpers.server.ts';
import { lookupAddresses } from '../components/address-lookup/address-lookup.server.ts';

/** POST /address-lookup: the address lookup with JavaScript on (the component's fetcher). CSRF-checked like any form. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = validateForm(addressLookupSchema, formDataToObject(await request.formData()));
  if (!result.ok)
    return data({ errors: { lookupPostcode: result.errors[0]?.message ?? '' } }, { status: 400 });
  return lookupAddresses(app(context), result.data.lookupPostcode);
}
