import { z } from '../zod.ts';
import { textField } from './fields.ts';
import { matches, required } from './rules.ts';

/**
 * The address lookup's postcode (spec 1 §5: "Address lookup: the postcode field is required"). The spec's generic
 * required message is 'Required', which says nothing in an error summary; this one names the field.
 */
export const addressLookupMessages = { postcodeRequired: 'Enter a postcode to find the address' } as const;

export const addressLookupSchema = z.object({
  lookupPostcode: textField([required(addressLookupMessages.postcodeRequired)]),
});

/** One line a person reads for an address found by the lookup. */
export function addressLabel(address: {
  BuildingName?: string | null;
  BuildingNumber?: string | null;
  AddressLine1?: string | null;
  AddressLine2?: string | null;
  PostTown?: string | null;
  Postcode?: string | null;
}): string {
  const first = [
    address.BuildingName,
    [address.BuildingNumber, address.AddressLine1].filter(Boolean).join(' '),
  ];
  return [...first, address.AddressLine2, address.PostTown, address.Postcode]
    .filter((part) => part && part.trim())
    .join(', ');
}

/** A UK postcode: outward code, optional space, inward code (as typed, any case). */
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

export const manualAddressMessages = {
  addressLine1Required: 'Enter address line 1',
  postTownRequired: 'Enter the town or city',
  postcodeRequired: 'Enter the postcode',
  postcodeInvalid: 'Enter a real postcode, like LS1 4DT',
} as const;

/** The address typed or chosen, on the style guide's example page (personal details have their own rules). */
export const manualAddressSchema = z.object({
  addressBuildingName: textField([], { label: 'House name or flat number' }),
  addressBuildingNumber: textField([], { label: 'House number' }),
  addressAddressLine1: textField([required(manualAddressMessages.addressLine1Required)], {
    label: 'Address line 1',
  }),
  addressAddressLine2: textField([], { label: 'Address line 2' }),
  addressPostTown: textField([required(manualAddressMessages.postTownRequired)], { label: 'Town or city' }),
  addressCounty: textField([], { label: 'County' }),
  addressPostcode: textField([
    required(manualAddressMessages.postcodeRequired),
    matches(UK_POSTCODE, manualAddressMessages.postcodeInvalid),
  ]),
});
