import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { GET_CUSTOMER, GET_ORGANISATION_CODES } from '../../../shared/api/organisations.ts';
import {
  GET_PRODUCTS,
  SAVE_SHORT_APPLICATION,
  type SaveShortApplicationRequest,
  productsResponseSchema,
  saveShortApplicationResponseSchema,
} from '../../../shared/api/short-apply.ts';
import { NINA, OLIVE, SAM_APPLY, ZED } from '../../helpers/customers.ts';
import { pending, until } from '../../helpers/until.ts';
import { bankHeaders, callApi, startTestSandbox, useTestSandbox } from './helpers.ts';
import { type Caller, type Json, signedIn } from './money-helpers.ts';

// productmanagement v1.0 (shared/api/short-apply.ts, docs/upstream-api/short-apply.md): the products and their
// documents, the applicant (user details: UserId, date of birth) and their organisations (Id, RegisteredAddress), the
// save with its refusals and magic amounts, and the applications test controls. Personas: olive.apply, sam.apply,
// nina.apply, zed.apply (sandbox/CUSTOMERS.md "Short application").

// Seeding hashes every demo password (slow by design) and the machine is shared.
jest.setTimeout(30_000);

const USER_DETAILS = '/usermanagement/v1.0/user/details';

const sandbox = useTestSandbox({ testControls: true });
let olive: Caller;
let sam: Caller;
let nina: Caller;
let zed: Caller;

function application(
  overrides: Partial<SaveShortApplicationRequest['Application']> = {},
  properties: Record<string, string> = {},
  applicationType = 'ShortApply',
): SaveShortApplicationRequest {
  const values: Record<string, string> = {
    FirstName: 'Olive',
    LastName: 'Apply',
    ChangedDetails: '',
    OrganisationDetailsChanged: 'No',
    OrganisationName: 'Olive Grove Bakery Ltd',
    OrganisationEmail: 'hello@olivegrovebakery.example.com',
    CustomerId: 'C200041',
    DepositMeans: 'Electronic Transfer',
    FCSCConfirmation: 'true',
    ...properties,
  };
  return {
    Application: {
      DepositFundsOption: 'Existing Savings',
      ProductTypeCode: 'BEA01',
      DepositAmount: { Amount: '25000.00', CurrencyCode: 'GBP' },
      InterestPaymentFrequency: 'MO',
      DOB: '1984-03-22',
      ExtendedProperties: Object.entries(values).map(([Name, Value]) => ({
        Name: Name as SaveShortApplicationRequest['Application']['ExtendedProperties'][number]['Name'],
        Value,
      })),
      ...overrides,
    },
    ExtendedProperties: { ApplicationType: applicationType as 'ShortApply' },
  };
}

async function save(caller: Caller, body: unknown) {
  const response = await caller.post(SAVE_SHORT_APPLICATION, body);
  if (response.status === 200)
    expect(saveShortApplicationResponseSchema.safeParse(response.body).success).toBe(true);
  return response;
}

async function saved(username: string): Promise<Json[]> {
  const response = await fetch(`${sandbox.apiUrl}/__test/applications?username=${username}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json[];
}

function resetApplications(username: string) {
  return fetch(`${sandbox.apiUrl}/__test/reset-applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username }),
  });
}

beforeAll(async () => {
  olive = await signedIn(sandbox.apiUrl, OLIVE);
  sam = await signedIn(sandbox.apiUrl, SAM_APPLY);
  nina = await signedIn(sandbox.apiUrl, NINA);
  zed = await signedIn(sandbox.apiUrl, ZED);
});

beforeEach(async () => {
  for (const who of [OLIVE, SAM_APPLY, NINA, ZED])
    expect((await resetApplications(who.username)).status).toBe(200);
});

describe('products', () => {
  it('answers every product in the bank order, with hidden and withdrawn ones, in the contract shape', async () => {
    const { status, body } = await olive.post(GET_PRODUCTS, { checkLimitExceeded: true, isShortApply: true });
    expect(status).toBe(200);
    const parsed = productsResponseSchema.parse(body);
    const products = parsed.Products ?? [];
    expect(products.map((product) => product.Product_Code)).toEqual([
      'BEA01',
      'B95N01',
      'B2FT01',
      'B1FT01',
      'B35N01',
    ]);
    const shown = products
      .filter((product) => product.Display_For_Short_Apply === 'Y' && product.Product_Status === 'A')
      .sort((a, b) => (a.Sort_order ?? 0) - (b.Sort_order ?? 0));
    expect(shown.map((product) => [product.Product_Code, product.Interest_Frequency])).toEqual([
      ['B1FT01', 'both'],
      ['BEA01', 'MO'],
      ['B95N01', 'YE'],
    ]);
    expect(products.find((product) => product.Product_Code === 'B2FT01')?.Display_For_Short_Apply).toBe('N');
    expect(products.find((product) => product.Product_Code === 'B35N01')?.Product_Status).toBe('W');
    const easy = body.Products[0] as Json;
    expect(easy).toMatchObject({
      Product_Name: 'Business Easy Access Account',
      Minimum_investment: '1000.00',
      Maximum_investment: '1000000.00',
      Sort_order: 2,
    });
    expect(body.Products[1]).toMatchObject({
      Minimum_investment: '5000.00',
      Maximum_investment: '250000.00',
    });
    expect(easy.To_apply_you_must_list).toEqual(
      expect.arrayContaining([expect.stringContaining('resident in the UK for tax purposes')]),
    );
    expect(easy.To_apply_you_must_list.join(' ')).toMatch(/client money, trust funds/);
    expect(easy.Key_facts_list.length).toBeGreaterThan(2);
  });

  it('never states a figure of compensation cover', async () => {
    const { text } = await olive.post(GET_PRODUCTS, { checkLimitExceeded: true, isShortApply: true });
    expect(text).toMatch(/Financial Services Compensation Scheme/);
    expect(text).not.toMatch(/85,000|120,000|85000|120000/);
  });

  it('links four documents the sandbox serves as PDFs, without sign-in or bank headers', async () => {
    const { body } = await olive.post(GET_PRODUCTS, { checkLimitExceeded: true, isShortApply: true });
    const easy = body.Products[0] as Json;
    const links = [
      easy.Summary_box_url,
      easy.Product_Specific_TAndCs_Link,
      easy.Tariff_Of_Charges_Link,
      easy.Information_Sheet_Link,
    ] as string[];
    expect(links[0]).toBe(`${sandbox.apiUrl}/documents/products/BEA01/summary-box.pdf`);
    for (const link of links) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf).not.toMatch(/85,000|120,000/);
    }
    expect((await fetch(`${sandbox.apiUrl}/documents/products/NOPE/summary-box.pdf`)).status).toBe(404);
    expect((await fetch(`${sandbox.apiUrl}/documents/products/BEA01/other.pdf`)).status).toBe(404);
  });

  it('answers no products to a person who has reached the limit, when asked to check it', async () => {
    expect((await zed.post(GET_PRODUCTS, { checkLimitExceeded: true, isShortApply: true })).body).toEqual({
      Products: [],
    });
    const unchecked = await zed.post(GET_PRODUCTS, { checkLimitExceeded: false, isShortApply: true });
    expect(unchecked.body.Products).toHaveLength(5);
  });

  it('answers 402 without a signed-in caller and 400 without the bank headers', async () => {
    const unsigned = await callApi(sandbox.apiUrl, 'POST', GET_PRODUCTS, { body: {} });
    expect(unsigned.status).toBe(402);
    const save402 = await callApi(sandbox.apiUrl, 'POST', SAVE_SHORT_APPLICATION, { body: application() });
    expect(save402.status).toBe(402);
    const headerless = await callApi(sandbox.apiUrl, 'POST', GET_PRODUCTS, {
      body: {},
      headers: { 'content-type': 'application/json', 'x-session-ticket': olive.ticket },
    });
    expect(headerless.status).toBe(400);
  });
});

describe('the applicant and their organisations', () => {
  it('user details answer UserId and the date of birth', async () => {
    const { status, body } = await olive.post(USER_DETAILS, { ExtendedProperties: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      UserId: 'CU100041',
      FirstName: 'Olive',
      Surname: 'Apply',
      ExtendedProperties: { DateOfBirth: '1984-03-22' },
    });
  });

  it.each([
    ['olive.apply', () => olive, 'CU100041', ['C200041']],
    ['sam.apply', () => sam, 'CU100042', ['C200042', 'C200043', 'C200044']],
    ['nina.apply', () => nina, 'CU100043', []],
    ['zed.apply', () => zed, 'CU100044', ['C200045']],
  ])('%s: getorganisationcodes answers their organisations', async (_name, caller, personId, codes) => {
    const { body } = await caller().post(GET_ORGANISATION_CODES, { PersonId: personId });
    expect(body).toEqual({ Codes: codes.map((Id) => ({ Id })) });
  });

  it('getcustomer answers Id and the registered office', async () => {
    const { body } = await olive.post(GET_CUSTOMER, { CustomerId: 'C200041' });
    expect(body.Customer).toMatchObject({
      Id: 'C200041',
      CustomerId: 'C200041',
      FullName: 'Olive Grove Bakery Ltd',
      CorrespondenceAddress: { Street: '9 Stonegate', Postcode: 'YO1 8AS' },
      RegisteredAddress: {
        Street: 'Unit 2, Clifton Moor Business Village',
        District: 'Clifton Moor',
        Town: 'York',
        County: 'North Yorkshire',
        Postcode: 'YO30 4XG',
      },
    });
    // Without a registered office of its own, the correspondence address is the registered one.
    const harbour = (await sam.post(GET_CUSTOMER, { CustomerId: 'C200042' })).body.Customer as Json;
    expect(harbour.RegisteredAddress).toEqual(harbour.CorrespondenceAddress);
  });
});

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
