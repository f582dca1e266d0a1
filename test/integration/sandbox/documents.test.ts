import { beforeAll, describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi } from './api.ts';
import { DEMO, MAYA, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// POST /accounts/v3.0/documents/getdocuments and getdocument (spec 2 §3 Document, §7): real PDFs made on request.

const sandbox = useTestSandbox({ clock: () => new Date('2026-11-22T10:00:00Z') });
let maya: string;
let demo: string;

beforeAll(async () => {
  maya = await nativeSignIn(sandbox.apiUrl, MAYA);
  demo = await nativeSignIn(sandbox.apiUrl, DEMO);
});

function post(ticket: string | undefined, path: string, body: unknown) {
  return callApi(sandbox.apiUrl, 'POST', path, {
    body,
    headers: bankHeaders(ticket ? { 'x-session-ticket': ticket } : {}),
  });
}

const listDocuments = (ticket: string | undefined, Key: string) =>
  post(ticket, '/accounts/v3.0/documents/getdocuments', { AccountKey: { Key, Context: 'Savings' } });

const getDocument = (ticket: string | undefined, Key: string, accountKey?: string) =>
  post(ticket, '/accounts/v3.0/documents/getdocument', {
    DocumentKey: { Key },
    ExtendedProperties: {
      Date: '2026-11-22',
      Type: 'Statement',
      AccountKey: accountKey ? { Key: accountKey, Context: 'Savings' } : undefined,
    },
  });

type Doc = {
  DocumentKey: { Key: string };
  Name: string;
  Date: string;
  Type: string;
  ExtendedProperties: { DisplayType: string };
};

async function documents(ticket: string, key: string): Promise<Doc[]> {
  const { status, body } = await listDocuments(ticket, key);
  expect(status).toBe(200);
  return body.Documents as Doc[];
}

async function pdfOf(ticket: string, key: string, accountKey?: string): Promise<string> {
  const { status, body } = await getDocument(ticket, key, accountKey);
  expect(status).toBe(200);
  expect(body.Mime).toBe('application/pdf');
  return Buffer.from(body.Document as string, 'base64').toString('latin1');
}

/** Checks the file's structure: header, every xref offset at its object, stream lengths, trailer, EOF. */
function expectValidPdf(pdf: string) {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
  });
  expect(pdf).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>`));
  for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
  }
}

const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

describe('POST /accounts/v3.0/documents/getdocuments', () => {
  it('lists statements, tax certificates and letters, newest first, in the Document shape', async () => {
    const list = await documents(maya, 'ACC-34000011');
    expect(new Set(list.map((doc) => doc.ExtendedProperties.DisplayType))).toEqual(
      new Set(['Statement', 'Tax certificate', 'Letter']),
    );
    expect(list[0]).toEqual({
      DocumentKey: { Key: expect.any(String) },
      Name: 'Statement October 2026',
      FileExtension: 'pdf',
      Date: '2026-11-01',
      Type: 'Statement',
      ExtendedProperties: { DisplayType: 'Statement' },
    });
    expect(list.filter((doc) => doc.Type === 'Statement')).toHaveLength(12);
    expect(list.map((doc) => doc.Name)).toEqual(
      expect.arrayContaining(['Tax certificate 2025/26', 'Tax certificate 2024/25', 'Interest rate change']),
    );
    const dates = list.map((doc) => doc.Date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives the closed account its statements, tax certificates and closure letter', async () => {
    const list = await documents(maya, 'ACC-34000066');
    expect(new Set(list.map((doc) => doc.ExtendedProperties.DisplayType))).toEqual(
      new Set(['Statement', 'Tax certificate', 'Letter']),
    );
    expect(list.slice(0, 2).map((doc) => doc.Name)).toEqual([
      'Account closure confirmation',
      'Closing statement August 2024',
    ]);
  });

  it("answers 404 for another customer's account and 400 without an AccountKey", async () => {
    expect((await listDocuments(maya, 'ACC-30187452')).status).toBe(404);
    expect((await post(maya, '/accounts/v3.0/documents/getdocuments', {})).status).toBe(400);
    expect((await listDocuments(undefined, 'ACC-34000011')).status).toBe(402);
  });
});

describe('POST /accounts/v3.0/documents/getdocument', () => {
  it('makes a valid PDF statement with the account, the period and every transaction of it', async () => {
    const [october] = await documents(maya, 'ACC-34000011');
    const pdf = await pdfOf(maya, october?.DocumentKey.Key as string, 'ACC-34000011');
    expectValidPdf(pdf);
    expect(pdf).toContain('(Statement October 2026)');
    expect(pdf).toContain('(Everyday Saver - Maya Many)');
    expect(pdf).toContain('(Account number 34000011    Sort code 40-12-34)');
    expect(pdf).toContain('(Statement period 01 Oct 2026 to 31 Oct 2026)');

    const { body } = await post(maya, '/accounts/v3.0/transactions', {
      AccountKey: { Key: 'ACC-34000011' },
      Range: { From: 0, To: 100 },
      ExtendedProperties: { FromDate: '2026-10-01', ToDate: '2026-10-31' },
    });
    const rows = body.Transactions as {
      Date: string;
      Description: string;
      Amount: number;
      Balance: number;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const day = `${row.Date.slice(8)} Oct 2026`;
      expect(pdf).toContain(`(${day})`);
      expect(pdf).toContain(`(${row.Description})`);
      // WinAnsi '£' is byte 0xA3, which latin1 reads back as '£'.
      expect(pdf).toContain(`(${money(row.Amount)})`);
      expect(pdf).toContain(`(${money(row.Balance)})`);
    }
    expect(pdf).toContain(`(Closing balance ${money(rows[0]?.Balance as number)})`);
  });

  it('makes a tax certificate with the interest paid in the tax year', async () => {
    const list = await documents(maya, 'ACC-34000011');
    const certificate = list.find((doc) => doc.Name === 'Tax certificate 2025/26');
    const pdf = await pdfOf(maya, certificate?.DocumentKey.Key as string);
    expectValidPdf(pdf);
    const { body } = await post(maya, '/accounts/v3.0/transactions', {
      AccountKey: { Key: 'ACC-34000011' },
      Range: { From: 0, To: 500 },
      ExtendedProperties: { FromDate: '2025-04-06', ToDate: '2026-04-05' },
    });
    const interestPence = (body.Transactions as { Description: string; Amount: number }[])
      .filter((row) => row.Description === 'Interest paid')
      .reduce((sum, row) => sum + Math.round(row.Amount * 100), 0);
    expect(interestPence).toBeGreaterThan(0);
    expect(pdf).toContain(`(Gross interest paid: ${money(interestPence / 100)})`);
    expect(pdf).toContain('(Tax year 06 Apr 2025 to 05 Apr 2026)');
  });

  it('makes a letter', async () => {
    const list = await documents(maya, 'ACC-34000066');
    const letter = list.find((doc) => doc.Type === 'Letter');
    const pdf = await pdfOf(maya, letter?.DocumentKey.Key as string);
    expectValidPdf(pdf);
    expect(pdf).toContain('(Account closure confirmation)');
    expect(pdf).toMatch(/closed on 30 Aug 2024/);
  });

  it("refuses another customer's document, a mismatched account, an unknown key and a bad body", async () => {
    const [demoStatement] = await documents(demo, 'ACC-30187452');
    const key = demoStatement?.DocumentKey.Key as string;
    expect((await getDocument(demo, key)).status).toBe(200);
    const stolen = await getDocument(maya, key);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({ Message: 'Document not found' });
    expect((await getDocument(demo, key, 'ACC-30219864')).status).toBe(404);
    expect((await getDocument(maya, 'DOC-00000000-ST-20261031')).status).toBe(404);
    expect(
      (await post(maya, '/accounts/v3.0/documents/getdocument', { ExtendedProperties: {} })).status,
    ).toBe(400);
    expect((await getDocument(undefined, key)).status).toBe(402);
  });
});
