import { describe, expect, it } from '@jest/globals';
import { GET_CUSTOMER, GET_ORGANISATION_CODES } from '../../../shared/api/organisations.ts';
import {
  GET_PRODUCTS,
  SAVE_SHORT_APPLICATION,
  productsResponseSchema,
} from '../../../shared/api/short-apply.ts';
import { callApi } from './api.ts';
import { type Json } from './money-helpers.ts';
import { USER_DETAILS, application, useShortApply } from './use-short-apply.ts';

// productmanagement v1.0 (shared/api/short-apply.ts, docs/upstream-api/short-apply.md): the products and their
// documents, the applicant (user details: UserId, date of birth) and their organisations (Id, RegisteredAddress).

const { sandbox, olive, sam, nina, zed } = useShortApply();

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
