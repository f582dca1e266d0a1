// The transactions CSV export (spec 2 §9): a header line with the account name and the export time, then the
// columns Date, Description, Amount, Balance (0 when upstream gave none); pending transactions are left out (the rows
// come from toRows, which drops them). RFC 4180 quoting with CRLF line ends, and a UTF-8 byte order mark so
// spreadsheet programs read '£' and accented names correctly.
import { formatDate, londonParts } from './dates.ts';
import { minorUnitsToDecimalString } from './money.ts';
import type { DayRange, TransactionRow } from './transactions.ts';

export const CSV_COLUMNS = ['Date', 'Description', 'Amount', 'Balance'] as const;

/** A CSV cell: quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Text from upstream or the customer, made safe for spreadsheets: a cell starting with = + - @ or a tab/return is
 * run as a formula by Excel and LibreOffice (CSV injection, OWASP), so it gets a leading apostrophe.
 */
export function csvText(value: string): string {
  return csvCell(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** '22 Nov 2026 08:15' in London time. */
export function exportTime(now: Date): string {
  const { hour, minute } = londonParts(now);
  return `${formatDate(now, 'DD MMM YYYY')} ${pad2(hour)}:${pad2(minute)}`;
}

export type TransactionsCsv = {
  accountName: string;
  exportedAt: Date;
  rows: readonly TransactionRow[];
  /** Decimal places of the account's currency (2 for GBP). */
  decimals?: number;
};

/** The byte order mark and the two header lines, each line ending CRLF. */
export function csvHead(accountName: string, exportedAt: Date): string {
  const title = [csvText(accountName), csvCell(`Exported ${exportTime(exportedAt)}`)].join(',');
  return `\uFEFF${title}\r\n${CSV_COLUMNS.join(',')}\r\n`;
}

/** One transaction's line, ending CRLF. */
export function csvLine(row: TransactionRow, decimals = 2): string {
  return `${[
    formatDate(row.date, 'DD/MM/YYYY'),
    csvText(row.description),
    minorUnitsToDecimalString(row.amount, decimals),
    row.balance === null ? '0' : minorUnitsToDecimalString(row.balance, decimals),
  ].join(',')}\r\n`;
}

export function buildTransactionsCsv({
  accountName,
  exportedAt,
  rows,
  decimals = 2,
}: TransactionsCsv): string {
  return csvHead(accountName, exportedAt) + rows.map((row) => csvLine(row, decimals)).join('');
}

/**
 * The same bytes as buildTransactionsCsv, as a stream: the head, then one chunk per page of rows, each built only
 * when the reader asks for more. Memory stays at about a page whatever the export's length, and the download starts
 * before the last page is fetched.
 */
export function transactionsCsvStream({
  accountName,
  exportedAt,
  pages,
  decimals = 2,
}: Omit<TransactionsCsv, 'rows'> & {
  pages: AsyncIterable<readonly TransactionRow[]>;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  async function* chunks() {
    yield encoder.encode(csvHead(accountName, exportedAt));
    for await (const rows of pages) {
      if (rows.length > 0) yield encoder.encode(rows.map((row) => csvLine(row, decimals)).join(''));
    }
  }
  const iterator = chunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}

/**
 * The download's file name: the account name plus the range's dates, or plus 'Latest transactions' when the customer
 * chose no range (spec 2 §9). Characters that are unsafe in file names are replaced.
 */
export function csvFileName(accountName: string, chosenRange: DayRange | null): string {
  const what = chosenRange ? `${chosenRange.from} to ${chosenRange.to}` : 'Latest transactions';
  return `${safeFileName(`${accountName} ${what}`)}.csv`;
}

/** A file name without path separators, control or reserved characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const cleaned = Array.from(name, (c) =>
    c.charCodeAt(0) < 32 || c === '\u007f' || '/\\:*?"<>|'.includes(c) ? '_' : c,
  )
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120);
  return cleaned === '' ? 'download' : cleaned;
}

/** Content-Disposition for a download: an ASCII name for old clients and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', "'");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
