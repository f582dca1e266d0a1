import { zodResolver } from '@hookform/resolvers/zod';
import {
  createDestinationSchema,
  isOneTimePasscode,
  otpCodeFields,
  otpCodeSchema,
} from '#shared/forms/otp.ts';
import { secretFieldNames, validateForm } from '#shared/forms/validate.ts';
import {
  offeredDestinations,
  stageForChallengeStatus,
} from '../../../app/routes/two-factor/challenge.server.ts';

// spec 2 §5 "OTP code", "Destination selection"; §4 "Two-factor flow" (which screen each challenge status leads to).

const REQUIRED = 'Please enter your One Time Passcode.';
const INVALID = 'Please enter a valid One Time Passcode.';

function codeErrors(input: Record<string, unknown>) {
  const result = validateForm(otpCodeSchema, input);
  return result.ok ? [] : result.errors.map((e) => [e.field, e.href, e.message]);
}

describe('the one-time passcode', () => {
  it('is required: absent, empty or only spaces', () => {
    for (const input of [{}, { code: '' }, { code: '   ' }]) {
      expect(codeErrors(input)).toEqual([['code', '#code', REQUIRED]]);
    }
  });

  it('must be exactly 6 digits', () => {
    for (const code of ['12345', '1234567', '12345a', '12 3456', '١٢٣٤٥٦', '-12345']) {
      expect(codeErrors({ code })).toEqual([['code', '#code', INVALID]]);
    }
    expect(isOneTimePasscode('000000')).toBe(true);
    expect(isOneTimePasscode('00000')).toBe(false);
  });

  it('accepts 6 digits, surrounding spaces removed', () => {
    expect(validateForm(otpCodeSchema, { code: ' 042913 ' })).toEqual({ ok: true, data: { code: '042913' } });
  });

  it('is never echoed back to the page', () => {
    expect(secretFieldNames(otpCodeSchema)).toEqual(['code']);
    const result = validateForm(otpCodeSchema, { code: '12' });
    expect(result.ok ? null : result.values).toEqual({});
    expect(otpCodeFields).toEqual(['code']);
  });

  it('gives the browser (react-hook-form) the same message as the server', async () => {
    const resolve = zodResolver(otpCodeSchema);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect((await resolve({ code: '12a' }, undefined, options)).errors.code?.message).toBe(INVALID);
    expect((await resolve({ code: '' }, undefined, options)).errors.code?.message).toBe(REQUIRED);
    expect((await resolve({ code: '123456' }, undefined, options)).values).toEqual({ code: '123456' });
  });
});

describe('choosing where to send it', () => {
  it('requires a choice: "Please select a mobile phone number." when only phones are offered', () => {
    const result = validateForm(createDestinationSchema(['phone', 'phone']), {});
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'destination', href: '#destination', message: 'Please select a mobile phone number.' },
    ]);
  });

  it('the required message names the kinds offered (decision 063)', () => {
    const messageFor = (kinds: ('phone' | 'email')[]) => {
      const result = validateForm(createDestinationSchema(kinds), { destination: '' });
      return result.ok ? undefined : result.errors[0]?.message;
    };
    expect(messageFor(['phone', 'email'])).toBe('Please select a mobile phone number or an e-mail address.');
    expect(messageFor(['email'])).toBe('Please select an e-mail address.');
  });

  it('offers phones by their last 3 digits, e-mails masked, and never a full destination', () => {
    expect(
      offeredDestinations(['07700 900412', 'chris.change@example.com', '0770090041X', '+44 7700 900 55']),
    ).toEqual([
      { id: 'd0', kind: 'phone', label: '412' },
      { id: 'd1', kind: 'email', label: 'ch**@example.com' },
    ]);
  });

  it('keeps the ids the indexes of the stored list when a phone is left out', () => {
    expect(offeredDestinations(['0770090041X', 'ab@example.com'])).toEqual([
      { id: 'd1', kind: 'email', label: 'ab**@example.com' },
    ]);
  });
});

describe('challenge statuses (spec 2 §4)', () => {
  it('maps each x-challenge-status to its screen; anything else is unsupported', () => {
    expect(stageForChallengeStatus('ISSUED')).toBe('destination');
    expect(stageForChallengeStatus('FAILED')).toBe('code');
    expect(stageForChallengeStatus('EXPIRED_CODE')).toBe('expired-code');
    expect(stageForChallengeStatus('EXPIRED_CHALLENGE')).toBe('expired-challenge');
    expect(stageForChallengeStatus('EXCEEDED')).toBe('exceeded');
    expect(stageForChallengeStatus('LOCKED')).toBe('unsupported');
    expect(stageForChallengeStatus('')).toBe('unsupported');
  });
});
