import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { applySchema, reviewSchema } from '../../../shared/forms/short-apply.ts';
import { validateForm } from '../../../shared/forms/validate.ts';
import { listOf, shortApplyMessages } from '../../../shared/messages/short-apply.ts';

// spec 3 §5 "Short apply" (docs/money-journeys.md, Short application): step 1 against a product of £1,000 to
// £1,000,000 and two organisations; the review's confirmations.
const schema = applySchema({ organisations: ['C1', 'C2'], minimum: 100_000, maximum: 100_000_000 });
const check = (input: Record<string, unknown>) => validateForm(schema, input);
const messages = (input: Record<string, unknown>) => {
  const result = check(input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}: ${e.message}`);
};
const VALID = {
  organisationSource: 'C2',
  orgDetailsChanged: 'no',
  depositAmount: '25,000',
  depositSource: 'Existing Savings',
  depositMethod: 'Cheque',
};

describe('short application step 1', () => {
  it('asks for every field, in the page’s order, with the spec’s messages', () => {
    expect(messages({})).toEqual([
      'organisationSource: Please confirm which organisation you are opening the account on behalf of',
      'orgDetailsChanged: Please confirm if your organisation details have changed.',
      'depositAmount: Please enter the amount you would like to invest.',
      'depositSource: Please select where the deposit has come from.',
      'depositMethod: Please confirm how you will make your deposit.',
    ]);
  });

  it('needs no organisation when the customer has none', () => {
    const none = applySchema({ organisations: [], minimum: null, maximum: null });
    const result = validateForm(none, { ...VALID, organisationSource: undefined });
    expect(result.ok && result.data.organisationId).toBeNull();
  });

  it('refuses an organisation that is not one of the customer’s, and values outside the code lists', () => {
    expect(messages({ ...VALID, organisationSource: 'C3' })).toEqual([
      'organisationSource: Please confirm which organisation you are opening the account on behalf of',
    ]);
    expect(messages({ ...VALID, depositSource: 'Lottery', depositMethod: 'Cash' })).toEqual([
      'depositSource: Please select where the deposit has come from.',
      'depositMethod: Please confirm how you will make your deposit.',
    ]);
  });

  it('asks what changed only when yes, 1 to 750 characters, line breaks counted once', () => {
    expect(messages({ ...VALID, orgDetailsChanged: 'yes' })).toEqual([
      'organisationDetailsChangedInput: Please confirm which details about the organisation have changed.',
    ]);
    expect(messages({ ...VALID, orgDetailsChanged: 'yes', organisationDetailsChangedInput: ' x' })).toEqual([
      'organisationDetailsChangedInput: Please enter a valid message.',
    ]);
    expect(
      messages({ ...VALID, orgDetailsChanged: 'yes', organisationDetailsChangedInput: 'x'.repeat(751) }),
    ).toEqual(['organisationDetailsChangedInput: Please enter a valid message.']);
    const crlf = check({
      ...VALID,
      orgDetailsChanged: 'yes',
      organisationDetailsChangedInput: `${'x'.repeat(374)}\r\n${'y'.repeat(375)}`,
    });
    expect(crlf.ok && crlf.data.changes).toHaveLength(750);
    // 'no' drops whatever is in the box (with JavaScript off it is always on the page).
    const no = check({ ...VALID, organisationDetailsChangedInput: 'typed, then no' });
    expect(no.ok && no.data.changes).toBe('');
  });

  it.each([
    ['1000', 100_000],
    ['£1,000.00', 100_000],
    [' 25,000.5 ', 2_500_050],
    ['1,000,000', 100_000_000],
    ['1000000.00', 100_000_000],
  ])('accepts %j (the range is inclusive) as %i pence', (depositAmount, pence) => {
    const result = check({ ...VALID, depositAmount });
    expect(result.ok && result.data.depositAmount).toBe(pence);
  });

  it.each(['10,00', '1.234', '-5', '1e3', 'ten'])('rejects %j as not an amount', (depositAmount) => {
    expect(messages({ ...VALID, depositAmount })).toEqual(['depositAmount: Please enter a valid amount.']);
  });

  it('keeps to the product’s minimum and maximum with the spec’s words (no full stop on the maximum)', () => {
    expect(messages({ ...VALID, depositAmount: '999.99' })).toEqual([
      'depositAmount: Please enter a value that is above the minimum investment amount.',
    ]);
    expect(messages({ ...VALID, depositAmount: '1,000,000.01' })).toEqual([
      'depositAmount: Please enter a value that is below the maximum investment amount',
    ]);
  });

  it('gives the details as the review and the save need them', () => {
    expect(
      check({
        ...VALID,
        orgDetailsChanged: 'yes',
        organisationDetailsChangedInput: 'New name\r\nNew office',
      }),
    ).toEqual({
      ok: true,
      data: {
        organisationId: 'C2',
        orgDetailsChanged: 'yes',
        changes: 'New name\nNew office',
        depositAmount: 2_500_000,
        depositSource: 'Existing Savings',
        depositMethod: 'Cheque',
      },
    });
  });
});

describe('short application review', () => {
  const review = (input: Record<string, unknown>, chooseFrequency = false, unopened: string[] = []) => {
    const result = validateForm(
      reviewSchema({ chooseFrequency, unopened: unopened as ('terms' | 'summary' | 'tariff')[] }),
      input,
    );
    return result.ok ? result.data : result.errors.map((e) => `${e.field}: ${e.message}`);
  };

  it('needs both confirmations, never assumed', () => {
    expect(review({})).toEqual([
      `accuracyConfirm: ${shortApplyMessages.accuracyRequired}`,
      `informationConfirm: ${shortApplyMessages.informationRequired}`,
    ]);
    expect(review({ accuracyConfirm: 'yes', informationConfirm: 'yes' })).toEqual({
      interestPaymentFrequency: null,
      accuracyConfirm: true,
      informationConfirm: true,
    });
  });

  it('refuses the accuracy confirmation until the three documents are opened', () => {
    expect(
      review({ accuracyConfirm: 'yes', informationConfirm: 'yes' }, false, ['summary', 'tariff']),
    ).toEqual([
      'accuracyConfirm: Open the Summary Box and Tariff of Charges before you confirm that the information is accurate',
    ]);
  });

  it('asks when to pay interest only when the product offers both', () => {
    expect(review({ accuracyConfirm: 'yes', informationConfirm: 'yes' }, true)).toEqual([
      'interestPaymentFrequency: Please tell us when you would like us to pay your interest.',
    ]);
    expect(
      review({ interestPaymentFrequency: 'YE', accuracyConfirm: 'yes', informationConfirm: 'yes' }, true),
    ).toMatchObject({ interestPaymentFrequency: 'YE' });
    expect(
      review({ interestPaymentFrequency: 'MO', accuracyConfirm: 'yes', informationConfirm: 'yes' }, false),
    ).toMatchObject({ interestPaymentFrequency: null });
  });

  it('lists names in words', () => {
    expect(listOf(['A'])).toBe('A');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('compensation-scheme wording (decision 026)', () => {
  it('states no cover limit anywhere in the short application', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const sources = [
      ...files('app/routes/short-apply'),
      'shared/forms/short-apply.ts',
      'shared/messages/short-apply.ts',
    ];
    for (const source of sources)
      expect(readFileSync(source, 'utf8')).not.toMatch(/85,000|120,000|85000|120000/);
  });
});
