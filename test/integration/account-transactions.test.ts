import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { text } from '../helpers/browserless.ts';
import { detailsPath, useMayasPortal } from './account-tabs.helpers.ts';
import { londonToday, formatDate } from '#shared/domain/dates.ts';

// The Transactions tab and its CSV export (spec 2 §2, §5, §9) over HTTP against the sandbox: the download's headers
// and content, pending transactions left out, the date-range messages, and another customer's account refused.

const EVERYDAY = detailsPath('ACC-34000011');
const DEMO_ACCOUNT = detailsPath('ACC-30187452');

const { portal, maya } = useMayasPortal();

function csvLines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(1, -2).split('\r\n');
}

describe('the transactions CSV', () => {
  it('needs a signed-in customer', async () => {
    await request(portal.url).get(`${EVERYDAY}/transactions.csv`).expect(302).expect('location', '/sign-in');
  });

  it('downloads the latest transactions without the pending ones', async () => {
    const response = await maya.get(`${EVERYDAY}/transactions.csv?count=0`).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Everyday Saver Latest transactions.csv"; filename*=UTF-8''Everyday%20Saver%20Latest%20transactions.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = csvLines(response.text);
    expect(lines[0]).toMatch(/^Everyday Saver,Exported \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
    expect(lines[1]).toBe('Date,Description,Amount,Balance');
    const rows = lines.slice(2).map((line) => line.split(','));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row).toHaveLength(4);
      expect(row[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(row[2]).toMatch(/^-?\d+\.\d{2}$/);
      expect(row[3]).toMatch(/^-?\d+\.\d{2}$/); // every booked row has its balance
    }
    // Today's pending withdrawals (£250.00 and £75.50 in the sandbox seed) are left out; today's booked one stays.
    const today = formatDate(londonToday(), 'DD/MM/YYYY');
    const todays = rows.filter((row) => row[0] === today);
    expect(todays.map((row) => row[1])).toContain('Withdrawal to nominated account');
    expect(todays.map((row) => row[2])).not.toContain('-250.00');
    expect(todays.map((row) => row[2])).not.toContain('-75.50');
    // Newest first, like the list.
    expect(rows[0]?.[0]).toBe(today);
  });

  it('downloads a chosen range, named after its dates, oldest first when asked', async () => {
    const year = Number(londonToday().slice(0, 4)) - 1;
    const response = await maya
      .get(`${EVERYDAY}/transactions.csv?from=${year}-01-01&to=${year}-06-30&sort=asc`)
      .buffer(true)
      .expect(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="Everyday Saver ${year}-01-01 to ${year}-06-30.csv"`,
    );
    const dates = csvLines(response.text)
      .slice(2)
      .map((line) => line.split(',')[0] ?? '')
      .map((date) => date.split('/').reverse().join('-'));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(date >= `${year}-01-01` && date <= `${year}-06-30`).toBe(true);
    }
    expect([...dates].sort()).toEqual(dates);
  });

  it('refuses a broken range and another customer’s account', async () => {
    await maya.get(`${EVERYDAY}/transactions.csv?from=2026-02-30&to=2026-03-01`).expect(400);
    await maya.get(`${EVERYDAY}/transactions.csv?from=2026-03-02&to=2026-03-01`).expect(400);
    await maya.get(`${DEMO_ACCOUNT}/transactions.csv`).expect(404);
  });
});

describe('the Transactions tab', () => {
  it('answers an invalid range with 400, the messages and the values typed', async () => {
    const page = await maya
      .get(
        `${EVERYDAY}/transactions?start.day=2&start.month=3&start.year=2025&end.day=1&end.month=3&end.year=2025`,
      )
      .expect(400);
    expect(page.text).toContain('<title>Error: Transactions - Everyday Saver - ');
    const body = text(page.text);
    expect(body).toContain('Start date must be less than or equal to the end date');
    expect(body).toContain('End date must be greater than or equal to the start date.');
    expect(page.text).toMatch(/<a href="#start-day">/);
    expect(page.text).toMatch(/name="start\.year"[^>]*value="2025"|value="2025"[^>]*name="start\.year"/);
  });

  it('lists the latest transactions with day headings and the CSV link', async () => {
    const page = await maya.get(`${EVERYDAY}/transactions`).expect(200);
    const body = text(page.text);
    expect(body).toContain('Today');
    expect(body).toContain('Yesterday');
    expect(body).toContain('SHOW OLDER TRANSACTIONS');
    expect(page.text).toContain(`href="${EVERYDAY}/transactions.csv?count=0"`);
    expect(page.text).toContain(`href="${EVERYDAY}/transactions?count=1#transactions-heading"`);
  });

  it('keeps the query in the sort and show-older links, extending a chosen range back from its end', async () => {
    const range = 'start.day=1&start.month=3&start.year=2026&end.day=31&end.month=3&end.year=2026';
    const page = await maya.get(`${EVERYDAY}/transactions?${range}&sort=asc`).expect(200);
    const hrefs = [...page.text.matchAll(/href="([^"]*\/transactions\?[^"]*)"/g)].map((m) =>
      (m[1] ?? '').replaceAll('&amp;', '&'),
    );
    // Sort: the same range, newest first.
    expect(hrefs).toContain(`${EVERYDAY}/transactions?${range}&sort=desc#transactions-heading`);
    // Show older at count 0: the start moves to 6 × 1 + 24 = 30 months before the end (30 Sep 2023; 31 Mar - 30
    // months, clamped to the month's end), the end stays, count 1.
    const older = hrefs.find((href) => href.includes('count=1')) ?? '';
    const params = new URL(older, portal.url).searchParams;
    expect(
      ['start.day', 'start.month', 'start.year', 'end.day', 'end.month', 'end.year', 'sort', 'count'].map(
        (n) => params.get(n),
      ),
    ).toEqual(['30', '9', '2023', '31', '3', '2026', 'asc', '1']);
    // The CSV link exports the chosen range in the chosen order.
    expect(page.text).toContain(
      `href="${EVERYDAY}/transactions.csv?from=2026-03-01&amp;to=2026-03-31&amp;sort=asc"`,
    );
  });
});
