import { z } from 'zod';

// spec 1 §3 "Address lookup": Request Postcode + HouseNumber (sent empty); Result ResponseStatus and Addresses.
const text = z.string().nullish();

/** The lines every address of the bank's API carries (this lookup's, and spec 2 §3 UserAddress). */
export const addressLineFields = {
  BuildingName: text,
  BuildingNumber: text,
  AddressLine1: text,
  AddressLine2: text,
  PostTown: text,
  County: text,
};

export const lookupAddressSchema = z.object({ ...addressLineFields, Postcode: text }).loose();

export const addressLookupResponseSchema = z
  .object({ ResponseStatus: z.string(), Addresses: z.array(lookupAddressSchema).nullish() })
  .loose();

export type LookupAddress = z.infer<typeof lookupAddressSchema>;
