import { describe, expect, it } from '@jest/globals';
import { SAVE_SHORT_APPLICATION, type SaveShortApplicationRequest } from '../../../shared/api/short-apply.ts';
import { pending, until } from '../../helpers/until.ts';
import { bankHeaders, callApi } from './api.ts';
import { startTestSandbox } from './test-sandbox.ts';
import { application, save, useShortApply } from './use-short-apply.ts';

// productmanagement v1.0 (shared/api/short-apply.ts, docs/upstream-api/short-apply.md): the save with its refusals and
// magic amounts, and the applications test controls.

const { sandbox, olive, sam, nina, zed, saved, resetApplications } = useShortApply();

describe('save short application', () => {
  it('stores the application and answers Success with an SA- reference', async () => {
    const body = application();
    const first = await save(olive, body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Status: 'Success', Reference: expect.stringMatching(/^SA-\d{6}$/) });
    const second = await save(
      olive,
      application({ DepositAmount: { Amount: '1000000.00', CurrencyCode: 'GBP' } }),
    );
    expect(second.body.Status).toBe('Success');
    expect(second.body.Reference).not.toBe(first.body.Reference);

    const stored = await saved('olive.apply');
    expect(stored).toHaveLength(2);
    expect(stored[0]).toEqual({
      Reference: first.body.Reference,
      Status: 'Success',
      ProductCode: 'BEA01',
      CustomerId: 'C200041',
      CreatedAt: expect.any(String),
      Payload: body,
    });
  });

  it('takes the minimum, the frequency chosen for a "both" product, and an organisation of several', async () => {
    const both = application(
      {
        ProductTypeCode: 'B1FT01',
        InterestPaymentFrequency: 'YE',
        DepositAmount: { Amount: '5000.00', CurrencyCode: 'GBP' },
      },
      {
        FirstName: 'Sam',
        CustomerId: 'C200043',
        OrganisationDetailsChanged: 'Yes',
        ChangedDetails: 'New trading address',
      },
    );
    expect((await save(sam, both)).body.Status).toBe('Success');
    expect((await saved('sam.apply'))[0]).toMatchObject({ ProductCode: 'B1FT01', CustomerId: 'C200043' });
  });

  it('takes an empty CustomerId from a person with no organisation', async () => {
    const response = await save(
      nina,
      application({}, { FirstName: 'Nina', CustomerId: '', OrganisationName: '' }),
    );
    expect(response.body.Status).toBe('Success');
    expect((await saved('nina.apply'))[0]?.CustomerId).toBeNull();
  });

  it.each<[string, () => SaveShortApplicationRequest]>([
    ['an unknown product', () => application({ ProductTypeCode: 'NOPE' })],
    ['a hidden product', () => application({ ProductTypeCode: 'B2FT01', InterestPaymentFrequency: 'YE' })],
    ['a withdrawn product', () => application({ ProductTypeCode: 'B35N01' })],
    ['below the minimum', () => application({ DepositAmount: { Amount: '999.99', CurrencyCode: 'GBP' } })],
    [
      'above the maximum',
      () => application({ DepositAmount: { Amount: '1000000.01', CurrencyCode: 'GBP' } }),
    ],
    [
      'an amount with commas',
      () => application({ DepositAmount: { Amount: '25,000.00', CurrencyCode: 'GBP' } }),
    ],
    [
      'an amount without 2 decimals',
      () => application({ DepositAmount: { Amount: '25000', CurrencyCode: 'GBP' } }),
    ],
    [
      'another currency',
      () => application({ DepositAmount: { Amount: '25000.00', CurrencyCode: 'EUR' } as never }),
    ],
    ['a frequency the product does not pay', () => application({ InterestPaymentFrequency: 'YE' })],
    ['an unknown frequency', () => application({ InterestPaymentFrequency: 'Monthly' })],
    ['an unknown source of funds', () => application({ DepositFundsOption: 'Lottery' })],
    ['an unknown payment method', () => application({}, { DepositMeans: 'Cash' })],
    ['no FSCS confirmation', () => application({}, { FCSCConfirmation: 'false' })],
    ['an organisation of someone else', () => application({}, { CustomerId: 'C200042' })],
    ['no organisation though they have one', () => application({}, { CustomerId: '' })],
    ['changed details without a description', () => application({}, { OrganisationDetailsChanged: 'Yes' })],
    [
      'a description over 750 characters',
      () => application({}, { OrganisationDetailsChanged: 'Yes', ChangedDetails: 'x'.repeat(751) }),
    ],
    ['another application type', () => application({}, {}, 'LongApply')],
    [
      'a missing property',
      () => {
        const body = application();
        body.Application.ExtendedProperties = body.Application.ExtendedProperties.filter(
          (property) => property.Name !== 'DepositMeans',
        );
        return body;
      },
    ],
  ])('refuses %s: Failed with a Message, nothing stored', async (_case, build) => {
    const response = await save(olive, build());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Status: 'Failed', Reference: null, Message: expect.any(String) });
    expect(await saved('olive.apply')).toEqual([]);
  });

  it('refuses a person who has reached the limit', async () => {
    const response = await save(zed, application({}, { FirstName: 'Zed', CustomerId: 'C200045' }));
    expect(response.body).toMatchObject({ Status: 'Failed', Message: expect.stringMatching(/maximum/) });
  });

  it('refuses an organisation to a person who has none', async () => {
    const response = await save(nina, application({}, { CustomerId: 'C200041' }));
    expect(response.body.Status).toBe('Failed');
  });

  it('answers 400 to a body that breaks the contract shape', async () => {
    for (const body of [{}, { Application: { ProductTypeCode: 'BEA01' } }, 'text']) {
      const response = await olive.post(SAVE_SHORT_APPLICATION, body);
      expect(response.status).toBe(400);
    }
    const bad = await callApi(sandbox.apiUrl, 'POST', SAVE_SHORT_APPLICATION, {
      headers: bankHeaders({ 'x-session-ticket': olive.ticket }),
    });
    expect(bad.status).toBe(400);
    expect(await saved('olive.apply')).toEqual([]);
  });
});

describe('magic amounts', () => {
  const amount = (Amount: string) => application({ DepositAmount: { Amount, CurrencyCode: 'GBP' } });

  it('£9,999.99 answers Failed and stores nothing', async () => {
    const response = await save(olive, amount('9999.99'));
    expect(response.body).toMatchObject({ Status: 'Failed', Reference: null });
    expect(await saved('olive.apply')).toEqual([]);
  });

  it('£3,333.33 is stored at once and answered Success 3 seconds later', async () => {
    const started = Date.now();
    const saving = save(olive, amount('3333.33'));
    const inFlight = pending(saving);
    await until('the £3,333.33 application stored', async () => (await saved('olive.apply')).length);
    expect(inFlight()).toBe(true);
    expect(await saved('olive.apply')).toHaveLength(1);
    const response = await saving;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(response.body).toEqual({ Status: 'Success', Reference: expect.stringMatching(/^SA-\d{6}$/) });
  });

  it('£7,777.77 answers Pending without a reference, the application stored', async () => {
    const response = await save(olive, amount('7777.77'));
    expect(response.body).toEqual({ Status: 'Pending', Reference: null });
    expect(await saved('olive.apply')).toEqual([expect.objectContaining({ Status: 'Pending' })]);
  });
});

describe('test controls', () => {
  it('read and reset a customer’s applications; unknown or missing usernames are refused', async () => {
    await save(olive, application());
    const reset = await resetApplications('olive.apply');
    expect(await reset.json()).toEqual({ Username: 'olive.apply', ApplicationsReset: 1 });
    expect(await saved('olive.apply')).toEqual([]);
    expect((await fetch(`${sandbox.apiUrl}/__test/applications`)).status).toBe(400);
    expect((await fetch(`${sandbox.apiUrl}/__test/applications?username=nobody.here`)).status).toBe(404);
    expect((await resetApplications('nobody.here')).status).toBe(404);
  });

  it('do not exist without SANDBOX_TEST_CONTROLS', async () => {
    const plain = await startTestSandbox();
    try {
      expect((await fetch(`${plain.apiUrl}/__test/applications?username=olive.apply`)).status).not.toBe(200);
    } finally {
      await plain.stop();
    }
  });
});
