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

// The `errors` kind (issue 13; decision 035) finds a message by its exact default text: every message a form's
// schema raises must be in its page tag's `errors` group, or an editor cannot change it. Each form is fed inputs
// that fail every rule of every field (blank, badly formed, a control character).

const BELL = '\u0007';

function raised(schema: z.ZodType, inputs: readonly Record<string, unknown>[]): Set<string> {
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
