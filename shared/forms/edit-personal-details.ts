// The edit personal details form (spec 2 §2 "Personal details", §3 "User details" and "Contact options", §5 "Edit
// personal details", §9). One schema for the browser and the server: the personal sub-form (e-mail, confirm e-mail,
// home, work and mobile numbers), the address and the correspondence address sub-forms, and the contact preferences.
// The form is sent only when all three sub-forms pass (spec 2 §5): one schema over all of them does exactly that.
//
// Field names: the address fields are the address lookup component's (app/components/address-lookup), prefixed
// 'address' and 'correspondence' (addressBuildingName, correspondencePostcode...), so the error summary links to them.
import { z } from '../zod.ts';
import type { UserAddress, UserDetails } from '../api/account-area.ts';
import { CONTACT_OPTION_TYPES, type ContactOptionType } from '../api/contact-options.ts';
import { editPersonalDetailsMessages as messages } from '../messages/validation.ts';
import { fieldsMatch, textField } from './fields.ts';
import { isUkPostcode, normalisePostcode } from './personal-details.ts';
import { isCcbEmail, required, rule, type FieldRule } from './rules.ts';

// ---- Limits (spec 2 §5, §9) ------------------------------------------------------------------------------------------

export const EDIT_PERSONAL_DETAILS_LIMITS = {
  buildingName: 50,
  buildingNumber: 50,
  addressLine1: 100,
  addressLine2: 100,
  postTown: 60,
  county: 60,
} as const;

/**
 * The spec gives the maximum lengths but no message for them (in the original the input simply stops accepting
 * characters, which GOV.UK advises against). A message in the GOV.UK pattern: decision 016.
 */
export const maxLengthMessages = {
  buildingName: `House name or flat number must be ${EDIT_PERSONAL_DETAILS_LIMITS.buildingName} characters or fewer.`,
  buildingNumber: `House number must be ${EDIT_PERSONAL_DETAILS_LIMITS.buildingNumber} characters or fewer.`,
  addressLine1: `Address line 1 must be ${EDIT_PERSONAL_DETAILS_LIMITS.addressLine1} characters or fewer.`,
  addressLine2: `Address line 2 must be ${EDIT_PERSONAL_DETAILS_LIMITS.addressLine2} characters or fewer.`,
  postTown: `Town or city must be ${EDIT_PERSONAL_DETAILS_LIMITS.postTown} characters or fewer.`,
  county: `County must be ${EDIT_PERSONAL_DETAILS_LIMITS.county} characters or fewer.`,
} as const;

function maxLength(max: number, message: string): FieldRule {
  return rule('format', message, (value) => value.length <= max);
}

// ---- Phone numbers ---------------------------------------------------------------------------------------------------

/**
 * "A valid phone" (spec 2 §5; the pattern is not shown). Chosen: a UK number — 0 or +44, then 9 or 10 digits —
 * with spaces, hyphens and brackets allowed between the digits, as people write them ('01227 496 032',
 * '(020) 7946-0321', '+44 7700 900432'). The bank (the sandbox) holds UK numbers only.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  return /^(?:\+44|0)\d{9,10}$/.test(value.replace(/[\s()-]/g, ''));
}

function phoneField(requiredMessage: string, invalidMessage: string) {
  return textField([required(requiredMessage), rule('format', invalidMessage, isPhoneNumber)]);
}

// ---- County ----------------------------------------------------------------------------------------------------------

/**
 * "A valid name" for the county (spec 2 §5; the pattern is not shown). Chosen as the bank (the sandbox) checks it:
 * a letter, then letters, spaces, hyphens, apostrophes and full stops ('West Yorkshire', 'Co. Down', "Bro
 * Morgannwg"); no digits or other symbols.
 */
/** A letter (any script), then letters, accents, spaces and the punctuation of place names ('Tyne & Wear', 'Ynys Môn'). */
export const PLACE_NAME = /^\p{L}[\p{L}\p{M} .,'’&()-]*$/u;

export function isPlaceName(value: string): boolean {
  return PLACE_NAME.test(value);
}

/**
 * "A valid email" (spec 2 §5): the e-mail widget's rule (3 to 50 characters, no spaces, an @ and a dot after it),
 * with something before the @, between it and the dot, and after the dot, as the bank checks it.
 */
export function isEmailAddress(value: string): boolean {
  return isCcbEmail(value) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

// ---- The address sub-forms -------------------------------------------------------------------------------------------

export const ADDRESS_PREFIXES = ['address', 'correspondence'] as const;
export type AddressPrefix = (typeof ADDRESS_PREFIXES)[number];

/** The address fields of one sub-form, in page order (the address lookup component's order). */
export const ADDRESS_PARTS = [
  'BuildingName',
  'BuildingNumber',
  'AddressLine1',
  'AddressLine2',
  'PostTown',
  'County',
  'Postcode',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** 'address' + 'BuildingName' → 'addressBuildingName'. */
export function addressFieldName<P extends AddressPrefix>(
  prefix: P,
  part: AddressPart,
): `${P}${AddressPart}` {
  return `${prefix}${part}`;
}

const countyMessages: Record<AddressPrefix, { required: string; invalid: string }> = {
  // spec 2 §5 says 'country' for the address and 'County' for the correspondence address: kept as given.
  address: { required: messages.countyRequired, invalid: messages.countyInvalid },
  correspondence: {
    required: messages.correspondenceCountyRequired,
    invalid: messages.correspondenceCountyInvalid,
  },
};

function addressShape<P extends AddressPrefix>(prefix: P) {
  const limits = EDIT_PERSONAL_DETAILS_LIMITS;
  const county = countyMessages[prefix];
  const fields = {
    // Each of the two is required only when the other is blank: checked on the whole form (houseNameOrNumber).
    BuildingName: textField([maxLength(limits.buildingName, maxLengthMessages.buildingName)], {
      label: 'House name or flat number',
    }),
    BuildingNumber: textField([maxLength(limits.buildingNumber, maxLengthMessages.buildingNumber)], {
      label: 'House number',
    }),
    AddressLine1: textField(
      [
        required(messages.addressLine1Required),
        maxLength(limits.addressLine1, maxLengthMessages.addressLine1),
      ],
      { label: 'Address line 1' },
    ),
    AddressLine2: textField([maxLength(limits.addressLine2, maxLengthMessages.addressLine2)], {
      label: 'Address line 2',
    }),
    PostTown: textField(
      [required(messages.postTownRequired), maxLength(limits.postTown, maxLengthMessages.postTown)],
      { label: 'Town or city' },
    ),
    County: textField(
      [
        required(county.required),
        maxLength(limits.county, maxLengthMessages.county),
        rule('format', county.invalid, isPlaceName),
      ],
      { label: 'County' },
    ),
    Postcode: z.pipe(
      textField(
        [required(messages.postCodeRequired), rule('format', messages.postCodeInvalid, isUkPostcode)],
        {
          label: 'Postcode',
        },
      ),
      z.transform(normalisePostcode),
    ),
  } satisfies Record<AddressPart, z.ZodMiniType>;
  return Object.fromEntries(
    Object.entries(fields).map(([part, field]) => [addressFieldName(prefix, part as AddressPart), field]),
  ) as { [K in AddressPart as `${P}${K}`]: (typeof fields)[K] };
}

/**
 * Spec 2 §5: a house name or flat number, or a house number — at least one. When both are blank each field shows
 * its own required message (so the summary links to both). Runs even when other fields failed, like fieldsMatch.
 */
function houseNameOrNumber(prefix: AddressPrefix) {
  const name = addressFieldName(prefix, 'BuildingName');
  const number = addressFieldName(prefix, 'BuildingNumber');
  return z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      const blank = (field: string) => String(value[field] ?? '').trim() === '';
      if (!blank(name) || !blank(number)) return;
      const params = { rule: 'required' };
      ctx.addIssue({ code: 'custom', message: messages.houseNameOrFlatRequired, path: [name], params });
      ctx.addIssue({ code: 'custom', message: messages.houseNumberRequired, path: [number], params });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

// ---- Contact preferences ---------------------------------------------------------------------------------------------

/** The contact option types with the labels spec 2 §3 gives them, in the spec's order. */
export const CONTACT_OPTION_LABELS: Record<ContactOptionType, string> = {
  Email: 'Email',
  Mobile: 'Mobile',
  TextMessage: 'Text message (SMS)',
  Post: 'Post',
  OffersFromTheBank: 'Bank related offers',
  OffersFromSelectedPartners: 'Third party offers',
};

/** The ticked boxes (posted as repeated contactOptions values): the known types, in the spec's order. */
const contactOptions = z.pipe(
  z.optional(z.union([z.array(z.string()), z.string()])),
  z.transform((value: string[] | string | undefined): ContactOptionType[] => {
    const ticked = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    return CONTACT_OPTION_TYPES.filter((type) => ticked.includes(type));
  }),
);

// ---- The form --------------------------------------------------------------------------------------------------------

export const editPersonalDetailsSchema = z
  .object({
    emailAddress: textField([
      required(messages.emailRequired),
      rule('format', messages.emailInvalid, isEmailAddress),
    ]),
    confirmEmailAddress: textField([
      required(messages.emailRequired),
      rule('format', messages.emailInvalid, isEmailAddress),
    ]),
    homeNumber: phoneField(messages.homeNumberRequired, messages.homeNumberInvalid),
    workNumber: phoneField(messages.workNumberRequired, messages.workNumberInvalid),
    mobileNumber: phoneField(messages.mobileNumberRequired, messages.mobileNumberInvalid),
    ...addressShape('address'),
    ...addressShape('correspondence'),
    contactOptions,
  })
  // spec 2 §5: ConfirmEmailAddress must equal the e-mail (checked once it passed its own rules).
  .check(fieldsMatch('confirmEmailAddress', 'emailAddress', messages.confirmEmailMismatch))
  .check(houseNameOrNumber('address'))
  .check(houseNameOrNumber('correspondence'));

export type EditPersonalDetailsInput = z.input<typeof editPersonalDetailsSchema>;
export type EditPersonalDetailsData = z.output<typeof editPersonalDetailsSchema>;

/** Every field in page order (the error summary's order). */
export const editPersonalDetailsFields = [
  'emailAddress',
  'confirmEmailAddress',
  'homeNumber',
  'workNumber',
  'mobileNumber',
  ...ADDRESS_PARTS.map((part) => addressFieldName('address', part)),
  ...ADDRESS_PARTS.map((part) => addressFieldName('correspondence', part)),
  'contactOptions',
] as const;

/** Checkbox groups: always a list when the form is read (formDataToObject's arrayFields). */
export const EDIT_PERSONAL_DETAILS_ARRAY_FIELDS = ['contactOptions'] as const;

// ---- From and to upstream --------------------------------------------------------------------------------------------

/** The form's starting values from the user details and contact options held (spec 2 §3). */
export function editValuesFromUserDetails(
  details: UserDetails,
  options: readonly { Type: string; Value: boolean }[],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {
    emailAddress: details.EmailAddress ?? '',
    confirmEmailAddress: details.EmailAddress ?? '',
    homeNumber: details.HomeNumber ?? '',
    workNumber: details.WorkNumber ?? '',
    mobileNumber: details.MobileNumber ?? '',
    contactOptions: CONTACT_OPTION_TYPES.filter((type) =>
      options.some((option) => option.Type === type && option.Value),
    ),
  };
  const parts = (address: UserAddress | null | undefined): Record<AddressPart, string> => ({
    BuildingName: address?.BuildingName ?? address?.FlatNumber ?? '',
    BuildingNumber: address?.BuildingNumber ?? '',
    // Upstream may hold the first line as Street (spec 2 §2: the view reads Street).
    AddressLine1: address?.AddressLine1 ?? address?.Street ?? '',
    AddressLine2: address?.AddressLine2 ?? '',
    PostTown: address?.PostTown ?? address?.TownOrCity ?? '',
    County: address?.County ?? '',
    Postcode: address?.PostCode ?? '',
  });
  for (const prefix of ADDRESS_PREFIXES) {
    const address = prefix === 'address' ? details.Address : details.CorrespondenceAddress;
    for (const [part, value] of Object.entries(parts(address))) {
      values[addressFieldName(prefix, part as AddressPart)] = value;
    }
  }
  return values;
}

function toUpstreamAddress(
  held: UserAddress | null | undefined,
  data: EditPersonalDetailsData,
  prefix: AddressPrefix,
): UserAddress {
  const part = (name: AddressPart) => data[addressFieldName(prefix, name)];
  return {
    ...held,
    BuildingName: part('BuildingName'),
    BuildingNumber: part('BuildingNumber'),
    AddressLine1: part('AddressLine1'),
    AddressLine2: part('AddressLine2'),
    PostTown: part('PostTown'),
    County: part('County'),
    PostCode: part('Postcode'),
    // Street and TownOrCity mirror the lines typed, so a reader of either field sees the new address.
    Street: part('AddressLine1'),
    TownOrCity: part('PostTown'),
  };
}

/**
 * The update user details request (spec 2 §7): the names and other fields held are sent back unchanged, the edited
 * ones replace theirs, and Options carries every contact option type with its ticked state.
 */
export function toUpdateUserDetailsBody(held: UserDetails, data: EditPersonalDetailsData) {
  return {
    Title: held.Title ?? '',
    FirstName: held.FirstName ?? '',
    MiddleName: held.MiddleName ?? '',
    Surname: held.Surname ?? '',
    EmailAddress: data.emailAddress,
    HomeNumber: data.homeNumber,
    WorkNumber: data.workNumber,
    MobileNumber: data.mobileNumber,
    PrimaryContactNumber: held.PrimaryContactNumber ?? data.mobileNumber,
    Address: toUpstreamAddress(held.Address, data, 'address'),
    CorrespondenceAddress: toUpstreamAddress(held.CorrespondenceAddress, data, 'correspondence'),
    ExtendedProperties: {},
    Options: CONTACT_OPTION_TYPES.map((type) => ({ Type: type, Value: data.contactOptions.includes(type) })),
  };
}
