import { addressLookupResponseSchema, type LookupAddress } from '#shared/api/address-lookup.ts';
import {
  addressLookupMessages as outcomes,
  type AddressLookupOutcome,
} from '#shared/messages/address-lookup.ts';
import type { AppContext } from '../../lib/app-context.ts';

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
