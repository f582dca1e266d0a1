import { describe, expect, it } from '@jest/globals';
import { callApi, post } from './api.ts';
import { useTestSandbox } from './test-sandbox.ts';

// Address lookup (spec 1 §3 Address lookup, §8): addresslookup/v1.0/addresses/find, no sign-in needed.

const sandbox = useTestSandbox();

const find = (Postcode: string, HouseNumber = '') =>
  post(sandbox.apiUrl, '/addresslookup/v1.0/addresses/find', { Postcode, HouseNumber });

describe('addresses/find', () => {
  it('answers Success with every address at a postcode', async () => {
    const { status, body } = await find('LS1 4DT');
    expect(status).toBe(200);
    expect(body.ResponseStatus).toBe('Success');
    expect(body.Addresses.length).toBeGreaterThan(1);
    expect(body.Addresses[0]).toEqual({
      BuildingName: '',
      BuildingNumber: '12',
      AddressLine1: 'Albion Place',
      AddressLine2: 'City Centre',
      PostTown: 'LEEDS',
      County: 'West Yorkshire',
      Postcode: 'LS1 4DT',
    });
    expect(body.Addresses.every((address: { Postcode: string }) => address.Postcode === 'LS1 4DT')).toBe(
      true,
    );
  });

  it('reads the postcode without case or the space, and answers it formatted', async () => {
    const { body } = await find(' ls14dt ');
    expect(body.ResponseStatus).toBe('Success');
    expect(body.Addresses[0].Postcode).toBe('LS1 4DT');
  });

  it('answers a single address where there is one', async () => {
    const { body } = await find('KW1 4YT');
    expect(body).toEqual({
      ResponseStatus: 'Success',
      Addresses: [
        {
          BuildingName: 'Stoneybrae Farm',
          BuildingNumber: '',
          AddressLine1: 'Keiss',
          AddressLine2: '',
          PostTown: 'WICK',
          County: 'Caithness',
          Postcode: 'KW1 4YT',
        },
      ],
    });
  });

  it('narrows the list to a house number or name when one is given', async () => {
    expect((await find('LS1 4DT', '14')).body.Addresses).toHaveLength(1);
    expect((await find('LS1 4DT', 'albion house')).body.Addresses[0].BuildingName).toBe('Albion House');
    expect((await find('LS1 4DT', '99')).body).toEqual({ ResponseStatus: 'NotFound', Addresses: [] });
  });

  it('answers NotFound for a well-formed postcode with no addresses', async () => {
    expect((await find('N1 9ZZ')).body).toEqual({ ResponseStatus: 'NotFound', Addresses: [] });
  });

  it('answers InvalidPostcodeFormat for anything that is not a UK postcode', async () => {
    for (const postcode of ['', 'LS1', '12345', 'LS1 4D', 'LS1-4DT', 'ABC1 4DT', 'LS1 4DTX'])
      expect((await find(postcode)).body).toEqual({ ResponseStatus: 'InvalidPostcodeFormat', Addresses: [] });
  });

  it('answers Failed for the postcode that plays the lookup service failing', async () => {
    expect((await find('ZZ99 9ZZ')).body).toEqual({ ResponseStatus: 'Failed', Addresses: [] });
    expect((await find('zz999zz')).body.ResponseStatus).toBe('Failed');
  });

  it('needs no sign-in but the bank headers, and a Postcode', async () => {
    const noHeaders = await callApi(sandbox.apiUrl, 'POST', '/addresslookup/v1.0/addresses/find', {
      body: { Postcode: 'LS1 4DT', HouseNumber: '' },
      headers: { 'content-type': 'application/json' },
    });
    expect(noHeaders.status).toBe(400);
    expect(
      (await post(sandbox.apiUrl, '/addresslookup/v1.0/addresses/find', { HouseNumber: '' })).status,
    ).toBe(400);
  });
});
