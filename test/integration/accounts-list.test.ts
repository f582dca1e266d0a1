import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { TRANSACTIONS } from '#shared/api/account-area.ts';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { addDays, formatDate, londonToday } from '#shared/domain/dates.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { DEMO, EZRA, MAYA, signIn, text } from '../helpers/browserless.ts';

// The accounts list (spec 2 §2 "Accounts list screen") over HTTP, as a browser without JavaScript sees it: the real
// createApp against the sandbox, through a pass-through upstream that can make one card's transactions call fail.

/** Forwards every upstream call to the sandbox, except TRANSACTIONS for the account keys in `failing` (500). */
class FlakyUpstream {
  readonly failing = new Set<string>();
  target = '';
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        if (req.url === TRANSACTIONS) {
          const key = (JSON.parse(body.toString() || '{}') as { AccountKey?: { Key?: string } }).AccountKey
            ?.Key;
          if (key && this.failing.has(key)) {
            res.writeHead(500, { 'content-type': 'application/json' }).end('{"Message":"failed"}');
            return;
          }
        }
        const forward = httpRequest(
          new URL(req.url ?? '/', this.target),
          { method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on('error', () => res.writeHead(502).end());
        forward.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const upstream = new FlakyUpstream();
let portal: TestPortal;
// Starting the sandbox and the portal can take longer than jest's 5 s on a busy machine.
beforeAll(async () => {
  const upstreamUrl = await upstream.start();
  portal = await startTestPortal({}, { upstreamUrl });
  upstream.target = portal.sandbox.apiUrl;
}, 30_000);
afterAll(async () => {
  await portal?.close();
  await upstream.close();
});

type Card = {
  heading: string;
  rows: Record<string, string>;
  text: string;
  links: { href: string; name: string }[];
};

/** The account cards of a list page, as a customer reads them. */
function cards(html: string): Card[] {
  return html
    .split('<li class="app-account-card">')
    .slice(1)
    .map((chunk) => chunk.slice(0, chunk.indexOf('</li>')))
    .map((card) => ({
      heading: text(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? '').trim(),
      rows: Object.fromEntries(
        [
          ...card.matchAll(
            /<dt class="govuk-summary-list__key">([\s\S]*?)<\/dt><dd class="govuk-summary-list__value">([\s\S]*?)<\/dd>/g,
          ),
        ].map((m) => [text(m[1] ?? '').trim(), text(m[2] ?? '').trim()]),
      ),
      text: text(card).trim(),
      links: [...card.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
        href: (m[1] ?? '').replace(/&amp;/g, '&'),
        name: text(m[2] ?? '').trim(),
      })),
    }));
}

/** The links of the page's toggles and the company filter's options. */
function controls(html: string) {
  const toggle = (id: string) =>
    [
      ...(
        new RegExp(`<ul[^>]*aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? ''
      ).matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g),
    ].map((m) => ({
      href: (/href="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? '').replace(/&amp;/g, '&'),
      name: text(m[2] ?? '').trim(),
      current: /aria-current="true"/.test(m[1] ?? ''),
    }));
  const select = /<select[^>]*id="company"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1];
  return {
    status: toggle('status-toggle'),
    mode: toggle('mode-toggle'),
    companies: select
      ? [...select.matchAll(/<option[^>]*>([\s\S]*?)<\/option>/g)].map((m) => text(m[1] ?? '').trim())
      : null,
    selectedCompany: select ? (/<option[^>]*selected=""[^>]*>([^<]*)</.exec(select)?.[1] ?? '') : null,
  };
}

const hex = (key: string) => accountKeyToHex(key);

describe('accounts list', () => {
  it('sends a signed-out visitor to sign in', async () => {
    await request(portal.url).get('/accounts/list').expect(302).expect('location', '/sign-in');
  });

  it("shows demo.saver's cards by type, with the controls a three-account customer needs", async () => {
    const agent = await signIn(portal.url, DEMO);
    const page = await agent.get('/accounts/list').expect(200);
    expect(page.text).toContain('<title>Accounts - ');
    expect(page.text.match(/<h1/g)).toHaveLength(1);
    const found = cards(page.text);
    expect(found.map((card) => card.heading)).toEqual([
      'Easy Access Saver',
      '95 Day Notice Account',
      '2 Year Fixed Rate Bond',
    ]);
    expect(found.map((card) => card.rows)).toEqual([
      { 'Account number': '30187452', 'Sort code': '40-12-34', Company: 'Alex Saver', Balance: '£12,345.67' },
      { 'Account number': '30219864', 'Sort code': '40-12-34', Company: 'Alex Saver', Balance: '£25,000.00' },
      {
        'Account number': '30456021',
        'Sort code': '40-12-34',
        Company: 'Saver & Co Ltd',
        Balance: '£50,000.10',
      },
    ]);
    const [easy, notice, fixed] = found;
    expect(easy!.links).toEqual([
      {
        href: `/accounts/details/${hex('ACC-30187452')}`,
        name: 'Account details for Easy Access Saver, account 30187452',
      },
      {
        href: `/make-withdrawal/${hex('ACC-30187452')}`,
        name: 'Withdraw from Easy Access Saver, account 30187452',
      },
    ]);
    // Three booked transactions of the last month (the pending £150.00 withdrawal is not one of them).
    expect(easy!.text).toMatch(
      /Latest transactions Date Amount (\d{2} [A-Z][a-z]{2} \d{4} -?£[\d,]+\.\d{2} ){3}Account/,
    );
    expect(easy!.text).not.toContain('-£150.00');
    expect(notice!.links.map((link) => link.href)).toEqual([
      `/accounts/details/${hex('ACC-30219864')}`,
      `/notice-to-withdraw/${hex('ACC-30219864')}`,
    ]);
    expect(notice!.links[1]!.name).toBe('Give notice on 95 Day Notice Account, account 30219864');
    expect(notice!.text).not.toContain('Latest transactions');
    expect(fixed!.text).toContain('Matures on 02 Jun 2027');
    expect(fixed!.links.map((link) => link.href)).toEqual([`/accounts/details/${hex('ACC-30456021')}`]);

    // No closed accounts: no Active/Closed toggle. Three cards: list or grid. Two companies to filter by.
    const shown = controls(page.text);
    expect(shown.status).toEqual([]);
    expect(shown.mode).toEqual([
      { href: '/accounts/list', name: 'List view', current: true },
      { href: '/accounts/list?mode=grid', name: 'Grid view', current: false },
    ]);
    expect(shown.companies).toEqual(['All companies', 'Alex Saver', 'Saver & Co Ltd']);
    // A GET form with its own button: it works without JavaScript and never submits on change.
    expect(page.text).toMatch(
      /<form class="app-company-filter"[^>]* action="\/accounts\/list" method="get">/,
    );
    expect(page.text).toContain('Apply filter</button>');
    expect(text(page.text)).toContain('Add a missing account');
    expect(page.text).toMatch(
      /<a class="govuk-link" href="\/messaging-twoway\/"[^>]*>Add a missing account<\/a>/,
    );
  });

  it('keeps the mode and filter in the URL: grid, company, and a company cleared by a status switch', async () => {
    const agent = await signIn(portal.url, DEMO);
    const grid = await agent.get('/accounts/list?mode=grid').expect(200);
    expect(grid.text).toContain('class="app-account-cards app-account-cards--grid"');
    expect(controls(grid.text).mode.find((option) => option.current)?.name).toBe('Grid view');
    // The company form carries the mode along.
    expect(grid.text).toContain('<input type="hidden" name="mode" value="grid"/>');

    const company = await agent.get('/accounts/list?company=Saver+%26+Co+Ltd&mode=grid').expect(200);
    expect(cards(company.text).map((card) => card.heading)).toEqual(['2 Year Fixed Rate Bond']);
    // One card: no mode toggle and the list mode is used.
    expect(controls(company.text).mode).toEqual([]);
    expect(company.text).toContain('class="app-account-cards"');
    expect(controls(company.text).selectedCompany).toBe('Saver &amp; Co Ltd');
    expect(cards(company.text)).toHaveLength(1);
    expect(company.text).toMatch(/href="\/accounts\/list\?mode=grid"[^>]*>Clear filter<\/a>/);

    // A company with no account in view is not applied (a stale bookmark, or after a status switch).
    const stale = await agent.get('/accounts/list?company=Nobody+Ltd').expect(200);
    expect(cards(stale.text)).toHaveLength(3);
    expect(controls(stale.text).selectedCompany).toBe('');

    // Closed selected: the toggle shows so the customer can get back; demo.saver has no closed account.
    const closed = await agent.get('/accounts/list?status=Closed&company=Alex+Saver').expect(200);
    expect(text(closed.text)).toContain('There are no Closed accounts to view');
    expect(controls(closed.text).status).toEqual([
      { href: '/accounts/list', name: 'Active accounts', current: false },
      { href: '/accounts/list?status=Closed', name: 'Closed accounts', current: true },
    ]);
    expect(controls(closed.text).companies).toBeNull();
  });

  it("shows a card without transactions when its call fails, and the other cards' as usual", async () => {
    upstream.failing.add('ACC-30187452');
    try {
      const agent = await signIn(portal.url, DEMO);
      const page = await agent.get('/accounts/list').expect(200);
      const [easy, notice] = cards(page.text);
      expect(easy!.text).toContain('Sorry, we cannot show the latest transactions at the moment.');
      expect(easy!.rows.Balance).toBe('£12,345.67');
      expect(notice!.rows.Balance).toBe('£25,000.00');
    } finally {
      upstream.failing.clear();
    }
  });

  it("shows maya.many's card of every type: transactions, maturity, not supported, no action where none", async () => {
    const agent = await signIn(portal.url, MAYA);
    const page = await agent.get('/accounts/list').expect(200);
    const found = cards(page.text);
    expect(found.map((card) => card.heading)).toEqual([
      'Everyday Saver',
      '30 Day Notice Account',
      '1 Year Fixed Rate Bond',
      '18 Month Fixed Rate Bond',
      '3 Year Fixed Rate Bond',
      'Business Loan',
      'Rainy Day Saver',
    ]);
    const byName = Object.fromEntries(found.map((card) => [card.heading, card]));

    // Easy access: the latest 3 booked transactions of the last month, newest first; the 2 pending ones hidden.
    const everyday = byName['Everyday Saver']!;
    const today = londonToday();
    const rows = [...everyday.text.matchAll(/(\d{2} [A-Z][a-z]{2} \d{4}) (-?£[\d,]+\.\d{2})/g)].map((m) => ({
      date: m[1]!,
      amount: m[2]!,
    }));
    expect(rows).toHaveLength(3);
    expect(rows[0]!.date).toBe(formatDate(today, 'DD MMM YYYY'));
    expect(rows[1]!.date).toBe(formatDate(addDays(today, -1), 'DD MMM YYYY'));
    expect(rows.map((row) => row.amount)).not.toContain('-£250.00');
    expect(rows.map((row) => row.amount)).not.toContain('-£75.50');
    expect(byName['Rainy Day Saver']!.text).toContain(
      'Latest transactions Nothing in or out in the last month',
    );
    expect(byName['Rainy Day Saver']!.links[1]!.href).toBe(`/make-withdrawal/${hex('ACC-34000088')}`);

    // Fixed term: the maturity date, no action link.
    for (const [name, date] of [
      ['1 Year Fixed Rate Bond', today],
      ['18 Month Fixed Rate Bond', addDays(today, 10)],
    ] as const) {
      expect(byName[name]!.text).toContain(`Matures on ${formatDate(date, 'DD MMM YYYY')}`);
      expect(byName[name]!.links).toHaveLength(1);
    }
    expect(byName['30 Day Notice Account']!.links[1]!.href).toBe(
      `/notice-to-withdraw/${hex('ACC-34000022')}`,
    );

    // Not a savings product: the warning, no balance, no action.
    const loan = byName['Business Loan']!;
    expect(loan.text).toContain('Warning Account type Loan not supported');
    expect(page.text).toContain('<div class="govuk-warning-text">');
    expect(loan.rows).toEqual({
      'Account number': '34000077',
      'Sort code': '40-12-34',
      Company: 'Many Hands Ltd',
    });
    expect(loan.links.map((link) => link.href)).toEqual([`/accounts/details/${hex('ACC-34000077')}`]);

    // A closed account exists, so the Active/Closed toggle is shown; companies of the active accounts only.
    const shown = controls(page.text);
    expect(shown.status).toEqual([
      { href: '/accounts/list', name: 'Active accounts', current: true },
      { href: '/accounts/list?status=Closed', name: 'Closed accounts', current: false },
    ]);
    expect(shown.companies).toEqual(['All companies', 'Maya Many', 'Many Hands Ltd']);
  });

  it('shows a closed card with its dates, and clears Old Mill Trust when switching back to Active', async () => {
    const agent = await signIn(portal.url, MAYA);
    const closed = await agent.get('/accounts/list?status=Closed').expect(200);
    expect(cards(closed.text)).toEqual([
      {
        heading: 'Closed account 34000066',
        rows: {
          'Account number': '34000066',
          'Sort code': '40-12-34',
          Company: 'Old Mill Trust',
          Opened: '01 May 2019',
          Closed: '30 Aug 2024',
        },
        text: expect.not.stringContaining('Easy Access Saver'),
        links: [
          {
            href: `/accounts/details/${hex('ACC-34000066')}`,
            name: 'Account details for closed account 34000066',
          },
        ],
      },
    ]);
    expect(controls(closed.text).companies).toEqual(['All companies', 'Old Mill Trust']);
    expect(controls(closed.text).mode).toEqual([]);

    const oldMill = await agent
      .get('/accounts/list?status=Closed&company=Old+Mill+Trust&mode=grid')
      .expect(200);
    expect(controls(oldMill.text).selectedCompany).toBe('Old Mill Trust');
    const toActive = controls(oldMill.text).status.find((option) => option.name === 'Active accounts')!;
    expect(toActive.href).toBe('/accounts/list?mode=grid');
    const active = await agent.get(toActive.href).expect(200);
    expect(cards(active.text)).toHaveLength(7);
    expect(controls(active.text).selectedCompany).toBe('');
  });

  it('shows the empty state to a customer with no accounts', async () => {
    const agent = await signIn(portal.url, EZRA);
    const page = await agent.get('/accounts/list').expect(200);
    expect(text(page.text)).toContain('Accounts There are no Active accounts to view');
    expect(cards(page.text)).toEqual([]);
    expect(controls(page.text)).toEqual({ status: [], mode: [], companies: null, selectedCompany: null });
    const closed = await agent.get('/accounts/list?status=Closed').expect(200);
    expect(text(closed.text)).toContain('There are no Closed accounts to view');
    expect(text(page.text)).toContain('Add a missing account');
  });
});
