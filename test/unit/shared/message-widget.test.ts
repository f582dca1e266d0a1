import { describe, expect, it } from '@jest/globals';
import { messageWidgetSchema } from '../../../shared/forms/message-widget.ts';
import { validateForm } from '../../../shared/forms/validate.ts';

// spec 3 §5 'Widget send-message form': both fields required, with the spec's messages.
describe('message widget schema', () => {
  it('requires a related account and a message', () => {
    const result = validateForm(messageWidgetSchema, { account: '', message: '   ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.field, e.message])).toEqual([
      ['account', 'Please select a related account'],
      ['message', 'Please enter a message'],
    ]);
  });

  it('refuses an account id that is not hex with the same message', () => {
    const result = validateForm(messageWidgetSchema, { account: 'ACC-1', message: 'Hello' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toBe('Please select a related account');
  });

  it('accepts an account and a message, trimmed', () => {
    const result = validateForm(messageWidgetSchema, { account: '4143432d31', message: ' Hello\nthere ' });
    expect(result).toEqual({ ok: true, data: { account: '4143432d31', message: 'Hello\nthere' } });
  });
});
