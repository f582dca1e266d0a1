import { beforeEach, expect, jest } from '@jest/globals';
import {
  SAVE_SHORT_APPLICATION,
  type SaveShortApplicationRequest,
  saveShortApplicationResponseSchema,
} from '../../../shared/api/short-apply.ts';
import { NINA, OLIVE, SAM_APPLY, ZED } from '../../helpers/customers.ts';
import { useTestSandbox } from './test-sandbox.ts';
import { type Caller, type Json, useCaller } from './money-helpers.ts';

// What the productmanagement v1.0 tests share (shared/api/short-apply.ts, docs/upstream-api/short-apply.md): a
// sandbox with the test controls, olive.apply, sam.apply, nina.apply and zed.apply (sandbox/CUSTOMERS.md "Short
// application") signed in, their applications reset before every test, an application and its save.

export const USER_DETAILS = '/usermanagement/v1.0/user/details';

export function application(
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

export async function save(caller: Caller, body: unknown) {
  const response = await caller.post(SAVE_SHORT_APPLICATION, body);
  if (response.status === 200)
    expect(saveShortApplicationResponseSchema.safeParse(response.body).success).toBe(true);
  return response;
}

/** The sandbox, callers and applications test controls of a short-apply test file. */
export function useShortApply() {
  // Seeding hashes every demo password (slow by design) and the machine is shared.
  jest.setTimeout(30_000);
  const sandbox = useTestSandbox({ testControls: true });
  const callers = {
    olive: useCaller(sandbox, OLIVE),
    sam: useCaller(sandbox, SAM_APPLY),
    nina: useCaller(sandbox, NINA),
    zed: useCaller(sandbox, ZED),
  };

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

  beforeEach(async () => {
    for (const who of [OLIVE, SAM_APPLY, NINA, ZED])
      expect((await resetApplications(who.username)).status).toBe(200);
  });

  return { sandbox, saved, resetApplications, ...callers };
}
