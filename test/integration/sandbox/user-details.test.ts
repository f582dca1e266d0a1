import { beforeAll, describe, expect, it } from '@jest/globals';
import { withChallenge } from './access-flows.ts';
import { bankHeaders, callApi, post } from './api.ts';
import { CUSTOMERS } from './people.ts';
import { DEMO, EZRA, MAYA, PIP, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// usermanagement v1.0 user/details, user/contactoptions and user/details/update (under two-factor).

const sandbox = useTestSandbox({ clock: () => new Date('2026-11-22T10:00:00Z') });
let pip: string;

beforeAll(async () => {
  pip = await nativeSignIn(sandbox.apiUrl, PIP);
});

const signedIn = (ticket: string | undefined): Record<string, string> =>
  ticket ? { 'x-session-ticket': ticket } : {};
const details = (ticket: string | undefined) =>
  callApi(sandbox.apiUrl, 'POST', '/usermanagement/v1.0/user/details', {
    body: { ExtendedProperties: {} },
    headers: bankHeaders(signedIn(ticket)),
  });
const contactOptions = (ticket: string) =>
  callApi(sandbox.apiUrl, 'POST', '/usermanagement/v1.0/user/contactoptions', {
    body: {},
    headers: bankHeaders(signedIn(ticket)),
  });

const UPDATE = '/usermanagement/v1.0/user/details/update';

function address(overrides: Record<string, string | null> = {}) {
  return {
    BuildingName: null,
    BuildingNumber: '54',
    AddressLine1: 'Palace Street',
    AddressLine2: null,
    PostTown: 'CANTERBURY',
    County: 'Kent',
    PostCode: 'ct1 2eh',
    ...overrides,
  };
}

function update(overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Ms',
    FirstName: 'Pip',
    MiddleName: 'Jane',
    Surname: 'Personal',
    EmailAddress: 'pip.new@example.com',
    HomeNumber: '01227 496 999',
    WorkNumber: '020 7946 0999',
    MobileNumber: '07700 900999',
    PrimaryContactNumber: '07700 900999',
    Address: address(),
    CorrespondenceAddress: address({
      BuildingNumber: null,
      BuildingName: 'Mill House',
      AddressLine1: 'Mill Lane',
    }),
    ExtendedProperties: {},
    Options: [
      { Type: 'Email', Value: false },
      { Type: 'Mobile', Value: true },
      { Type: 'TextMessage', Value: true },
      { Type: 'Post', Value: false },
      { Type: 'OffersFromTheBank', Value: true },
      { Type: 'OffersFromSelectedPartners', Value: false },
    ],
    ...overrides,
  };
}

describe('user details and contact options', () => {
  it("gives pip.personal's full details, with a correspondence address different from home", async () => {
    const { status, body } = await details(pip);
    expect(status).toBe(200);
    expect(body).toEqual({
      Title: 'Ms',
      FirstName: 'Pip',
      MiddleName: 'Jane',
      Surname: 'Personal',
      EmailAddress: 'pip.personal@example.com',
      HomeNumber: '01227 496 032',
      WorkNumber: '020 7946 0321',
      MobileNumber: '07700 900432',
      PrimaryContactNumber: '07700 900432',
      Postcode: 'CT1 2EH',
      Address: {
        BuildingName: null,
        BuildingNumber: '52',
        AddressLine1: 'Palace Street',
        AddressLine2: null,
        PostTown: 'CANTERBURY',
        County: 'Kent',
        PostCode: 'CT1 2EH',
        Organisation: null,
        PoBox: null,
        SuiteNumber: null,
        FlatNumber: null,
        Street: 'Palace Street',
        VillageOrDistrict: null,
        TownOrCity: 'CANTERBURY',
        CheckedPostCode: 'CT1 2EH',
        HomeStatus: null,
      },
      CorrespondenceAddress: expect.objectContaining({
        BuildingName: 'Stoneybrae Farm',
        AddressLine1: 'Keiss',
        Street: 'Keiss',
        PostTown: 'WICK',
        County: 'Caithness',
        PostCode: 'KW1 4YT',
      }),
      // For the short application (shared/api/short-apply.ts): the applicant's id and date of birth.
      UserId: 'CU100032',
      ExtendedProperties: { DateOfBirth: '1989-06-21' },
    });
  });

  it('gives every customer persona details from their person record', async () => {
    const demo = (await details(await nativeSignIn(sandbox.apiUrl, DEMO))).body;
    expect(demo).toMatchObject({
      FirstName: 'Alex',
      Surname: 'Saver',
      EmailAddress: 'alex.saver@example.com',
    });
    expect(demo.CorrespondenceAddress.PostCode).toBe('LS11 5PZ');
    expect(demo.Address.PostCode).toBe('LS1 4DT');
    const maya = (await details(await nativeSignIn(sandbox.apiUrl, MAYA))).body;
    expect(maya.CorrespondenceAddress).toEqual(maya.Address);
    expect(maya).toMatchObject({ Title: 'Mrs', MiddleName: 'Rose', Address: { Street: 'Milsom Street' } });
    expect((await details(await nativeSignIn(sandbox.apiUrl, EZRA))).body).toMatchObject({
      FirstName: 'Ezra',
      Address: { BuildingNumber: '80', PostCode: 'IV2 3HH' },
    });
    const fred = (await details(await nativeSignIn(sandbox.apiUrl, CUSTOMERS.fred))).body;
    expect(fred).toMatchObject({
      Title: null,
      FirstName: 'Fred',
      Surname: 'Forgetful',
      MobileNumber: '07700 900408',
      Address: { PostCode: 'EX1 1HS', AddressLine1: expect.any(String) },
    });
  });

  it('lists the six contact options with boolean values', async () => {
    const { status, body } = await contactOptions(pip);
    expect(status).toBe(200);
    expect(body).toEqual({
      ContactOptions: [
        { Type: 'Email', Value: true },
        { Type: 'Mobile', Value: true },
        { Type: 'TextMessage', Value: false },
        { Type: 'Post', Value: true },
        { Type: 'OffersFromTheBank', Value: false },
        { Type: 'OffersFromSelectedPartners', Value: false },
      ],
    });
  });

  it('answers 402 when signed out', async () => {
    expect((await details(undefined)).status).toBe(402);
  });
});

describe('POST /usermanagement/v1.0/user/details/update', () => {
  it('refuses invalid details with 400 before any challenge, naming each field', async () => {
    const { status, body, headers } = await post(
      sandbox.apiUrl,
      UPDATE,
      update({
        EmailAddress: 'not-an-email',
        HomeNumber: '',
        WorkNumber: '12345',
        Address: address({ BuildingNumber: null, County: 'Kent 2', PostCode: 'ZZZ' }),
        CorrespondenceAddress: address({ AddressLine1: 'x'.repeat(101), PostTown: '' }),
      }),
      signedIn(pip),
    );
    expect(status).toBe(400);
    expect(headers.get('x-challenge-status')).toBeNull();
    expect(body.Errors.map((error: { Path: string }) => error.Path)).toEqual([
      'EmailAddress',
      'HomeNumber',
      'WorkNumber',
      'Address.BuildingNumber',
      'Address.County',
      'Address.PostCode',
      'CorrespondenceAddress.PostTown',
      'CorrespondenceAddress.AddressLine1',
    ]);
    const unknownOption = await post(
      sandbox.apiUrl,
      UPDATE,
      update({ Options: [{ Type: 'Carrier pigeon', Value: true }] }),
      signedIn(pip),
    );
    expect(unknownOption.status).toBe(400);
  });

  it('issues a challenge first and changes nothing until it is passed', async () => {
    const first = await post(sandbox.apiUrl, UPDATE, update(), signedIn(pip));
    expect(first.status).toBe(412);
    expect(first.headers.get('x-challenge-status')).toBe('ISSUED');
    expect(first.headers.get('x-challenge-key')).toEqual(expect.any(String));
    expect((await details(pip)).body.EmailAddress).toBe('pip.personal@example.com');
  });

  it("answers 'Failed' and 'Pending' for the outcome e-mail addresses, storing nothing", async () => {
    const failed = await withChallenge(
      sandbox.apiUrl,
      UPDATE,
      update({ EmailAddress: 'failed.update@example.com' }),
      signedIn(pip),
    );
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ ResponseStatus: 'Failed' });
    const pending = await withChallenge(
      sandbox.apiUrl,
      UPDATE,
      update({ EmailAddress: 'unknown.update@example.com' }),
      signedIn(pip),
    );
    expect(pending.body).toEqual({ ResponseStatus: 'Pending' });
    expect((await details(pip)).body.EmailAddress).toBe('pip.personal@example.com');
  });

  it("stores the new details and contact options after the challenge, keeping the customer's names", async () => {
    const done = await withChallenge(
      sandbox.apiUrl,
      UPDATE,
      update({ FirstName: 'Philippa', Surname: 'Renamed' }),
      signedIn(pip),
    );
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ResponseStatus: 'Success' });
    const { body } = await details(pip);
    expect(body).toMatchObject({
      FirstName: 'Pip',
      Surname: 'Personal',
      EmailAddress: 'pip.new@example.com',
      HomeNumber: '01227 496 999',
      WorkNumber: '020 7946 0999',
      MobileNumber: '07700 900999',
      Postcode: 'CT1 2EH',
      Address: { BuildingNumber: '54', Street: 'Palace Street', PostCode: 'CT1 2EH' },
      CorrespondenceAddress: { BuildingName: 'Mill House', BuildingNumber: null, Street: 'Mill Lane' },
    });
    expect((await contactOptions(pip)).body.ContactOptions).toEqual([
      { Type: 'Email', Value: false },
      { Type: 'Mobile', Value: true },
      { Type: 'TextMessage', Value: true },
      { Type: 'Post', Value: false },
      { Type: 'OffersFromTheBank', Value: true },
      { Type: 'OffersFromSelectedPartners', Value: false },
    ]);
  });
});
