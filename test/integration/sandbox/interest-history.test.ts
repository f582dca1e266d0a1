import { beforeAll, describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi } from './api.ts';
import { DEMO, MAYA, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// POST /customccb/v1.0/getinteresthistory (spec 2 §3 Interest history, §7).

const sandbox = useTestSandbox({ clock: () => new Date('2026-11-22T10:00:00Z') });
let maya: string;

beforeAll(async () => {
  maya = await nativeSignIn(sandbox.apiUrl, MAYA);
});

function history(ticket: string | undefined, body: unknown) {
  return callApi(sandbox.apiUrl, 'POST', '/customccb/v1.0/getinteresthistory', {
    body,
    headers: bankHeaders(ticket ? { 'x-session-ticket': ticket } : {}),
  });
}

describe('POST /customccb/v1.0/getinteresthistory', () => {
  it('gives several contiguous rate periods, newest first, the current one open and at the account rate', async () => {
    const { status, body } = await history(maya, { AccountKey: { Key: 'ACC-34000011', Context: 'Savings' } });
    expect(status).toBe(200);
    const periods = body.InterestRateHistory.InterestHistories;
    expect(periods).toEqual([
      { DateFrom: '2025-08-07', DateTo: null, AnnualInterestRate: 3.6 },
      { DateFrom: '2025-02-06', DateTo: '2025-08-06', AnnualInterestRate: 3.7 },
      { DateFrom: '2024-08-08', DateTo: '2025-02-05', AnnualInterestRate: 3.85 },
      { DateFrom: '2023-08-10', DateTo: '2024-08-07', AnnualInterestRate: 4 },
      { DateFrom: '2022-11-10', DateTo: '2023-08-09', AnnualInterestRate: 2.7 },
      { DateFrom: '2022-02-10', DateTo: '2022-11-09', AnnualInterestRate: 1.85 },
      { DateFrom: '2020-02-17', DateTo: '2022-02-09', AnnualInterestRate: 1.1 },
    ]);
  });

  it('keeps one rate for a fixed term and closes the last period of a closed account', async () => {
    const bond = await history(maya, { AccountKey: { Key: 'ACC-34000033' } });
    expect(bond.body.InterestRateHistory.InterestHistories).toEqual([
      { DateFrom: '2025-11-22', DateTo: null, AnnualInterestRate: 4.2 },
    ]);
    const closed = await history(maya, { AccountKey: { Key: 'ACC-34000066' } });
    const periods = closed.body.InterestRateHistory.InterestHistories;
    expect(periods[0]).toEqual({ DateFrom: '2024-08-08', DateTo: '2024-08-30', AnnualInterestRate: 2.75 });
    expect(periods.at(-1).DateFrom).toBe('2019-05-01');
    expect(periods.every((period: { DateTo: string | null }) => period.DateTo !== null)).toBe(true);
  });

  it('has no rates for a loan', async () => {
    const loan = await history(maya, { AccountKey: { Key: 'ACC-34000077' } });
    expect(loan.body).toEqual({ InterestRateHistory: { InterestHistories: [] } });
  });

  it("answers 404 for another customer's account, 400 without an AccountKey, 402 signed out", async () => {
    expect((await history(maya, { AccountKey: { Key: 'ACC-30187452' } })).status).toBe(404);
    const demo = await nativeSignIn(sandbox.apiUrl, DEMO);
    expect((await history(demo, { AccountKey: { Key: 'ACC-30187452' } })).status).toBe(200);
    expect((await history(maya, {})).status).toBe(400);
    expect((await history(undefined, { AccountKey: { Key: 'ACC-34000011' } })).status).toBe(402);
  });
});
