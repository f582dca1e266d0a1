import { describe, expect, it } from '@jest/globals';
import type { ContentDefaults } from '#shared/content/managed.ts';
import { newMessageSchema, replySchema } from '#shared/forms/message.ts';
import { messageWidgetSchema } from '#shared/forms/message-widget.ts';
import { validateForm } from '#shared/forms/validate.ts';
import { editPersonalDetailsSchema } from '#shared/forms/edit-personal-details.ts';
import { addressLookupSchema } from '#shared/forms/address-lookup.ts';
import { addressLookupMessages } from '#shared/messages/address-lookup.ts';
import { PERSONAL_DETAILS_EDIT_DEFAULTS } from '#shared/messages/personal-details.ts';
import type { z } from '#shared/zod.ts';
import { MESSAGE_NEW_DEFAULTS, MESSAGE_REPLY_DEFAULTS } from '#shared/messages/messaging.ts';
import { MESSAGE_WIDGET_DEFAULTS } from '#shared/messages/message-widget.ts';
import {
  signInStep1Fields,
  signInStep1RememberedSchema,
  signInStep1Schema,
  signInStep2Fields,
  createSignInStep2Schema,
} from '#shared/forms/sign-in.ts';
import { withdrawalFields, withdrawalSchema } from '#shared/forms/withdrawal.ts';
import { cardPaymentFields, cardPaymentSchema } from '#shared/forms/card-payment.ts';
import { DATE_RANGE_FIELDS, dateRangeSchema } from '#shared/forms/date-range.ts';
import { accountChooserFields, accountChooserSchema } from '#shared/forms/account-chooser.ts';
import { applyFields, applySchema, reviewFields, reviewSchema } from '#shared/forms/short-apply.ts';
import { toPence } from '#shared/domain/money.ts';
import {
  activationDetailsFields,
  activationDetailsSchema,
  personalDetailsFields,
  personalDetailsSchema,
} from '#shared/forms/personal-details.ts';
import {
  forgottenPasswordCredentialsFields,
  forgottenPasswordCredentialsSchema,
  registrationCredentialsFields,
  registrationCredentialsSchema,
} from '#shared/forms/credentials.ts';
import {
  createDestinationSchema,
  destinationFields,
  otpCodeFields,
  otpCodeSchema,
} from '#shared/forms/otp.ts';
import { updateSecurityFields, updateSecuritySchema } from '#shared/forms/update-security.ts';
import { FORGOTTEN_PASSWORD_DEFAULTS, FORGOTTEN_USERNAME_DEFAULTS } from '#shared/messages/forgotten.ts';
import { REGISTRATION_DEFAULTS } from '#shared/messages/registration.ts';
import { TWO_FACTOR_CODE_DEFAULTS, TWO_FACTOR_DESTINATION_DEFAULTS } from '#shared/messages/two-factor.ts';
import { UPDATE_SECURITY_DEFAULTS } from '#shared/messages/update-security.ts';
import { SIGN_IN_DEFAULTS, SIGN_IN_STEP_2_DEFAULTS } from '#shared/messages/sign-in.ts';
import { MAKE_WITHDRAWAL_DEFAULTS, NOTICE_DETAILS_DEFAULTS } from '#shared/messages/money-movements.ts';
import { PAY_INTO_ACCOUNT_DEFAULTS } from '#shared/messages/card-payment.ts';
import { ACCOUNT_DETAILS_DEFAULTS } from '#shared/messages/account-details.ts';
import { SHORT_APPLY_DEFAULTS } from '#shared/messages/short-apply.ts';

// The `errors` kind (decision 055) finds a message by its exact default text: every message a form's
// schema raises must be in its page tag's `errors` group, or an editor cannot change it. Each form is fed inputs
// that fail every rule of every field (blank, badly formed, a control character).

const BELL = '\u0007';

function raised(schema: z.ZodMiniType, inputs: readonly Record<string, unknown>[]): Set<string> {
  const messages = new Set<string>();
  for (const input of inputs) {
    const result = validateForm(schema, input);
    if (!result.ok) for (const error of result.errors) messages.add(error.message);
  }
  return messages;
}

function expectManaged(defaults: ContentDefaults, messages: Set<string>) {
  const managed = new Set(Object.values(defaults.errors ?? {}));
  expect([...messages].filter((message) => !managed.has(message))).toEqual([]);
}

describe('the messaging forms’ messages are in their tags’ errors groups', () => {
  const message = [{ message: '' }, { message: ' x' }, { message: `Hi${BELL}` }];

  it('new message', () => {
    const messages = raised(newMessageSchema, [
      ...message.map((m) => ({ account: '', subject: 'x'.repeat(500), ...m })),
      { account: '', subject: `Hi${BELL}`, message: 'Hi' },
    ]);
    expect(messages.size).toBe(5);
    expectManaged(MESSAGE_NEW_DEFAULTS, messages);
  });

  it('reply', () => {
    const messages = raised(replySchema, message);
    expect(messages.size).toBe(3);
    expectManaged(MESSAGE_REPLY_DEFAULTS, messages);
  });

  it('message widget', () => {
    const messages = raised(messageWidgetSchema, [
      { account: '', message: '' },
      { account: 'zz', message: `Hi${BELL}` },
      { account: `aa${BELL}`, message: 'Hi' },
    ]);
    expect(messages.size).toBe(3);
    expectManaged(MESSAGE_WIDGET_DEFAULTS, messages);
  });
});

describe('the edit personal details form’s messages are in its tag’s errors group', () => {
  const valid: Record<string, string> = {
    emailAddress: 'pip.personal@example.com',
    confirmEmailAddress: 'pip.personal@example.com',
    homeNumber: '0113 496 0000',
    workNumber: '020 7946 0000',
    mobileNumber: '07700 900432',
    addressBuildingName: 'Flat 1',
    addressBuildingNumber: '12',
    addressAddressLine1: 'Park Row',
    addressAddressLine2: 'Centre',
    addressPostTown: 'Leeds',
    addressCounty: 'West Yorkshire',
    addressPostcode: 'LS1 5HD',
    correspondenceBuildingName: 'Flat 3',
    correspondenceBuildingNumber: '4',
    correspondenceAddressLine1: 'Quay Street',
    correspondenceAddressLine2: 'Old Town',
    correspondencePostTown: 'Bristol',
    correspondenceCounty: 'Avon',
    correspondencePostcode: 'BS1 4DJ',
  };

  it('every field blank, badly formed, too long or with a control character; the lookup’s postcode and answers', () => {
    const fields = Object.keys(valid);
    const inputs = [
      Object.fromEntries(fields.map((field) => [field, ''])),
      Object.fromEntries(fields.map((field) => [field, '#'])),
      Object.fromEntries(fields.map((field) => [field, 'x'.repeat(101)])),
      ...fields.map((field) => ({ ...valid, [field]: `${valid[field]}${BELL}` })),
      { ...valid, confirmEmailAddress: 'other@example.com' },
    ];
    const messages = raised(editPersonalDetailsSchema, inputs);
    for (const message of raised(addressLookupSchema, [{ lookupPostcode: '' }])) messages.add(message);
    for (const { text } of Object.values(addressLookupMessages)) messages.add(text);
    expect(messages.size).toBeGreaterThan(30);
    expect(Object.values(PERSONAL_DETAILS_EDIT_DEFAULTS.errors).filter((m) => !messages.has(m))).toEqual([]);
    expectManaged(PERSONAL_DETAILS_EDIT_DEFAULTS, messages);
  });
});

// The other forms, by a generic probe: each field in turn, and all fields at once, take each of a list of bad and
// odd values. It finds every message a single field can raise, and the cross-field ones the probe happens to reach;
// each must be in the page tag's errors group (a message with data in it, by its template: '{documents}').
const PROBES = [
  '',
  ' ',
  '#',
  'abc',
  '0',
  '-1',
  '0.001',
  '1',
  '12',
  '99999999999',
  'x'.repeat(300),
  `a${BELL}`,
  '2099-01-01',
  '1900-01-01',
  '2026-13-45',
  '01/01/2020',
  '13/2099',
  '12/20',
  'on',
  '4000000000000002',
  '4111111111111111',
];

/** `fields`: the form's own list of its fields (shared/forms/*), as its page posts them. */
function probed(schema: z.ZodMiniType, fields: readonly string[]): Set<string> {
  const inputs: Record<string, unknown>[] = [];
  for (const value of PROBES) {
    inputs.push(Object.fromEntries(fields.map((field) => [field, value])));
    for (const field of fields) inputs.push({ [field]: value });
  }
  return raised(schema, inputs);
}

function expectManagedOrTemplate(defaults: ContentDefaults, messages: Set<string>) {
  const templates = Object.values(defaults.errors ?? {}).map(
    (template) =>
      new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z]+\}/g, '.+')}$`),
  );
  expect([...messages].filter((message) => !templates.some((template) => template.test(message)))).toEqual(
    [],
  );
}

describe('every message the other forms raise is in their tags’ errors groups', () => {
  it.each([
    ['sign-in step 1', signInStep1Schema, signInStep1Fields, SIGN_IN_DEFAULTS],
    ['sign-in step 1, remembered', signInStep1RememberedSchema, ['password'], SIGN_IN_DEFAULTS],
    [
      'sign-in step 2',
      createSignInStep2Schema(['1st', '3rd', '6th']),
      signInStep2Fields,
      SIGN_IN_STEP_2_DEFAULTS,
    ],
    ['forgotten username', personalDetailsSchema, personalDetailsFields, FORGOTTEN_USERNAME_DEFAULTS],
    ['forgotten password, step 1', personalDetailsSchema, personalDetailsFields, FORGOTTEN_PASSWORD_DEFAULTS],
    [
      'forgotten password, step 2',
      forgottenPasswordCredentialsSchema,
      forgottenPasswordCredentialsFields,
      FORGOTTEN_PASSWORD_DEFAULTS,
    ],
    ['registration, step 1', personalDetailsSchema, personalDetailsFields, REGISTRATION_DEFAULTS],
    [
      'registration, step 1 with an activation code',
      activationDetailsSchema,
      activationDetailsFields,
      REGISTRATION_DEFAULTS,
    ],
    [
      'registration, step 2',
      registrationCredentialsSchema,
      registrationCredentialsFields,
      REGISTRATION_DEFAULTS,
    ],
    [
      'two-factor destination, phones and e-mails',
      createDestinationSchema(['phone', 'email']),
      destinationFields,
      TWO_FACTOR_DESTINATION_DEFAULTS,
    ],
    [
      'two-factor destination, e-mails only',
      createDestinationSchema(['email']),
      destinationFields,
      TWO_FACTOR_DESTINATION_DEFAULTS,
    ],
    ['two-factor code', otpCodeSchema, otpCodeFields, TWO_FACTOR_CODE_DEFAULTS],
    ['update security details', updateSecuritySchema, updateSecurityFields, UPDATE_SECURITY_DEFAULTS],
    ['make a withdrawal', withdrawalSchema(toPence(100)), withdrawalFields, MAKE_WITHDRAWAL_DEFAULTS],
    ['give notice', withdrawalSchema(toPence(100)), withdrawalFields, NOTICE_DETAILS_DEFAULTS],
    [
      'pay into account',
      cardPaymentSchema({ thisMonth: '2026-11', owed: toPence(50) }),
      cardPaymentFields,
      PAY_INTO_ACCOUNT_DEFAULTS,
    ],
    ['the date range', dateRangeSchema, DATE_RANGE_FIELDS, ACCOUNT_DETAILS_DEFAULTS],
    ['the account chooser', accountChooserSchema, accountChooserFields, ACCOUNT_DETAILS_DEFAULTS],
    [
      'apply',
      applySchema({ organisations: ['Org A'], minimum: toPence(1), maximum: toPence(1000) }),
      applyFields,
      SHORT_APPLY_DEFAULTS,
    ],
    [
      'apply, review',
      reviewSchema({ chooseFrequency: true, unopened: ['terms'] }),
      reviewFields,
      SHORT_APPLY_DEFAULTS,
    ],
  ] as const)('%s', (_name, schema, fields, defaults) => {
    const messages = probed(schema as z.ZodMiniType, fields);
    expect(messages.size).toBeGreaterThan(0);
    expectManagedOrTemplate(defaults, messages);
  });
});
