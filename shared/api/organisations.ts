import { z } from 'zod';

// Tolerant schemas of the organisation calls (spec 1 §3 "Organisation", §7 "Organisation list/detail"): unknown
// fields pass through, absent details may be null. The list call's path is not in the spec: the sandbox's
// getorganisationcodes is used (decision 008).

export const GET_ORGANISATION_CODES = '/customccb/v1.0/getorganisationcodes';
export const GET_CUSTOMER = '/customccb/v1.0/getcustomer';

const idString = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();
/** A yes/no preference: a boolean, or 'true'/'false' as text. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((value) => value === true || String(value).toLowerCase() === 'true')
  .nullish();

/** POST getorganisationcodes { PersonId } → { Codes: [{ Id }] }. */
export const organisationCodesResponseSchema = z
  .object({ Codes: z.array(z.object({ Id: idString }).loose()).nullish() })
  .loose();

const addressSchema = z
  .object({ Street: text, District: text, Town: text, County: text, Postcode: text })
  .loose()
  .nullish();

/** spec 1 §3 Organisation; spec 3 §3 adds Id and RegisteredAddress (the short application's review). */
export const organisationSchema = z
  .object({
    CustomerId: idString.nullish(),
    Id: idString.nullish(),
    FullName: text,
    CorrespondenceAddress: addressSchema,
    RegisteredAddress: addressSchema,
    ContactDetails: z
      .object({ LandlineTelephone: text, MobileTelephone: text, Email: text })
      .loose()
      .nullish(),
    MarketingPreferences: z.object({ Email: flag, Telephone: flag, Post: flag }).loose().nullish(),
  })
  .loose();

/** POST getcustomer { CustomerId } → { Customer }. */
export const getCustomerResponseSchema = z.object({ Customer: organisationSchema }).loose();

export type Organisation = z.infer<typeof organisationSchema>;

/** The correspondence address as display lines: Street, District, Town, County, Postcode, blanks left out. */
export function addressLines(organisation: Organisation): string[] {
  const address = organisation.CorrespondenceAddress;
  if (!address) return [];
  return [address.Street, address.District, address.Town, address.County, address.Postcode]
    .map((line) => (line ?? '').trim())
    .filter((line) => line !== '');
}

/**
 * Marketing preferences shown Yes/No (spec 1 §3), or null when there is no record: no preferences object, or one
 * with none of the three answered.
 */
export function marketingPreferences(
  organisation: Organisation,
): { email: 'Yes' | 'No'; telephone: 'Yes' | 'No'; post: 'Yes' | 'No' } | null {
  const preferences = organisation.MarketingPreferences;
  if (!preferences) return null;
  const { Email, Telephone, Post } = preferences;
  if (Email == null && Telephone == null && Post == null) return null;
  const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');
  return { email: yesNo(Email), telephone: yesNo(Telephone), post: yesNo(Post) };
}
