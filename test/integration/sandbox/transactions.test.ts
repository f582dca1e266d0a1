import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { generateHistory } from '../../../sandbox/domain/history.ts';
import { bankHeaders, callApi } from './api.ts';
import { DEMO, MAYA, PIP, SAM, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// POST /accounts/v3.0/transactions and the generated history behind it (shared/api/account-area.ts).

type Row = {
  Date: string;
  Description: string;
  Amount: number;
  Balance: number | null;
  TransactionIdentifier: string;
  ExtendedProperties: { Type: string };
};

const TODAY = '2026-11-22';
const YESTERDAY = '2026-11-21';
const THREE_YEARS_AGO = '2023-11-22';

const sandbox = useTestSandbox({ clock: () => new Date('2026-11-22T10:00:00Z') });
const tickets: Record<string, string> = {};

beforeAll(async () => {
  for (const [name, who] of Object.entries({ DEMO, MAYA, PIP, SAM }))
    tickets[name] = await nativeSignIn(sandbox.apiUrl, who);
});

function fetchTransactions(ticket: string | undefined, body: unknown) {
  return callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/transactions', {
    body,
    headers: bankHeaders(ticket ? { 'x-session-ticket': ticket } : {}),
  });
}

async function allRows(ticket: string, key: string, fromDate = '2000-01-01', toDate = TODAY): Promise<Row[]> {
  const { status, body } = await fetchTransactions(ticket, {
    AccountKey: { Key: key, Context: 'Savings' },
    Range: { From: 0, To: 5000 },
    ExtendedProperties: { FromDate: fromDate, ToDate: toDate },
  });
  expect(status).toBe(200);
  expect(body.Range.Latest).toBe(true);
  return body.Transactions as Row[];
}

const pence = (amount: number) => Math.round(amount * 100);
const isPending = (row: Row) => row.ExtendedProperties.Type === 'PendingTransaction';

const ACCOUNTS: [string, string, number][] = [
  ['DEMO', 'ACC-30187452', 1_234_567],
  ['DEMO', 'ACC-30219864', 2_500_000],
  ['DEMO', 'ACC-30456021', 5_000_010],
  ['SAM', 'ACC-31550938', 84_205],
  ['MAYA', 'ACC-34000011', 842_619],
  ['MAYA', 'ACC-34000022', 4_250_000],
  ['MAYA', 'ACC-34000033', 1_042_000],
  ['MAYA', 'ACC-34000044', 7_500_000],
  ['MAYA', 'ACC-34000055', 12_000_000],
  ['MAYA', 'ACC-34000066', 0],
  ['MAYA', 'ACC-34000088', 215_000],
  ['PIP', 'ACC-34100011', 356_078],
];

describe('the generated history', () => {
  it.each(ACCOUNTS)(
    '%s %s: newest first, within 3 years, running balance consistent, ending at the balance',
    async (who, key, balancePence) => {
      const rows = await allRows(tickets[who] as string, key);
      const booked = rows.filter((row) => !isPending(row));
      expect(booked.length).toBeGreaterThan(0);
      const dates = rows.map((row) => row.Date);
      expect([...dates].sort().reverse()).toEqual(dates);
      // Three years back from today, or from the day a closed account closed.
      const windowStart = key === 'ACC-34000066' ? '2021-08-30' : THREE_YEARS_AGO;
      expect((booked.at(-1)?.Date ?? '') >= windowStart).toBe(true);
      expect(pence(booked[0]?.Balance as number)).toBe(balancePence);
      // Oldest to newest: each balance is the one before plus the amount.
      const ascending = [...booked].reverse();
      ascending.slice(1).forEach((row, index) => {
        expect(pence(row.Balance as number)).toBe(
          pence(ascending[index]?.Balance as number) + pence(row.Amount),
        );
      });
      for (const row of booked) {
        expect(pence(row.Balance as number)).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(pence(row.Amount))).toBe(true);
        expect(row.TransactionIdentifier).toMatch(/^T\d{13}$/);
      }
      expect(new Set(rows.map((row) => row.TransactionIdentifier)).size).toBe(rows.length);
    },
  );

  it('credits interest monthly on an easy access account, yearly on a notice account', async () => {
    const easy = await allRows(tickets.MAYA as string, 'ACC-34000011');
    const interestMonths = easy
      .filter((row) => row.Description === 'Interest paid')
      .map((row) => row.Date.slice(0, 7));
    expect(interestMonths).toHaveLength(36);
    expect(
      easy.filter((row) => row.Description === 'Interest paid').every((row) => row.Date.endsWith('-01')),
    ).toBe(true);
    const notice = await allRows(tickets.DEMO as string, 'ACC-30219864');
    expect(notice.filter((row) => row.Description === 'Annual interest paid').map((row) => row.Date)).toEqual(
      ['2026-09-01', '2025-09-01', '2024-09-01'],
    );
    expect(easy.some((row) => row.Amount > 0 && row.Description !== 'Interest paid')).toBe(true);
    expect(easy.some((row) => row.Amount < 0 && !isPending(row))).toBe(true);
  });

  it("gives maya's Everyday Saver transactions today and yesterday, and two pending withdrawals", async () => {
    const rows = await allRows(tickets.MAYA as string, 'ACC-34000011');
    const pending = rows.filter(isPending);
    expect(pending).toEqual([
      expect.objectContaining({ Date: TODAY, Amount: -75.5, Balance: null }),
      expect.objectContaining({ Date: TODAY, Amount: -250, Balance: null }),
    ]);
    const booked = rows.filter((row) => !isPending(row));
    expect(booked.some((row) => row.Date === TODAY)).toBe(true);
    expect(booked.some((row) => row.Date === YESTERDAY)).toBe(true);
    expect(booked.every((row) => row.ExtendedProperties.Type === 'PostedTransaction')).toBe(true);
  });

  it('gives one pending notice to the notice accounts, none to the others', async () => {
    expect((await allRows(tickets.MAYA as string, 'ACC-34000022')).filter(isPending)).toHaveLength(1);
    expect((await allRows(tickets.DEMO as string, 'ACC-30219864')).filter(isPending)).toHaveLength(1);
    expect((await allRows(tickets.DEMO as string, 'ACC-30187452')).filter(isPending)).toHaveLength(1);
    expect((await allRows(tickets.PIP as string, 'ACC-34100011')).filter(isPending)).toHaveLength(0);
  });

  it('leaves the Rainy Day Saver with nothing in or out in the last month, but an older history', async () => {
    expect(await allRows(tickets.MAYA as string, 'ACC-34000088', '2026-10-22', TODAY)).toEqual([]);
    expect((await allRows(tickets.MAYA as string, 'ACC-34000088')).length).toBeGreaterThan(10);
  });

  it('ends the closed account at zero on the day it closed, and opens fixed terms with a deposit', async () => {
    const closed = await allRows(tickets.MAYA as string, 'ACC-34000066');
    expect(closed[0]).toMatchObject({ Date: '2024-08-30', Balance: 0 });
    expect(closed[0]?.Amount).toBeLessThan(0);
    const bond = await allRows(tickets.MAYA as string, 'ACC-34000033');
    expect(bond).toEqual([
      expect.objectContaining({
        Date: '2025-11-22',
        Description: 'Opening deposit',
        Amount: 10420,
        Balance: 10420,
      }),
    ]);
  });

  it('is deterministic and uses no Math.random', () => {
    const spy = jest.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    try {
      const account = {
        number: '34000011',
        brandProductType: 'EASY_ACCESS' as const,
        balancePence: 842_619,
        interestRate: '3.60',
        interestPaymentFrequency: 'Monthly' as const,
        dateOpened: '2020-02-17',
        dateClosed: null,
        maturityDate: null,
      };
      const first = generateHistory(account, TODAY, { todayAndYesterday: true });
      expect(generateHistory(account, TODAY, { todayAndYesterday: true })).toEqual(first);
      expect(generateHistory({ ...account, number: '34000012' }, TODAY)).not.toEqual(first);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('dates and row offsets', () => {
  const key = { Key: 'ACC-34000011', Context: 'Savings' };
  const twoYears = { FromDate: '2024-11-22', ToDate: TODAY };

  it('bounds the booking dates inclusively', async () => {
    const rows = await allRows(tickets.MAYA as string, 'ACC-34000011', YESTERDAY, YESTERDAY);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.Date === YESTERDAY)).toBe(true);
  });

  it('pages newest first by row offsets, and says when the list is exhausted', async () => {
    const all = await allRows(tickets.MAYA as string, 'ACC-34000011', twoYears.FromDate, twoYears.ToDate);
    const first = await fetchTransactions(tickets.MAYA, {
      AccountKey: key,
      Range: { From: 0, To: 20 },
      ExtendedProperties: twoYears,
    });
    expect(first.body.Range).toEqual({ From: 0, To: 20, Latest: false });
    const second = await fetchTransactions(tickets.MAYA, {
      AccountKey: key,
      Range: { From: 20, To: 40 },
      ExtendedProperties: twoYears,
    });
    expect([...first.body.Transactions, ...second.body.Transactions]).toEqual(all.slice(0, 40));
    const last = await fetchTransactions(tickets.MAYA, {
      AccountKey: key,
      Range: { From: all.length - 5, To: all.length + 15 },
      ExtendedProperties: twoYears,
    });
    expect(last.body.Transactions).toEqual(all.slice(-5));
    expect(last.body.Range).toEqual({ From: all.length - 5, To: all.length, Latest: true });
  });

  it('answers the newest rows for Latest, whatever From says', async () => {
    const { status, body } = await fetchTransactions(tickets.MAYA, {
      AccountKey: key,
      Range: { From: 40, To: 43, Latest: true },
      ExtendedProperties: twoYears,
    });
    expect(status).toBe(200);
    expect(body.Range).toEqual({ From: 0, To: 3, Latest: false });
    expect(body.Transactions.map((row: Row) => row.Date)).toEqual([TODAY, TODAY, TODAY]);
  });
});

describe('refusals', () => {
  const valid = {
    AccountKey: { Key: 'ACC-34000011', Context: 'Savings' },
    Range: { From: 0, To: 20 },
    ExtendedProperties: { FromDate: '2026-10-22', ToDate: TODAY },
  };

  it("answers 404 JSON for another customer's account or an unknown one", async () => {
    for (const Key of ['ACC-30187452', 'ACC-99999999']) {
      const { status, body } = await fetchTransactions(tickets.MAYA, { ...valid, AccountKey: { Key } });
      expect(status).toBe(404);
      expect(body).toEqual({ Message: 'Account not found' });
    }
  });

  it('answers 400 JSON for a bad payload', async () => {
    const bad = [
      { ...valid, AccountKey: undefined },
      { ...valid, Range: undefined },
      { ...valid, Range: { From: -1, To: 20 } },
      { ...valid, Range: { From: 20, To: 10 } },
      { ...valid, Range: { From: 0, To: 100_000 } },
      { ...valid, ExtendedProperties: { FromDate: '2026-02-30', ToDate: TODAY } },
      { ...valid, ExtendedProperties: { FromDate: '22/10/2026', ToDate: TODAY } },
      { ...valid, ExtendedProperties: { FromDate: TODAY, ToDate: YESTERDAY } },
    ];
    for (const body of bad) {
      const response = await fetchTransactions(tickets.MAYA, body);
      expect(response.status).toBe(400);
      expect(response.body.Message).toEqual(expect.any(String));
    }
  });

  it('answers 402 without a session', async () => {
    expect((await fetchTransactions(undefined, valid)).status).toBe(402);
  });
});
