import type { ContentDefaults } from '../content/managed.ts';
// Organisation details (spec 1 §2 "Update organisation details", §3 "Organisation").

export const organisationMessages = {
  /** With no marketing preferences on record. */
  NoPreferences: "Sorry - we don't have a record of your contact preferences",
} as const;

// Managed content (decision 035): the organisation details pages' texts; the defaults in code. The
// details themselves come from the bank.

/** /update-organisation-details/retrieve: the summary's row names too. */
export const ORGANISATION_TAG = 'organisation-details';
export const ORGANISATION_DEFAULTS = {
  content: {
    title: 'Organisation details',
    none: 'We do not hold details of any organisation for you.',
    intro: 'These are the details we hold for your organisation.',
    callUs: 'If anything has changed, call us on',
    addressKey: 'Correspondence address',
    landlineKey: 'Landline telephone',
    mobileKey: 'Mobile telephone',
    emailKey: 'Email',
    preferencesKey: 'Contact preferences',
    noPreferences: organisationMessages.NoPreferences,
    marketingEmailKey: 'Marketing by email',
    marketingPhoneKey: 'Marketing by telephone',
    marketingPostKey: 'Marketing by post',
    notHeld: 'Not held',
    back: 'Back to Accounts',
  },
} satisfies ContentDefaults;

/** /update-organisation-details/success. */
export const ORGANISATION_RESULT_TAG = 'organisation-details-result';
export const ORGANISATION_RESULT_DEFAULTS = {
  content: {
    title: 'Changes to your organisation details',
    text: 'Nothing has been changed. Your organisation details cannot be changed online.',
    howTo: 'To tell us about a change, send us a message. We will reply within 2 working days.',
    sendMessage: 'Send us a message',
    view: 'View your organisation details',
    back: 'Back to Accounts',
  },
} satisfies ContentDefaults;
