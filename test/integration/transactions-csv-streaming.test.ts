import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { LORNA, signIn, type Agent } from '../helpers/browserless.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { detailsPath } from './account-tabs.helpers.ts';
import { TRANSACTIONS } from '#shared/api/account-area.ts';
import { addMonths, londonToday } from '#shared/domain/dates.ts';
import { initialLetter, type TransactionRow } from '#shared/domain/transactions.ts';
import { csvLine } from '#shared/domain/transactions-csv.ts';
import { bulkHistory } from '../../sandbox/domain/history.ts';
import {
  LARGE_HISTORY_ACCOUNT,
  LARGE_HISTORY_TRANSACTIONS,
  LARGE_HISTORY_YEARS,
} from '../../sandbox/db/seed-large-customer.ts';

// The CSV export streams (spec 2 §9 exports the whole range; app/routes/accounts/details/transactions-csv.ts): for
// lorna.ledger's 20,000 transactions its first bytes reach the browser before the portal has asked the bank for the
// last page, and what arrives is, byte for byte, what the whole-string build makes of the same rows, both ways round.
// A proxy between the portal and the sandbox counts the bank's transactions calls.

const ACCOUNT = detailsPath(`ACC-${LARGE_HISTORY_ACCOUNT}`);

let proxy: FaultProxy;
let portal: TestPortal;
let lorna: Agent;

beforeAll(async () => {
  proxy = await startFaultProxy();
  portal = await startTestPortal({}, { upstreamUrl: proxy.url });
  proxy.retarget(portal.sandbox.apiUrl);
  lorna = await signIn(portal.url, LORNA);
}, 60_000);

afterAll(async () => {
  await portal?.close();
  await proxy?.close();
});

const bankCalls = () => proxy.seen.filter((path) => path === TRANSACTIONS).length;

/** The body as it arrives, and how many bank calls the portal had made when its first bytes came. */
async function download(query: string) {
  let callsAtFirstBytes = -1;
  const response = await lorna
    .get(`${ACCOUNT}/transactions.csv?${query}`)
    .buffer(true)
    .parse((res, callback) => {
      // superagent hands the parser the node response stream.
      const stream = res as unknown as IncomingMessage;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (callsAtFirstBytes < 0) callsAtFirstBytes = bankCalls();
        chunks.push(chunk);
      });
      stream.on('end', () => callback(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return { response, body: (response.body as Buffer).toString('utf8'), callsAtFirstBytes };
}

/** The rows as the seed made them (sandbox/domain/history.ts), newest first, as the portal reads them. */
function seededRows(today: string): TransactionRow[] {
  const history = bulkHistory(
    {
      number: LARGE_HISTORY_ACCOUNT,
      brandProductType: 'EASY_ACCESS',
      balancePence: 12_345_678,
      interestRate: '3.40',
      interestPaymentFrequency: 'Monthly',
      dateOpened: addMonths(today, -12 * LARGE_HISTORY_YEARS),
      dateClosed: null,
      maturityDate: null,
    },
    today,
    { transactions: LARGE_HISTORY_TRANSACTIONS, years: LARGE_HISTORY_YEARS },
  );
  return history
    .map((entry, sequence) => ({
      key: `T${LARGE_HISTORY_ACCOUNT}${String(sequence).padStart(5, '0')}`,
      date: entry.date,
      description: entry.description,
      initial: initialLetter(entry.description),
      amount: entry.amountPence,
      balance: entry.balancePence,
    }))
    .reverse();
}

describe('the CSV export of 20,000 transactions', () => {
  const today = londonToday();
  const range = `from=${addMonths(today, -12 * LARGE_HISTORY_YEARS)}&to=${today}`;

  it.each([
    ['newest first', 'desc'],
    ['oldest first', 'asc'],
  ])('streams every row, %s, while it still asks the bank for pages', async (_name, sort) => {
    const before = bankCalls();
    const { response, body, callsAtFirstBytes } = await download(`${range}&sort=${sort}`);
    const calls = bankCalls() - before;

    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    // 20,000 rows take at least 20 pages; the first bytes came while most were still to be asked for.
    expect(calls).toBeGreaterThanOrEqual(LARGE_HISTORY_TRANSACTIONS / 1000);
    expect(callsAtFirstBytes - before).toBeLessThan(calls);

    const [head = '', columns] = body.split('\r\n', 2);
    expect(head).toMatch(/^\uFEFFLedger Everyday Saver,Exported /);
    const rows = seededRows(today);
    const lines = (sort === 'asc' ? rows.reverse() : rows).map((row) => csvLine(row)).join('');
    expect(body).toBe(`${head}\r\n${columns}\r\n${lines}`);
  });
});
