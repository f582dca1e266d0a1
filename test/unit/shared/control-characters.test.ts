import { describe, expect, it } from '@jest/globals';
import { hasControlCharacters, textField } from '../../../shared/forms/fields.ts';
import { editPersonalDetailsSchema } from '../../../shared/forms/edit-personal-details.ts';
import { validateForm } from '../../../shared/forms/validate.ts';
import { messageField } from '../../../shared/forms/message.ts';
import { required } from '../../../shared/forms/rules.ts';

// Free-text fields refuse control characters and bidirectional overrides (decision 030).

describe('hasControlCharacters', () => {
  it.each([
    ['NUL', '\u0000'],
    ['ESC', '\u001b'],
    ['CR', '\r'],
    ['LF', '\n'],
    ['TAB', '\t'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['LRE', '\u202a'],
    ['RLO', '\u202e'],
    ['LRI', '\u2066'],
    ['PDI', '\u2069'],
    ['the line separator', '\u2028'],
  ])('finds %s in a one-line field', (_label, character) => {
    expect(hasControlCharacters(`a${character}b`)).toBe(true);
  });

  it('allows TAB, CR and LF in a textarea, nothing else', () => {
    expect(hasControlCharacters('line 1\r\nline 2\tend', true)).toBe(false);
    expect(hasControlCharacters('line 1\u001b', true)).toBe(true);
    expect(hasControlCharacters('\u202e', true)).toBe(true);
  });

  it.each(["O'Neill", 'Ynys Môn', 'Flat 3, 12–14 High St.', 'ŁÓDŹ', '東京', 'مرحبا'])('allows %p', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });
});

describe('textField', () => {
  const field = textField([required('Please enter address line 1.')], { label: 'Address line 1' });

  it("refuses a control character with a message naming the field, in the spec's words", () => {
    const result = field.safeParse('Palace\u0000 Street');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Address line 1 contains one or more invalid characters. Please remove them and try again',
    );
  });

  it('keeps the required message first', () => {
    expect(field.safeParse('  ').error?.issues[0]?.message).toBe('Please enter address line 1.');
  });

  it("keeps a field's own format message when that rule fails too", () => {
    const result = validateForm(editPersonalDetailsSchema, { addressCounty: 'Kent\u001b1' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.find((e) => e.field === 'addressCounty')?.message).toBe(
        'Please enter a valid country name.',
      );
  });

  it('a message may have line breaks, not an escape sequence', () => {
    expect(messageField.safeParse('Hello\r\nthere').success).toBe(true);
    expect(messageField.safeParse('Hello\u001b[2J').error?.issues[0]?.message).toBe(
      'Your message contains one or more invalid characters. Please remove them and try again',
    );
  });
});

describe('validateForm echoes what was entered apart from the refused characters', () => {
  it('drops NUL, ESC and bidi overrides from the echoed value, keeps the rest', () => {
    const result = validateForm(editPersonalDetailsSchema, {
      addressAddressLine1: 'Palace\u001b Street\u202e',
      addressBuildingName: 'The\u0000 Lodge',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.values.addressAddressLine1).toBe('Palace Street');
      expect(result.values.addressBuildingName).toBe('The Lodge');
      expect(result.errors.find((e) => e.field === 'addressAddressLine1')?.message).toBe(
        'Address line 1 contains one or more invalid characters. Please remove them and try again',
      );
    }
  });
});
