import { describe, expect, it } from '@jest/globals';
import type { ContentDefaults } from '#shared/content/managed.ts';
import { newMessageSchema, replySchema } from '#shared/forms/message.ts';
import { messageWidgetSchema } from '#shared/forms/message-widget.ts';
import { validateForm } from '#shared/forms/validate.ts';
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
