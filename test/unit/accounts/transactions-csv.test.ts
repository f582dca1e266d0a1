import { describe, expect, it } from '@jest/globals';
import type { Transaction } from '#shared/api/account-area.ts';
import { toRows } from '#shared/domain/transactions.ts';
import {
  attachmentDisposition,
  buildTransactionsCsv,
  csvFileName,
  safeFileName,
} from '#shared/domain/transactions-csv.ts';

// spec 2 §9 "CSV export".

const rows = toRows([
  { Date: '2026-11-22', Description: 'Interest, November', Amount: 1.5, Balance: 1001.5 },
  {
    Date: '2026-11-21',
    Description: 'Pending',
    Amount: -50,
    ExtendedProperties: { Type: 'PendingTransaction' },
  },
  { Date: '2026-11-20', Description: '=HYPERLINK("x")', Amount: '-25.00', Balance: null },
  { Date: '2026-11-19', Description: 'Say "hi"', Amount: 1234567.89 },
] as Transaction[]);

describe('the transactions CSV', () => {
  it('has the header line, the columns, pending left out and balance 0 when absent', () => {
    const csv = buildTransactionsCsv({
      accountName: 'Everyday Saver',
      exportedAt: new Date('2026-07-01T07:05:00Z'), // 08:05 in London (BST)
      rows,
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Everyday Saver,Exported 01 Jul 2026 08:05',
      'Date,Description,Amount,Balance',
      '22/11/2026,"Interest, November",1.50,1001.50',
      `20/11/2026,"'=HYPERLINK(""x"")",-25.00,0`,
      '19/11/2026,"Say ""hi""",1234567.89,0',
      '',
    ]);
  });

  it('names the file after the account and the range, or Latest transactions', () => {
    expect(csvFileName('Everyday Saver', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'Everyday Saver 2026-01-01 to 2026-03-31.csv',
    );
    expect(csvFileName('Everyday Saver', null)).toBe('Everyday Saver Latest transactions.csv');
    expect(csvFileName('a/b\\c:"d"', null)).toBe('a_b_c__d_ Latest transactions.csv');
  });

  it('makes names safe for a Content-Disposition header', () => {
    expect(safeFileName('..\r\nevil')).toBe('__evil');
    expect(safeFileName('')).toBe('download');
    expect(attachmentDisposition('Saver & Co £ statement.pdf')).toBe(
      `attachment; filename="Saver & Co _ statement.pdf"; filename*=UTF-8''Saver%20%26%20Co%20%C2%A3%20statement.pdf`,
    );
  });
});
