import { describeDestination, maskEmail, phoneLastThreeDigits } from '#shared/domain/masking.ts';

describe('maskEmail (spec 2 §5)', () => {
  it('keeps the first 2 characters of the local part, then **, then @domain', () => {
    expect(maskEmail('abcdef@domain.com')).toBe('ab**@domain.com');
    expect(maskEmail('jo.bloggs@example.co.uk')).toBe('jo**@example.co.uk');
  });

  it('masks a short local part without revealing more than it has', () => {
    expect(maskEmail('a@domain.com')).toBe('a**@domain.com');
    expect(maskEmail('ab@domain.com')).toBe('ab**@domain.com');
  });

  it('is null for something that is not an e-mail address', () => {
    expect(maskEmail('domain.com')).toBeNull();
    expect(maskEmail('@domain.com')).toBeNull();
    expect(maskEmail('abc@')).toBeNull();
  });
});

describe('phoneLastThreeDigits', () => {
  it('gives the last 3 digits', () => {
    expect(phoneLastThreeDigits('07700900123')).toBe('123');
    expect(phoneLastThreeDigits('*******456')).toBe('456');
  });

  it('is null when the last 3 characters are not all digits', () => {
    expect(phoneLastThreeDigits('0770090012X')).toBeNull();
    expect(phoneLastThreeDigits('12')).toBeNull();
  });
});

describe('describeDestination', () => {
  it('labels e-mails masked and phones by their last 3 digits; refuses the rest', () => {
    expect(describeDestination('person@example.com')).toEqual({ kind: 'email', label: 'pe**@example.com' });
    expect(describeDestination('07700 900 789')).toEqual({ kind: 'phone', label: '789' });
    expect(describeDestination('077009007**')).toBeNull();
  });
});
