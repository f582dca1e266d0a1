import { CONTACT_OPTION_TYPES } from '../api/contact-options.ts';
import type { ContentDefaults } from '../content/managed.ts';
import { optionDefaults, type OptionItem } from '../content/managed-options.ts';
import { CONTACT_OPTION_LABELS, maxLengthMessages } from '../forms/edit-personal-details.ts';
import { ADDRESS_LOOKUP_CONTENT, addressLookupErrors } from './address-lookup.ts';
import { editPersonalDetailsMessages, invalidCharactersMessage } from './validation.ts';

// Personal details update result (spec 2 §8). Keys are the update ResponseStatus; `Unknown` is "anything else".
// Spelling slips in the spec corrected: "occured" → "occurred", "Unkown" → "Unknown".

export const personalDetailsUpdateResult = {
  Success: { title: 'Personal details updated', text: 'You have updated your personal details' },
  Failed: {
    title: 'Personal details update failed',
    text: 'An error occurred while trying to process your request',
  },
  Unknown: {
    title: 'Unknown Error',
    text: 'An unknown error occurred please check your accounts before retrying.',
  },
} as const;

export function personalDetailsUpdateOutcome(
  responseStatus: string,
): keyof typeof personalDetailsUpdateResult {
  return responseStatus === 'Success' || responseStatus === 'Failed' ? responseStatus : 'Unknown';
}

// Managed content (decision 035): the personal details pages' texts, one tag per page; the defaults in
// code. The details themselves come from the bank.

/** /personal-details/view, with the summary's row names. */
export const PERSONAL_DETAILS_TAG = 'personal-details';
export const PERSONAL_DETAILS_DEFAULTS = {
  content: {
    title: 'Personal details',
    intro: 'These are the details we hold for you.',
    titleKey: 'Title',
    firstNameKey: 'First name',
    middleNameKey: 'Middle name',
    lastNameKey: 'Last name',
    emailKey: 'Email',
    homeNumberKey: 'Home number',
    mobileNumberKey: 'Mobile number',
    addressKey: 'Address',
    townKey: 'Town or city',
    countyKey: 'County',
    postcodeKey: 'Postcode',
    notHeld: 'Not held',
    edit: 'Edit your contact details and preferences',
    back: 'Back to services',
  },
} satisfies ContentDefaults;

/** The contact preferences' checkboxes: the type sent to the bank, and its label (the `options` kind's default). */
export const CONTACT_OPTION_ITEMS: readonly OptionItem[] = CONTACT_OPTION_TYPES.map((type) => ({
  value: type,
  text: CONTACT_OPTION_LABELS[type],
}));

/**
 * /personal-details/edit, with the address lookup's own texts (its house name, number and county labels are this
 * page's own: required here) and the contact preferences' labels.
 */
export const PERSONAL_DETAILS_EDIT_TAG = 'personal-details-edit';
export const PERSONAL_DETAILS_EDIT_DEFAULTS = {
  content: {
    title: 'Edit personal details',
    intro: 'To keep your account safe, we will send you a one-time passcode before we save your changes.',
    contactHeading: 'Contact details',
    emailAddressLabel: 'Email address',
    confirmEmailAddressLabel: 'Confirm email address',
    homeNumberLabel: 'Home number',
    workNumberLabel: 'Work number',
    mobileNumberLabel: 'Mobile number',
    homeAddressLegend: 'Home address',
    correspondenceAddressLegend: 'Correspondence address',
    buildingNameLabel: 'House name or flat number',
    buildingNumberLabel: 'House number',
    countyLabel: 'County',
    ...ADDRESS_LOOKUP_CONTENT,
    preferencesLegend: 'Contact preferences',
    preferencesHint: 'Select all the ways we may contact you.',
    save: 'Save Changes',
    back: 'Back to personal details',
  },
  // The form's messages (shared/forms/edit-personal-details.ts raises these defaults; the invalid-characters ones
  // name the fields as its labels do) and the address lookup's, shown in their published wording (ManagedErrors).
  errors: {
    ...editPersonalDetailsMessages,
    buildingNameTooLong: maxLengthMessages.buildingName,
    buildingNumberTooLong: maxLengthMessages.buildingNumber,
    addressLine1TooLong: maxLengthMessages.addressLine1,
    addressLine2TooLong: maxLengthMessages.addressLine2,
    postTownTooLong: maxLengthMessages.postTown,
    countyTooLong: maxLengthMessages.county,
    invalidCharacters: invalidCharactersMessage(),
    buildingNameInvalidCharacters: invalidCharactersMessage('House name or flat number'),
    buildingNumberInvalidCharacters: invalidCharactersMessage('House number'),
    addressLine1InvalidCharacters: invalidCharactersMessage('Address line 1'),
    addressLine2InvalidCharacters: invalidCharactersMessage('Address line 2'),
    postTownInvalidCharacters: invalidCharactersMessage('Town or city'),
    ...addressLookupErrors,
  },
  // The contact preferences' labels (decision 038): 'options.contactOptions.{type}'; the types stay in code.
  options: optionDefaults('contactOptions', CONTACT_OPTION_ITEMS),
} satisfies ContentDefaults;

/** /personal-details/confirmation: a title and text per outcome. */
export const PERSONAL_DETAILS_CONFIRMATION_TAG = 'personal-details-confirmation';
export const PERSONAL_DETAILS_CONFIRMATION_DEFAULTS = {
  content: {
    SuccessTitle: personalDetailsUpdateResult.Success.title,
    SuccessText: personalDetailsUpdateResult.Success.text,
    FailedTitle: personalDetailsUpdateResult.Failed.title,
    FailedText: personalDetailsUpdateResult.Failed.text,
    UnknownTitle: personalDetailsUpdateResult.Unknown.title,
    UnknownText: personalDetailsUpdateResult.Unknown.text,
    warning: 'Warning',
    done: 'Done',
  },
} satisfies ContentDefaults;
