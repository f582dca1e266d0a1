import { isValidMessage, newMessageSchema, replySchema } from '../../../shared/forms/message.ts';
import { validateForm } from '../../../shared/forms/validate.ts';
import { formatMessageTime } from '../../../app/routes/messaging-twoway/format.server.ts';

// spec 3 §5 "New message and reply", §9; the list's time format (spec 3 §2), London time.

function errorsOf(input: Record<string, unknown>) {
  const result = validateForm(newMessageSchema, input);
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

describe('new message form', () => {
  it('accepts a message with no subject or account', () => {
    const result = validateForm(newMessageSchema, { message: 'Hello' });
    expect(result).toEqual({ ok: true, data: { account: '', subject: '', message: 'Hello' } });
  });

  it('requires a message', () => {
    expect(errorsOf({ message: '' })).toEqual({ message: 'Please enter a message' });
    expect(errorsOf({})).toEqual({ message: 'Please enter a message' });
    expect(errorsOf({ message: '   ' })).toEqual({ message: 'Please enter a message' });
  });

  it('refuses a message starting with whitespace', () => {
    expect(errorsOf({ message: ' Hello' })).toEqual({ message: 'Please enter a valid message' });
    expect(errorsOf({ message: '\nHello' })).toEqual({ message: 'Please enter a valid message' });
  });

  it('allows 750 characters and refuses 751', () => {
    expect(errorsOf({ message: 'a'.repeat(750) })).toEqual({});
    expect(errorsOf({ message: 'a'.repeat(751) })).toEqual({ message: 'Please enter a valid message' });
  });

  it('counts a Windows line break as one character: a 740-character message with 20 CRLF line breaks is accepted', () => {
    // 740 characters as the textarea counts them (20 of them line breaks), posted as 760 with '\r\n'.
    const lines = Array.from({ length: 21 }, (_, i) => (i === 0 ? 'a' : 'b').repeat(i < 20 ? 34 : 40));
    const typed = lines.join('\n');
    expect(typed).toHaveLength(740);
    const posted = lines.join('\r\n');
    expect(posted).toHaveLength(760);
    expect(isValidMessage(posted)).toBe(true);
    const result = validateForm(newMessageSchema, { message: posted });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.message).toBe(typed);
  });

  it('limits the subject to 100 characters', () => {
    expect(errorsOf({ subject: 's'.repeat(100), message: 'Hi' })).toEqual({});
    expect(errorsOf({ subject: 's'.repeat(101), message: 'Hi' })).toEqual({
      subject: 'Please enter a valid subject',
    });
  });

  it('applies the same message rules to a reply', () => {
    expect(validateForm(replySchema, { message: ' x' }).ok).toBe(false);
    expect(validateForm(replySchema, { message: 'Thanks' }).ok).toBe(true);
  });
});

describe('formatMessageTime', () => {
  const winterNow = new Date('2026-01-15T18:00:00Z');
  const summerNow = new Date('2026-07-15T18:00:00Z');

  it("shows 'h:mm a' for today in London", () => {
    expect(formatMessageTime('2026-01-15T09:05:00Z', winterNow)).toBe('9:05 am');
    expect(formatMessageTime('2026-01-15T12:30:00Z', winterNow)).toBe('12:30 pm');
    // BST: 13:05Z is 2:05pm in London.
    expect(formatMessageTime('2026-07-15T13:05:00Z', summerNow)).toBe('2:05 pm');
  });

  it("shows 'DD MMMM h:mm a' for another day", () => {
    expect(formatMessageTime('2026-01-03T00:10:00Z', winterNow)).toBe('03 January 12:10 am');
    // 23:30Z on 14 July is 00:30 on 15 July in London: today.
    expect(formatMessageTime('2026-07-14T23:30:00Z', summerNow)).toBe('12:30 am');
    // 23:30Z on 13 July is 00:30 on 14 July in London.
    expect(formatMessageTime('2026-07-13T23:30:00Z', summerNow)).toBe('14 July 12:30 am');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatMessageTime(null, winterNow)).toBe('');
    expect(formatMessageTime('not a date', winterNow)).toBe('');
  });
});
