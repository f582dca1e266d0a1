import { zodResolver } from '@hookform/resolvers/zod';
import {
  activationDetailsFields,
  createActivationDetailsSchema,
  createPersonalDetailsSchema,
  isPersonName,
  isUkPostcode,
  normalisePostcode,
  personalDetailsFields,
  toIdentityEntries,
} from '#shared/forms/personal-details.ts';
import { formDataToObject, formFieldNames, secretFieldNames, validateForm } from '#shared/forms/validate.ts';

// spec 1 §5 "Personal details", §9 (names max 50, postcode max 8, account number exactly 8 digits, date select from
// 18 years back, 120 years long). "Today" is 12 June 2026 in London on an injected clock.

const clock = () => new Date('2026-06-12T10:00:00Z');
const schema = createPersonalDetailsSchema({ clock });

const M = {
  firstnameRequired: 'Please enter your first name',
  firstnameInvalid: 'Please enter a valid first name',
  lastnameRequired: 'Please enter your last name',
  lastnameInvalid: 'Please enter a valid last name',
  dobRequired: 'Please enter your date of birth',
  dobInvalid: 'Please select a valid date of birth.',
  postcodeRequired: 'Please enter your home postcode',
  postcodeInvalid: 'Please enter a valid home postcode',
  accountRequired: 'Please enter your account number',
  accountInvalid: 'Please enter a valid account number',
};

const VALID = {
  firstname: 'Rita',
  lastname: 'Register',
  b_day: { day: '12', month: '4', year: '1988' },
  postcode: 'EH1 1YZ',
  account_number: '30999001',
};

/** The message for one field when the rest of the form is valid. */
function messageFor(field: string, value: unknown) {
  const result = validateForm(schema, { ...VALID, [field]: value });
  return result.ok ? undefined : result.errors.find((e) => e.field === field)?.message;
}

describe('personal details: the whole form', () => {
  it('an empty post gives each required message, in page order, the date linked to its day input', () => {
    const result = validateForm(schema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'firstname', href: '#firstname', message: M.firstnameRequired },
      { field: 'lastname', href: '#lastname', message: M.lastnameRequired },
      { field: 'b_day', href: '#b_day-day', message: M.dobRequired },
      { field: 'postcode', href: '#postcode', message: M.postcodeRequired },
      { field: 'account_number', href: '#account_number', message: M.accountRequired },
    ]);
  });

  it('parses a posted form (b_day.day/month/year nest) to trimmed names, an ISO date and normalised values', () => {
    const form = new URLSearchParams(
      'firstname=%20Rita%20&lastname=Register&b_day.day=12&b_day.month=4&b_day.year=1988&postcode=eh11yz&account_number=3099%209001&_csrf=x',
    );
    expect(validateForm(schema, formDataToObject(form))).toEqual({
      ok: true,
      data: {
        firstname: 'Rita',
        lastname: 'Register',
        b_day: '1988-04-12',
        postcode: 'EH1 1YZ',
        account_number: '30999001',
      },
    });
  });

  it('lists its fields in page order and has no secrets', () => {
    expect(formFieldNames(schema)).toEqual([...personalDetailsFields]);
    expect(secretFieldNames(schema)).toEqual([]);
  });

  it('echoes the entered values back after a failure', () => {
    const result = validateForm(schema, { ...VALID, postcode: 'nowhere' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.values).toEqual({
        firstname: 'Rita',
        lastname: 'Register',
        'b_day.day': '12',
        'b_day.month': '4',
        'b_day.year': '1988',
        postcode: 'nowhere',
        account_number: '30999001',
      });
    }
  });

  it('gives react-hook-form the same messages (one per field)', async () => {
    const resolver = zodResolver(schema);
    const result = await resolver({ ...VALID, firstname: '', postcode: 'X' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never);
    const messages = Object.fromEntries(
      Object.entries(result.errors as Record<string, { message: string }>).map(([k, v]) => [k, v.message]),
    );
    expect(messages).toEqual({ firstname: M.firstnameRequired, postcode: M.postcodeInvalid });
  });
});

describe('firstname and lastname', () => {
  it('are required: blank or only spaces', () => {
    expect(messageFor('firstname', '')).toBe(M.firstnameRequired);
    expect(messageFor('firstname', '   ')).toBe(M.firstnameRequired);
    expect(messageFor('lastname', undefined)).toBe(M.lastnameRequired);
  });

  it('are at most 50 characters', () => {
    expect(messageFor('firstname', 'a'.repeat(50))).toBeUndefined();
    expect(messageFor('firstname', 'a'.repeat(51))).toBe(M.firstnameInvalid);
    expect(messageFor('lastname', 'b'.repeat(51))).toBe(M.lastnameInvalid);
  });

  it("take letters of any alphabet, digits, spaces and the listed symbols  ' ’ - . ,", () => {
    for (const name of [
      "O'Neill",
      'O’Neill',
      'Smith-Jones',
      'St. John',
      'Jones, Jr',
      'Zoë',
      'Łukasz',
      'Siân',
      'Ann 2',
    ]) {
      expect([name, isPersonName(name)]).toEqual([name, true]);
      expect(messageFor('lastname', name)).toBeUndefined();
    }
  });

  it('refuse other symbols and symbol-only names', () => {
    for (const name of ['Rita!', 'R@ita', 'Rita_R', '<b>', 'Rita;', '--', "'."]) {
      expect(messageFor('firstname', name)).toBe(M.firstnameInvalid);
      expect(messageFor('lastname', name)).toBe(M.lastnameInvalid);
    }
  });
});

describe('b_day (date of birth)', () => {
  const dob = (day: string, month: string, year: string) => messageFor('b_day', { day, month, year });

  it('is required: all three parts blank', () => {
    expect(dob('', '', '')).toBe(M.dobRequired);
    expect(messageFor('b_day', undefined)).toBe(M.dobRequired);
  });

  it('must be a real date', () => {
    expect(dob('31', '2', '1990')).toBe(M.dobInvalid);
    expect(dob('29', '2', '1990')).toBe(M.dobInvalid);
    expect(dob('29', '2', '1988')).toBeUndefined();
    expect(dob('12', '', '1990')).toBe(M.dobInvalid);
    expect(dob('12', '13', '1990')).toBe(M.dobInvalid);
    expect(dob('aa', '1', '1990')).toBe(M.dobInvalid);
    expect(dob('1', '1', '90')).toBe(M.dobInvalid);
  });

  it('has a year the date select offers: 18 years before this one, back 120 years (spec 1 §9)', () => {
    expect(dob('12', '6', '2008')).toBeUndefined(); // 2026 − 18, 18 today
    expect(dob('1', '1', '2009')).toBe(M.dobInvalid);
    expect(dob('1', '1', '1889')).toBeUndefined(); // 2008 − 119
    expect(dob('31', '12', '1888')).toBe(M.dobInvalid);
    expect(dob('1', '1', '2026')).toBe(M.dobInvalid);
    expect(dob('1', '1', '2030')).toBe(M.dobInvalid);
  });

  it("is 18 or over on London's date: one day short of 18 years fails (spec 1 §5)", () => {
    expect(dob('12', '6', '2008')).toBeUndefined(); // 18 today
    expect(dob('13', '6', '2008')).toBe(M.dobInvalid); // 18 tomorrow
    const justBeforeMidnight = createPersonalDetailsSchema({ clock: () => new Date('2026-06-12T23:30:00Z') });
    // 00:30 on 13 June in London: 18 today.
    expect(
      validateForm(justBeforeMidnight, { ...VALID, b_day: { day: '13', month: '6', year: '2008' } }).ok,
    ).toBe(true);
  });

  it('a birthday on 29 February comes of age on 1 March in a year without one', () => {
    const on = (iso: string) => createPersonalDetailsSchema({ clock: () => new Date(`${iso}T12:00:00Z`) });
    const input = { ...VALID, b_day: { day: '29', month: '2', year: '2008' } };
    expect(validateForm(on('2026-02-28'), input).ok).toBe(false);
    expect(validateForm(on('2026-03-01'), input).ok).toBe(true);
  });

  it('uses the injected clock', () => {
    const later = createPersonalDetailsSchema({ clock: () => new Date('2027-01-01T00:00:00Z') });
    const input = { ...VALID, b_day: { day: '1', month: '1', year: '2009' } };
    expect(validateForm(later, input).ok).toBe(true);
    expect(validateForm(schema, input).ok).toBe(false);
  });

  it('accepts one year-month-day value too (the date select’s sent value)', () => {
    expect(messageFor('b_day', '1988-04-12')).toBeUndefined();
  });
});

describe('postcode', () => {
  it('is required', () => {
    expect(messageFor('postcode', '')).toBe(M.postcodeRequired);
  });

  it('takes every UK postcode shape, without case or the space', () => {
    for (const postcode of [
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'W1A 0AX',
      'EC1A 1BB',
      'sw1a1aa',
      'GIR 0AA',
    ]) {
      expect([postcode, isUkPostcode(postcode)]).toEqual([postcode, true]);
      expect(messageFor('postcode', postcode)).toBeUndefined();
    }
  });

  it('refuses other shapes and more than 8 characters', () => {
    for (const postcode of [
      'LS1',
      '12345',
      'LS1 4D',
      'LS1 4DTX',
      'QS1 4DT',
      'LS1 4CT',
      'LS1   4DT',
      'EC1A  1BB',
    ]) {
      expect([postcode, messageFor('postcode', postcode)]).toEqual([postcode, M.postcodeInvalid]);
    }
  });

  it('is sent in capitals with one space', () => {
    expect(normalisePostcode('ls14dt')).toBe('LS1 4DT');
    expect(normalisePostcode('ec1a 1bb')).toBe('EC1A 1BB');
  });
});

describe('account_number', () => {
  it('is required', () => {
    expect(messageFor('account_number', '')).toBe(M.accountRequired);
  });

  it('is exactly 8 digits (spaces and hyphens between them are dropped)', () => {
    expect(messageFor('account_number', '30999001')).toBeUndefined();
    expect(messageFor('account_number', '3099-9001')).toBeUndefined();
    expect(messageFor('account_number', '3099900')).toBe(M.accountInvalid);
    expect(messageFor('account_number', '309990011')).toBe(M.accountInvalid);
    expect(messageFor('account_number', '3099900a')).toBe(M.accountInvalid);
  });
});

describe('the activation-code variant', () => {
  const activation = createActivationDetailsSchema({ clock });

  it('adds the activation code after the personal details, required, secret', () => {
    expect(formFieldNames(activation)).toEqual([...activationDetailsFields]);
    expect(secretFieldNames(activation)).toEqual(['activationCode']);
    const result = validateForm(activation, { ...VALID, activationCode: '' });
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.message])).toEqual([
      ['activationCode', 'Please enter your activation code'],
    ]);
  });

  it('takes 6 to 16 letters and digits, without case, spaces or hyphens; sends it in capitals', () => {
    const ok = validateForm(activation, { ...VALID, activationCode: 'k7m4-q2xp' });
    expect(ok.ok && ok.data.activationCode).toBe('K7M4Q2XP');
    for (const code of ['ABC12', 'A'.repeat(17), 'K7M4Q2X!']) {
      const result = validateForm(activation, { ...VALID, activationCode: code });
      expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([
        'Please enter a valid activation code',
      ]);
    }
  });

  it('never echoes the code', () => {
    const result = validateForm(activation, { ...VALID, firstname: '', activationCode: 'K7M4Q2XP' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.values).not.toHaveProperty('activationCode');
  });
});

describe('toIdentityEntries', () => {
  it('gives the five Type/Value entries of spec 1 §3', () => {
    const result = validateForm(schema, VALID);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(toIdentityEntries(result.data)).toEqual([
      { Type: 'firstName', Value: 'Rita' },
      { Type: 'lastName', Value: 'Register' },
      { Type: 'dateOfBirth', Value: '1988-04-12' },
      { Type: 'postCode', Value: 'EH1 1YZ' },
      { Type: 'accountNumber', Value: '30999001' },
    ]);
  });
});
