import { describe, expect, it } from '@jest/globals';
import { managedMessage } from '#shared/content/managed.ts';

// How a page that manages its messages finds a message's published text (decision 035): by its default
// text, or by a template whose parts the message fills in.

const messages = {
  'Please enter an amount': 'Tell us how much',
  'Returned unknown status {status}': 'The bank answered {status}.',
  'This username is already taken. Please choose another username, for example {suggestion}.':
    'Taken. How about {suggestion}?',
  'A (literal) [pattern] + {part}?': 'Matched {part}',
};

describe('managedMessage', () => {
  it('gives the published text of a message by its default text', () => {
    expect(managedMessage(messages, 'Please enter an amount')).toBe('Tell us how much');
  });

  it('matches a template, filling its parts into the published text', () => {
    expect(managedMessage(messages, 'Returned unknown status Frozen')).toBe('The bank answered Frozen.');
    expect(
      managedMessage(
        messages,
        'This username is already taken. Please choose another username, for example jo.bloggs4321.',
      ),
    ).toBe('Taken. How about jo.bloggs4321?');
  });

  it('treats the rest of a template as literal text, regular-expression characters included', () => {
    expect(managedMessage(messages, 'A (literal) [pattern] + x?')).toBe('Matched x');
    expect(managedMessage(messages, 'A literal pattern + x?')).toBe('A literal pattern + x?');
    expect(managedMessage(messages, 'Returned unknown status ')).toBe('Returned unknown status ');
  });

  it('leaves any other message, and every message off a managing page, as it is', () => {
    expect(managedMessage(messages, 'Something else')).toBe('Something else');
    expect(managedMessage(undefined, 'Please enter an amount')).toBe('Please enter an amount');
  });
});
