import { beforeAll, describe, expect, it } from '@jest/globals';
import { post } from './api.ts';
import { DEMO, SAM, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// Organisation details (spec 1 §2 Update organisation details, §3 Organisation, §7): customccb getorganisationcodes,
// getcustomer and getcustomersforperson; signed-in callers, their own organisations only.

const sandbox = useTestSandbox();
let demo: Record<string, string>;
let sam: Record<string, string>;

beforeAll(async () => {
  demo = { 'x-session-ticket': await nativeSignIn(sandbox.apiUrl, DEMO) };
  sam = { 'x-session-ticket': await nativeSignIn(sandbox.apiUrl, SAM) };
});

const CODES = '/customccb/v1.0/getorganisationcodes';
const CUSTOMER = '/customccb/v1.0/getcustomer';
const FOR_PERSON = '/customccb/v1.0/getcustomersforperson';

describe('getorganisationcodes', () => {
  it('lists the codes of the caller’s organisations', async () => {
    const { status, body } = await post(sandbox.apiUrl, CODES, { PersonId: 'CU100001' }, demo);
    expect(status).toBe(200);
    expect(body).toEqual({ Codes: [{ Id: 'C200001' }, { Id: 'C200002' }] });
    expect((await post(sandbox.apiUrl, CODES, { PersonId: 'CU100002' }, sam)).body).toEqual({
      Codes: [{ Id: 'C200003' }],
    });
  });

  it('answers an empty list for a customer without organisations', async () => {
    const fred = {
      'x-session-ticket': await nativeSignIn(sandbox.apiUrl, {
        username: 'fred.forgetful',
        password: 'Forgetful-Password-2026',
        memorableNumber: '730485',
      }),
    };
    expect((await post(sandbox.apiUrl, CODES, { PersonId: 'CU100008' }, fred)).body).toEqual({ Codes: [] });
  });
});

describe('getcustomer', () => {
  it('answers the organisation in full, with its marketing preferences', async () => {
    const { status, body } = await post(sandbox.apiUrl, CUSTOMER, { CustomerId: 'C200001' }, demo);
    expect(status).toBe(200);
    expect(body).toEqual({
      Customer: {
        CustomerId: 'C200001',
        Id: 'C200001',
        FullName: 'Alex Saver',
        CorrespondenceAddress: {
          Street: '14 Albion Place',
          District: 'City Centre',
          Town: 'Leeds',
          County: 'West Yorkshire',
          Postcode: 'LS1 4DT',
        },
        // The short application's (shared/api/short-apply.ts): without its own, the correspondence address.
        RegisteredAddress: {
          Street: '14 Albion Place',
          District: 'City Centre',
          Town: 'Leeds',
          County: 'West Yorkshire',
          Postcode: 'LS1 4DT',
        },
        ContactDetails: {
          LandlineTelephone: '0113 496 0123',
          MobileTelephone: '07700 900123',
          Email: 'alex.saver@example.com',
        },
        MarketingPreferences: { Email: true, Telephone: false, Post: true },
      },
    });
  });

  it('answers MarketingPreferences null when none are recorded', async () => {
    const { body } = await post(sandbox.apiUrl, CUSTOMER, { CustomerId: 'C200002' }, demo);
    expect(body.Customer.FullName).toBe('Saver & Co Ltd');
    expect(body.Customer.ContactDetails.MobileTelephone).toBeNull();
    expect(body.Customer.MarketingPreferences).toBeNull();
  });

  it('answers 404 for another person’s organisation or an unknown one', async () => {
    const other = await post(sandbox.apiUrl, CUSTOMER, { CustomerId: 'C200003' }, demo);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ Message: expect.any(String) });
    expect((await post(sandbox.apiUrl, CUSTOMER, { CustomerId: 'C999999' }, demo)).status).toBe(404);
  });
});

describe('getcustomersforperson', () => {
  it('lists the caller’s organisations with their names', async () => {
    expect((await post(sandbox.apiUrl, FOR_PERSON, { PersonId: 'CU100001' }, demo)).body).toEqual({
      CustomerCollection: {
        Customers: [
          { CustomerId: 'C200001', FullName: 'Alex Saver' },
          { CustomerId: 'C200002', FullName: 'Saver & Co Ltd' },
        ],
      },
    });
  });
});

describe('access', () => {
  it.each([
    [CODES, { PersonId: 'CU100001' }],
    [CUSTOMER, { CustomerId: 'C200001' }],
    [FOR_PERSON, { PersonId: 'CU100001' }],
  ])('%s answers 402 without a signed-in caller', async (path, body) => {
    const response = await post(sandbox.apiUrl, path, body);
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ Message: 'Unauthorized' });
  });

  it.each([CODES, FOR_PERSON])('%s answers 404 for another person', async (path) => {
    const response = await post(sandbox.apiUrl, path, { PersonId: 'CU100001' }, sam);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ Message: expect.any(String) });
  });

  it.each([CODES, CUSTOMER, FOR_PERSON])('%s answers 400 without its id', async (path) => {
    expect((await post(sandbox.apiUrl, path, {}, demo)).status).toBe(400);
  });
});
