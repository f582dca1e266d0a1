import type { DatabaseSync } from 'node:sqlite';
import { monthNames } from '../../shared/domain/dates.ts';
import type { AccountRow } from './accounts.ts';
import { addDays, addMonths } from './clock.ts';
import { type PdfLine, renderPdf } from './pdf.ts';
import { balanceAt, bookedTransactionsBetween } from './transactions.ts';

// Documents of an account (spec 2 §3 Document, §7 getdocuments / getdocument): statements, tax certificates and
// letters. The list is stored; each PDF is generated on request from the account and its transactions, so a
// statement always shows exactly the transactions of its period.

export type DocumentType = 'Statement' | 'TaxCertificate' | 'Letter';

export const DISPLAY_TYPES: Record<DocumentType, string> = {
  Statement: 'Statement',
  TaxCertificate: 'Tax certificate',
  Letter: 'Letter',
};

export type DocumentRow = {
  document_key: string;
  account_key: string;
  name: string;
  type: DocumentType;
  display_type: string;
  document_date: string;
  period_from: string | null;
  period_to: string | null;
  body: string | null;
};

type NewDocument = Omit<DocumentRow, 'account_key' | 'display_type'>;

const lastDayOfMonth = (monthStart: string) => addDays(addMonths(monthStart, 1), -1);
const monthName = (date: string) => `${monthNames[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/**
 * The documents an account has on `today`: statements for the last `years` years (monthly for easy access, quarterly
 * otherwise), tax certificates for the last two complete tax years (or `years`, whichever is more, within the
 * history), and letters (a rate change, or the closure). `years` beyond 1 is for an account whose history goes back
 * that far (history.ts bulkHistory); the usual history covers three years.
 */
export function plannedDocuments(
  account: AccountRow,
  kinds: readonly DocumentType[],
  today: string,
  years = 1,
): NewDocument[] {
  const historyMonths = Math.max(36, 12 * years);
  const end = account.date_closed ?? today;
  const key = (code: string, date: string) =>
    `DOC-${account.account_number}-${code}-${date.replaceAll('-', '')}`;
  const documents: NewDocument[] = [];
  if (kinds.includes('Statement')) {
    const step = account.brand_product_type === 'EASY_ACCESS' ? 1 : 3;
    // Periods end on the last day of a month before `end`'s month, going back a year.
    const lastMonth = addMonths(`${end.slice(0, 8)}01`, -1);
    for (let back = 0; back < 12 * years; back += step) {
      const periodEndMonth = addMonths(lastMonth, -back);
      const periodTo = lastDayOfMonth(periodEndMonth);
      const periodFrom = addMonths(periodEndMonth, -(step - 1));
      if (periodTo < account.date_opened) break;
      documents.push({
        document_key: key('ST', periodTo),
        name: `Statement ${monthName(periodTo)}`,
        type: 'Statement',
        document_date: addDays(periodTo, 1),
        period_from: periodFrom < account.date_opened ? account.date_opened : periodFrom,
        period_to: periodTo,
        body: null,
      });
    }
    if (account.date_closed) {
      documents.unshift({
        document_key: key('ST', account.date_closed),
        name: `Closing statement ${monthName(account.date_closed)}`,
        type: 'Statement',
        document_date: addDays(account.date_closed, 1),
        period_from: `${account.date_closed.slice(0, 8)}01`,
        period_to: account.date_closed,
        body: null,
      });
    }
  }
  if (kinds.includes('TaxCertificate')) {
    // UK tax years run 6 April to 5 April; certificates are issued by the end of April.
    const endYear = Number(end.slice(0, 4)) - (end.slice(5) < '04-06' ? 1 : 0);
    for (let year = endYear - 1; year >= endYear - Math.max(2, years); year -= 1) {
      const periodFrom = `${year}-04-06`;
      const periodTo = `${year + 1}-04-05`;
      // Only years the stored history covers (sandbox/domain/history.ts).
      if (periodTo < account.date_opened || addDays(periodTo, 25) > today) continue;
      if (periodFrom < addMonths(end, -historyMonths) && account.date_opened < periodFrom) continue;
      documents.push({
        document_key: key('TC', periodTo),
        name: `Tax certificate ${year}/${String(year + 1).slice(2)}`,
        type: 'TaxCertificate',
        document_date: addDays(periodTo, 25),
        period_from: periodFrom,
        period_to: periodTo,
        body: null,
      });
    }
  }
  if (kinds.includes('Letter')) {
    if (account.date_closed) {
      const date = addDays(account.date_closed, 2);
      documents.push({
        document_key: key('LT', date),
        name: 'Account closure confirmation',
        type: 'Letter',
        document_date: date,
        period_from: null,
        period_to: null,
        body:
          `We confirm that your ${account.account_name} (account number ${account.account_number}) closed on ` +
          `${formatDate(account.date_closed)}, and that its balance was paid to your nominated account.\n\n` +
          'Thank you for saving with us. Please keep this letter for your records.',
      });
    } else {
      const date = '2025-07-24';
      if (date > account.date_opened && date <= today)
        documents.push({
          document_key: key('LT', date),
          name: 'Interest rate change',
          type: 'Letter',
          document_date: date,
          period_from: null,
          period_to: null,
          body:
            `We are writing to tell you that the interest rate on your ${account.account_name} (account number ` +
            `${account.account_number}) will change from 7 August 2025. You do not need to do anything.\n\n` +
            'You can see the rates your account has earned under Historic Interest Rates in online banking.',
        });
    }
  }
  return documents;
}

export function storeDocuments(
  db: DatabaseSync,
  accountKey: string,
  documents: readonly NewDocument[],
): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO documents
       (document_key, account_key, name, type, display_type, document_date, period_from, period_to, body)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const document of documents)
    insert.run(
      document.document_key,
      accountKey,
      document.name,
      document.type,
      DISPLAY_TYPES[document.type],
      document.document_date,
      document.period_from,
      document.period_to,
      document.body,
    );
}

export function documentsOf(db: DatabaseSync, accountKey: string): DocumentRow[] {
  return db
    .prepare('SELECT * FROM documents WHERE account_key = ? ORDER BY document_date DESC, document_key')
    .all(accountKey) as DocumentRow[];
}

/** The document, only if it is on an account `customerId` owns. */
export function findOwnedDocument(
  db: DatabaseSync,
  customerId: string,
  documentKey: string,
): { document: DocumentRow; account: AccountRow } | undefined {
  const document = db.prepare('SELECT * FROM documents WHERE document_key = ?').get(documentKey) as
    DocumentRow | undefined;
  if (!document) return undefined;
  const account = db
    .prepare('SELECT * FROM accounts WHERE account_key = ? AND customer_id = ?')
    .get(document.account_key, customerId) as AccountRow | undefined;
  return account && { document, account };
}

export function toUpstreamDocument(row: DocumentRow) {
  return {
    DocumentKey: { Key: row.document_key },
    Name: row.name,
    FileExtension: 'pdf',
    Date: row.document_date,
    Type: row.type,
    ExtendedProperties: { DisplayType: row.display_type },
  };
}

// --- Rendering ------------------------------------------------------------------------------------------------

const MONEY = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** '£1,234.56' / '-£12.00' from pence, through the exact decimal string (never a float). */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const digits = String(Math.abs(pence)).padStart(3, '0');
  return MONEY.format(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as Intl.StringNumericLiteral);
}

/** 'DD MMM YYYY' (02 Jun 2027). */
export function formatDate(date: string): string {
  return `${date.slice(8, 10)} ${monthNames[Number(date.slice(5, 7)) - 1]?.slice(0, 3)} ${date.slice(0, 4)}`;
}

const COLUMNS = { date: 56, description: 136, amount: 390, balance: 470 };

function heading(bankName: string, document: DocumentRow, account: AccountRow): PdfLine[] {
  return [
    { cells: [{ x: 56, text: bankName }], size: 18, bold: true },
    { cells: [{ x: 56, text: document.name }], size: 14, bold: true, gapBefore: 8 },
    { cells: [{ x: 56, text: `Date: ${formatDate(document.document_date)}` }], gapBefore: 4 },
    { cells: [{ x: 56, text: `${account.account_name} - ${account.company_name}` }], gapBefore: 8 },
    {
      cells: [{ x: 56, text: `Account number ${account.account_number}    Sort code ${account.sort_code}` }],
    },
  ];
}

function statementLines(db: DatabaseSync, document: DocumentRow, account: AccountRow): PdfLine[] {
  const from = document.period_from ?? account.date_opened;
  const to = document.period_to ?? document.document_date;
  const rows = bookedTransactionsBetween(db, account.account_key, from, to);
  const first = rows[0];
  const opening = first ? first.balancePence - first.amountPence : balanceAt(db, account.account_key, to);
  const closing = rows.at(-1)?.balancePence ?? opening;
  return [
    { cells: [{ x: 56, text: `Statement period ${formatDate(from)} to ${formatDate(to)}` }], gapBefore: 8 },
    { cells: [{ x: 56, text: `Opening balance ${formatPence(opening)}` }], bold: true, gapBefore: 8 },
    {
      cells: [
        { x: COLUMNS.date, text: 'Date' },
        { x: COLUMNS.description, text: 'Description' },
        { x: COLUMNS.amount, text: 'Amount' },
        { x: COLUMNS.balance, text: 'Balance' },
      ],
      bold: true,
      gapBefore: 8,
    },
    ...(rows.length === 0
      ? [{ cells: [{ x: 56, text: 'There were no transactions in this period.' }] }]
      : rows.map((row) => ({
          cells: [
            { x: COLUMNS.date, text: formatDate(row.date) },
            { x: COLUMNS.description, text: row.description },
            { x: COLUMNS.amount, text: formatPence(row.amountPence) },
            { x: COLUMNS.balance, text: formatPence(row.balancePence) },
          ],
        }))),
    { cells: [{ x: 56, text: `Closing balance ${formatPence(closing)}` }], bold: true, gapBefore: 8 },
  ];
}

function taxCertificateLines(db: DatabaseSync, document: DocumentRow, account: AccountRow): PdfLine[] {
  const from = document.period_from ?? account.date_opened;
  const to = document.period_to ?? document.document_date;
  const interest = bookedTransactionsBetween(db, account.account_key, from, to)
    .filter((row) => row.kind === 'Interest')
    .reduce((sum, row) => sum + row.amountPence, 0);
  return [
    { cells: [{ x: 56, text: `Tax year ${formatDate(from)} to ${formatDate(to)}` }], gapBefore: 8 },
    { cells: [{ x: 56, text: `Gross interest paid: ${formatPence(interest)}` }], bold: true, gapBefore: 8 },
    { cells: [{ x: 56, text: 'Tax deducted: £0.00' }] },
    { cells: [{ x: 56, text: `Net interest paid: ${formatPence(interest)}` }] },
    {
      cells: [
        { x: 56, text: 'Interest is paid without tax deducted. Keep this certificate for your tax records.' },
      ],
      gapBefore: 8,
    },
  ];
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function letterLines(document: DocumentRow): PdfLine[] {
  return (document.body ?? '')
    .split(/\n\s*\n/)
    .flatMap((paragraph) =>
      wrap(paragraph).map((text, index) => ({ cells: [{ x: 56, text }], gapBefore: index === 0 ? 10 : 0 })),
    );
}

/** The document as a PDF file. */
export function renderDocument(
  db: DatabaseSync,
  bankName: string,
  document: DocumentRow,
  account: AccountRow,
): Buffer {
  const body =
    document.type === 'Statement'
      ? statementLines(db, document, account)
      : document.type === 'TaxCertificate'
        ? taxCertificateLines(db, document, account)
        : letterLines(document);
  return renderPdf([...heading(bankName, document, account), ...body], document.name);
}
