import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { startTestPortal } from '../helpers/portal.ts';
import { usePortal } from './use-portal.ts';
import { csrfFrom, DEMO, MAYA, signIn, text } from '../helpers/browserless.ts';

// Account details (spec 2 §2 "Account details screen", "Nominated account page") through the real app against the
// sandbox: tabs as links, summary rows, maturity message and its dismissal (server session, CSRF), actions menu,
// the account chooser's GET form and the nominated account page. The portal's clock is injected so the maturity
// message can be seen on each side of its thresholds.

const EASY = accountKeyToHex('ACC-30187452');
const FIXED = accountKeyToHex('ACC-30456021'); // matures 2027-06-02

/** 'YYYY-MM-DD' noon in London (UTC+1 in June, but noon is safe either way). */
const at = (date: string) => () => Date.parse(`${date}T11:00:00Z`);

/** The summary list rows: { key: value }. */
function rows(html: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const row of html.matchAll(
    /<dt class="govuk-summary-list__key">([\s\S]*?)<\/dt><dd class="govuk-summary-list__value">([\s\S]*?)<\/dd>/g,
  ))
    result[text(row[1] ?? '').trim()] = text(row[2] ?? '').trim();
  return result;
}

function tabs(html: string): string[] {
  return [...html.matchAll(/<a[^>]*class="govuk-tabs__tab"[^>]*>[\s\S]*?<\/a>/g)].map((m) => {
    const href = /href="([^"]+)"/.exec(m[0])?.[1];
    const current = m[0].includes('aria-current="page"') ? ' (current)' : '';
    return `${text(m[0]).trim()} ${href}${current}`;
  });
}

function actions(html: string): string[] {
  const nav = /<nav class="app-account-actions"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    (m) => `${text(m[2] ?? '').trim()} -> ${m[1]}`,
  );
}

describe('account details (clock 2026-11-22)', () => {
  const portal = usePortal({}, { now: at('2026-11-22') });

  it('sends a signed-out visitor to sign in', async () => {
    await request(portal.url).get(`/accounts/details/${FIXED}`).expect(302).expect('location', '/sign-in');
  });

  it('shows the not-found page for an unknown or malformed id', async () => {
    const agent = await signIn(portal.url, DEMO);
    for (const id of [accountKeyToHex('ACC-99999999'), 'zz', accountKeyToHex('ACC-34000011')]) {
      const page = await agent.get(`/accounts/details/${id}`).expect(404);
      expect(text(page.text)).toContain('Resource not found.');
    }
    await agent.get(`/accounts/nominated-account/${accountKeyToHex('nope')}`).expect(404);
  });

  it('shows a fixed term summary: tabs as links, rows, maturity message, actions, no chooser', async () => {
    const agent = await signIn(portal.url, DEMO);
    const page = await agent.get(`/accounts/details/${FIXED}`).expect(200);
    expect(page.text).toContain('<title>Summary - 2 Year Fixed Rate Bond - ');
    expect(text(/<h1[\s\S]*?<\/h1>/.exec(page.text)?.[0] ?? '')).toContain('2 Year Fixed Rate Bond');
    expect(tabs(page.text)).toEqual([
      `Summary /accounts/details/${FIXED} (current)`,
      `Transactions /accounts/details/${FIXED}/transactions`,
      `Statements /accounts/details/${FIXED}/statements`,
    ]);
    expect(rows(page.text)).toEqual({
      Balance: '£50,000.10',
      Rate: '4.40% Gross Yearly',
      'Interest Date': '02 Jun 2027',
      'Statement method': 'Online',
      'Maturity date': '02 Jun 2027',
    });
    expect(text(page.text)).toContain("We'll contact you 14 days before it matures.");
    expect(actions(page.text)).toEqual([
      `Nominated account -> /accounts/nominated-account/${FIXED}`,
      'Organisation details -> /update-organisation-details',
      `Send a message about this account -> /messaging-twoway/new/${FIXED}`,
      `Statement options -> /messaging-twoway/new/${FIXED}`,
      'Send a message -> /messaging-twoway/view',
    ]);
    expect(page.text).not.toContain('name="account"');
  });

  it('shows the nominated account page', async () => {
    const agent = await signIn(portal.url, DEMO);
    const page = await agent.get(`/accounts/nominated-account/${FIXED}`).expect(200);
    expect(page.text).toContain('<title>Your nominated account - ');
    expect(text(page.text)).toContain('Your nominated account');
    expect(rows(page.text)).toEqual({ 'Account number': '55119034', 'Sort code': '30-94-21' });
    expect(page.text).toMatch(/<a class="govuk-link" href="\/messaging-twoway\/">/);
    expect(page.text).toMatch(/<a[^>]*href="\/"[^>]*>Back To Accounts<\/a>/);
  });

  it("sends an empty chooser back with 'Please select your account', and a choice to that account", async () => {
    const agent = await signIn(portal.url, DEMO);
    await agent
      .get(`/accounts/details?from=${EASY}&tab=summary&account=`)
      .expect(302)
      .expect('location', `/accounts/details/${EASY}?chooser=required`);
    await agent
      .get(`/accounts/details?from=${EASY}&tab=transactions&account=${EASY}`)
      .expect(302)
      .expect('location', `/accounts/details/${EASY}/transactions`);
    // Only our own paths: a `from` that is not an account id goes to the list.
    await agent
      .get('/accounts/details?from=%2F%2Fevil.example&account=')
      .expect(302)
      .expect('location', '/accounts/list');
    await agent.get('/accounts/details').expect(302).expect('location', '/accounts/list');
  });
});

describe('maturity message by date, dismissed in the session', () => {
  it.each([
    [
      '2027-06-02',
      'Your account is maturing today – you should have received your maturity options from us, if not please contact us.',
    ],
    ['2027-05-20', 'You should have received your maturity options from us, if not please contact us.'],
    ['2027-05-19', "We'll contact you 14 days before it matures."],
  ])('on %s', async (date, message) => {
    const portal = await startTestPortal({}, { now: at(date) });
    try {
      const agent = await signIn(portal.url, DEMO);
      const page = await agent.get(`/accounts/details/${FIXED}`).expect(200);
      expect(text(page.text)).toContain(message);
    } finally {
      await portal.close();
    }
  });

  it('dismisses with a CSRF-protected post, remembered for the rest of the session', async () => {
    const portal = await startTestPortal({}, { now: at('2027-06-02') });
    try {
      const agent = await signIn(portal.url, DEMO);
      const page = await agent.get(`/accounts/details/${FIXED}`).expect(200);
      expect(text(page.text)).toContain('Your account is maturing today');
      const action = `/accounts/details/${FIXED}/dismiss-maturity`;
      expect(page.text).toContain(`action="${action}"`);
      await agent.post(action).type('form').send({ tab: 'summary' }).expect(403);
      await agent
        .post(action)
        .type('form')
        .send({ _csrf: csrfFrom(page.text), tab: 'transactions' })
        .expect(303)
        .expect('location', `/accounts/details/${FIXED}/transactions`);
      const after = await agent.get(`/accounts/details/${FIXED}`).expect(200);
      expect(text(after.text)).not.toContain('Your account is maturing today');
      expect(text(after.text)).toContain('Maturity date');
      // A new session sees it again.
      const other = await signIn(portal.url, DEMO);
      expect(text((await other.get(`/accounts/details/${FIXED}`).expect(200)).text)).toContain(
        'Your account is maturing today',
      );
    } finally {
      await portal.close();
    }
  });
});

describe('maya.many (the sandbox dates her accounts from today)', () => {
  const portal = usePortal();

  it('forces a closed account onto Statements', async () => {
    const agent = await signIn(portal.url, MAYA);
    const closed = accountKeyToHex('ACC-34000066');
    for (const path of [`/accounts/details/${closed}`, `/accounts/details/${closed}?chooser=required`])
      await agent.get(path).expect(302).expect('location', `/accounts/details/${closed}/statements`);
  });

  it("shows 'Account type Loan not supported' for a non-savings product", async () => {
    const agent = await signIn(portal.url, MAYA);
    const page = await agent.get(`/accounts/details/${accountKeyToHex('ACC-34000077')}`).expect(200);
    expect(text(page.text)).toContain('Account type Loan not supported');
    expect(rows(page.text)).toEqual({});
  });

  it('shows the today and under-14-days messages; the enhanced dismissal answers data', async () => {
    const agent = await signIn(portal.url, MAYA);
    const today = accountKeyToHex('ACC-34000033');
    const page = await agent.get(`/accounts/details/${today}`).expect(200);
    expect(text(page.text)).toContain('Your account is maturing today');
    const soon = await agent.get(`/accounts/details/${accountKeyToHex('ACC-34000044')}`).expect(200);
    expect(text(soon.text)).toContain(
      'You should have received your maturity options from us, if not please contact us.',
    );
    expect(text(soon.text)).not.toContain('maturing today');
    await agent
      .post(`/accounts/details/${today}/dismiss-maturity`)
      .type('form')
      .send({ _csrf: csrfFrom(page.text), tab: 'summary', mode: 'fetch' })
      .expect(200);
    expect(text((await agent.get(`/accounts/details/${today}`).expect(200)).text)).not.toContain(
      'maturing today',
    );
    // Dismissing one account's message leaves the others'.
    expect(text((await agent.get(`/accounts/details/${accountKeyToHex('ACC-34000044')}`)).text)).toContain(
      'You should have received your maturity options',
    );
  });

  it('does not let the chooser pick a closed or unknown account', async () => {
    const agent = await signIn(portal.url, MAYA);
    const from = accountKeyToHex('ACC-34000011');
    const closed = accountKeyToHex('ACC-34000066');
    await agent
      .get(`/accounts/details?from=${from}&tab=summary&account=${closed}`)
      .expect(302)
      .expect('location', `/accounts/details/${closed}`);
    const unknown = accountKeyToHex('ACC-1');
    await agent
      .get(`/accounts/details?from=${from}&tab=summary&account=${unknown}`)
      .expect(302)
      .expect('location', `/accounts/details/${unknown}`);
    await agent.get(`/accounts/details/${unknown}`).expect(404);
  });
});

describe('easy access and notice summaries (pending counts from the transactions call)', () => {
  const portal = usePortal();

  it("demo.saver's easy access and notice accounts: rows by type, no chooser with one account of a kind", async () => {
    const agent = await signIn(portal.url, DEMO);
    const easy = await agent.get(`/accounts/details/${EASY}`).expect(200);
    expect(rows(easy.text)).toMatchObject({
      Balance: '£12,345.67',
      Rate: '3.75% Gross Monthly',
      'Statement method': 'Online',
      'Pending withdrawal': '1',
    });
    expect(Object.keys(rows(easy.text))).toEqual([
      'Balance',
      'Rate',
      'Interest Date',
      'Statement method',
      'Pending withdrawal',
    ]);
    expect(easy.text).not.toContain('name="account"');
    expect(actions(easy.text)).toContain(`Make a withdrawal -> /make-withdrawal/${EASY}`);
    const notice = await agent.get(`/accounts/details/${accountKeyToHex('ACC-30219864')}`).expect(200);
    expect(rows(notice.text)).toMatchObject({
      Balance: '£25,000.00',
      Rate: '4.15% Gross Yearly',
      'Statement method': 'Post',
      'Notice period (days)': '95',
      'Notices on account': '1',
    });
    expect(rows(notice.text)).not.toHaveProperty('Pending withdrawal');
  });

  it("maya.many's chooser: her open easy access accounts; an empty choice shows 'Please select your account'", async () => {
    const agent = await signIn(portal.url, MAYA);
    const everyday = accountKeyToHex('ACC-34000011');
    const page = await agent.get(`/accounts/details/${everyday}`).expect(200);
    expect(rows(page.text)).toMatchObject({ 'Pending withdrawal': '2' });
    const select = /<select[^>]*name="account"[\s\S]*?<\/select>/.exec(page.text)?.[0] ?? '';
    expect([...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toEqual([
      'Select an account',
      '34000011 - £8,426.19',
      expect.stringMatching(/^34000088 - £[\d,]+\.\d\d$/),
    ]);
    const form = /<form class="app-account-chooser"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/accounts/details"');

    const error = await agent.get(`/accounts/details/${everyday}?chooser=required`).expect(200);
    expect(error.text).toContain('<title>Error: Summary - Everyday Saver - ');
    expect(error.text).toMatch(/<a href="#account">Please select your account<\/a>/);
    expect(error.text).toMatch(/<p id="account-error" class="govuk-error-message">/);
  });
});
