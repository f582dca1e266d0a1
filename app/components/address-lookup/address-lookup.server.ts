import { addressLookupResponseSchema, type LookupAddress } from '#shared/api/address-lookup.ts';
import {
  addressLookupMessages as outcomes,
  type AddressLookupOutcome,
} from '#shared/messages/address-lookup.ts';
import { addressLookupSchema } from '#shared/forms/address-lookup.ts';
import { validateForm, type FieldError } from '#shared/forms/validate.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { addressFromLookup, fieldName, type AddressValue } from './address-lookup.tsx';

export type AddressLookupResult = {
  postcode: string;
  outcome: AddressLookupOutcome | 'NetworkError';
  message: string;
  alert: 'danger' | 'warning' | 'success';
  addresses: LookupAddress[];
};

/**
 * POST addresslookup v1.0/addresses/find (spec 1 §7), with each ResponseStatus's message and alert (spec 1 §8).
 * A single result is selected automatically by the component; a failure to reach the service shows its message
 * (spec 1 §7 "A network failure on the address lookup shows the error message").
 */
export async function lookupAddresses(ctx: AppContext, postcode: string): Promise<AddressLookupResult> {
  const outcome = await ctx.upstream({
    path: '/addresslookup/v1.0/addresses/find',
    body: { Postcode: postcode, HouseNumber: '' },
    schema: addressLookupResponseSchema,
  });
  if (outcome.kind !== 'ok') {
    return {
      postcode,
      outcome: 'NetworkError',
      message: outcomes.Failed.text,
      alert: 'warning',
      addresses: [],
    };
  }
  const addresses = outcome.data.Addresses ?? [];
  const status = outcome.data.ResponseStatus;
  const key: AddressLookupOutcome =
    status === 'Success'
      ? addresses.length === 1
        ? 'Single'
        : addresses.length > 1
          ? 'Multiple'
          : 'NotFound'
      : status === 'InvalidPostcodeFormat' || status === 'NotFound'
        ? status
        : 'Failed';
  return { postcode, outcome: key, message: outcomes[key].text, alert: outcomes[key].alert, addresses };
}

/** What a host form's action does with 'Find address' or 'Use this address' posted without JavaScript. */
export type LookupRoundTrip = {
  lookup: AddressLookupResult | null;
  /** The address to fill in: the single one found, or the one chosen with 'Use this address'. */
  address: AddressValue | null;
  /** A missing or badly formed postcode, against the lookup's postcode field. */
  error: FieldError | null;
};

/**
 * The no-JavaScript round trip of the address lookup with field prefix `prefix` (spec 1 §4): checks the postcode,
 * looks it up, and picks the address to fill in (a single result, or with `use` the one chosen in the list).
 */
export async function lookupFromForm(
  ctx: AppContext,
  input: Record<string, unknown>,
  prefix: string,
  use: boolean,
): Promise<LookupRoundTrip> {
  const id = fieldName(prefix, 'lookupPostcode');
  const error = (message: string): FieldError => ({ field: id, href: `#${id}`, message });
  const checked = validateForm(addressLookupSchema, { lookupPostcode: input[id] });
  if (!checked.ok) return { lookup: null, address: null, error: error(checked.errors[0]?.message ?? '') };
  const lookup = await lookupAddresses(ctx, checked.data.lookupPostcode);
  if (lookup.outcome === 'InvalidPostcodeFormat')
    return { lookup, address: null, error: error(lookup.message) };
  const chosen =
    lookup.outcome === 'Single'
      ? lookup.addresses[0]
      : use
        ? lookup.addresses[Number(input[fieldName(prefix, 'choice')] || NaN)]
        : undefined;
  return { lookup, address: chosen ? addressFromLookup(chosen, lookup.postcode) : null, error: null };
}
