import { withdrawalSchema } from '../../../shared/forms/withdrawal.ts';
import { validateForm } from '../../../shared/forms/validate.ts';

// spec 3 §5 "Withdrawal and notice", against a remaining allowance of £1,500.00.
const schema = withdrawalSchema(150_000);
const check = (input: Record<string, unknown>) => validateForm(schema, input);
const messages = (input: Record<string, unknown>) => {
  const result = check(input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}: ${e.message}`);
};

describe('withdrawal details form', () => {
  it('asks for an amount', () => {
    expect(messages({})).toEqual(['amount: Please enter an amount']);
    expect(messages({ amount: '  ', reference: '' })).toEqual(['amount: Please enter an amount']);
  });

  it.each(['10,00', '1.234', '-5', '1e3', '12.3.4', 'ten', '£-1'])(
    'rejects %j as not an amount',
    (amount) => {
      expect(messages({ amount })).toEqual(['amount: Please enter a valid amount']);
    },
  );

  it.each([
    ['£1,000.50', 100_050],
    [' 1000.5 ', 100_050],
    ['1000', 100_000],
    ['0.01', 1],
    ['1,500.00', 150_000],
  ])('accepts %j as %i pence', (amount, pence) => {
    expect(check({ amount, reference: '' })).toEqual({
      ok: true,
      data: { closeAccount: false, amount: pence, reference: '' },
    });
  });

  it('wants more than zero and no more than the remaining allowance', () => {
    expect(messages({ amount: '0' })).toEqual(['amount: Please enter an amount greater than zero']);
    expect(messages({ amount: '0.00' })).toEqual(['amount: Please enter an amount greater than zero']);
    expect(messages({ amount: '1500.01' })).toEqual([
      'amount: Please enter an amount less than available balance',
    ]);
  });

  it('takes a reference of up to 18 of the listed characters', () => {
    const ok = check({ amount: '5', reference: 'Rent A/B-1.2 & co' });
    expect(ok.ok && ok.data.reference).toBe('Rent A/B-1.2 & co');
    expect(messages({ amount: '5', reference: 'x'.repeat(19) })).toEqual([
      'reference: Please enter a valid reference',
    ]);
    for (const bad of ['a_b', 'a#b', 'a£b', 'a,b', '<b>'])
      expect(messages({ amount: '5', reference: bad })).toEqual([
        'reference: Please enter a valid reference',
      ]);
  });

  it('lists the errors in the page order and keeps what was typed', () => {
    const result = check({ amount: 'x', reference: '#' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.href)).toEqual(['#amount', '#reference']);
    expect(result.values).toEqual({ amount: 'x', reference: '#' });
  });

  it('skips every rule and drops the amount and reference when closing the account', () => {
    expect(check({ closeAccount: 'yes', amount: 'nonsense', reference: '###' })).toEqual({
      ok: true,
      data: { closeAccount: true, amount: null, reference: '' },
    });
  });
});
