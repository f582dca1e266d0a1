import { describe, expect, it } from '@jest/globals';
import {
  companiesOf,
  effectiveCompany,
  listHref,
  listView,
  parseListQuery,
  toListStatus,
  type Filterable,
  type ListQuery,
} from './filters.ts';

// The accounts list's filter rules (spec 2 §2, decision 013), with maya.many's companies.

type Row = Filterable & { id: string };
const row = (id: string, status: Row['status'], company: string | null): Row => ({ id, status, company });

const MAYA: Row[] = [
  row('everyday', 'Active', 'Maya Many'),
  row('notice', 'Active', 'Many Hands Ltd'),
  row('bond-1y', 'Active', 'Maya Many'),
  row('closed', 'Closed', 'Old Mill Trust'),
  row('loan', 'Active', 'Many Hands Ltd'),
];
const DEMO: Row[] = [
  row('easy', 'Active', 'Alex Saver'),
  row('notice', 'Active', 'Alex Saver'),
  row('bond', 'Active', 'Saver & Co Ltd'),
];

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  mode: 'list',
  status: 'Active',
  company: null,
  ...overrides,
});
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('parseListQuery and listHref', () => {
  it('reads the defaults from an empty query, and forgives case and junk', () => {
    expect(parseListQuery(new URLSearchParams(''))).toEqual(query());
    expect(
      parseListQuery(new URLSearchParams('status=closed&mode=GRID&company=%20Old%20Mill%20Trust%20')),
    ).toEqual(query({ status: 'Closed', mode: 'grid', company: 'Old Mill Trust' }));
    expect(parseListQuery(new URLSearchParams('status=pending&mode=table&company='))).toEqual(query());
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(listHref(query())).toBe('/accounts/list');
    const full = query({ status: 'Closed', company: 'Saver & Co Ltd', mode: 'grid' });
    const href = listHref(full);
    expect(href).toBe('/accounts/list?status=Closed&company=Saver+%26+Co+Ltd&mode=grid');
    expect(parseListQuery(new URL(href, 'http://localhost').searchParams)).toEqual(full);
  });
});

describe('statuses and companies', () => {
  it('treats only Closed (any case) as closed', () => {
    expect(toListStatus('Closed')).toBe('Closed');
    expect(toListStatus(' CLOSED ')).toBe('Closed');
    expect(toListStatus('Active')).toBe('Active');
    expect(toListStatus(null)).toBe('Active');
  });

  it('lists distinct companies in account order, skipping absent names', () => {
    expect(companiesOf([...MAYA, row('x', 'Active', null)])).toEqual([
      'Maya Many',
      'Many Hands Ltd',
      'Old Mill Trust',
    ]);
  });

  it('keeps a company only while an account of it has the status in view', () => {
    expect(effectiveCompany(MAYA, 'Closed', 'Old Mill Trust')).toBe('Old Mill Trust');
    expect(effectiveCompany(MAYA, 'Active', 'Old Mill Trust')).toBeNull();
    expect(effectiveCompany(MAYA, 'Active', 'Nobody Ltd')).toBeNull();
    expect(effectiveCompany(MAYA, 'Active', null)).toBeNull();
  });
});

describe('listView', () => {
  it('shows the active accounts, the companies among them, and both toggles when closed accounts exist', () => {
    const view = listView(MAYA, query());
    expect(ids(view.shown)).toEqual(['everyday', 'notice', 'bond-1y', 'loan']);
    expect(view.companies).toEqual(['Maya Many', 'Many Hands Ltd']);
    expect(view.showStatusToggle).toBe(true);
    expect(view.showModeToggle).toBe(true);
    expect(view.showCompanyFilter).toBe(true);
    expect(view.hrefs.status).toEqual({ Active: '/accounts/list', Closed: '/accounts/list?status=Closed' });
  });

  it('offers no Active/Closed toggle when nothing is closed, until Closed is asked for', () => {
    expect(listView(DEMO, query()).showStatusToggle).toBe(false);
    const closed = listView(DEMO, query({ status: 'Closed' }));
    expect(closed.showStatusToggle).toBe(true);
    expect(closed.shown).toEqual([]);
    expect(closed.showCompanyFilter).toBe(false);
    expect(closed.showModeToggle).toBe(false);
  });

  it('clears Old Mill Trust when switching from Closed to Active, since it has no active account', () => {
    const closed = listView(MAYA, query({ status: 'Closed', company: 'Old Mill Trust', mode: 'grid' }));
    expect(ids(closed.shown)).toEqual(['closed']);
    expect(closed.companies).toEqual(['Old Mill Trust']);
    expect(closed.query.company).toBe('Old Mill Trust');
    // The switch keeps the grid preference, drops the company.
    expect(closed.hrefs.status.Active).toBe('/accounts/list?mode=grid');
  });

  it('keeps a company across a status switch when it has accounts in both', () => {
    const rows = [...MAYA, row('closed-2', 'Closed', 'Maya Many')];
    const active = listView(rows, query({ company: 'Maya Many' }));
    expect(ids(active.shown)).toEqual(['everyday', 'bond-1y']);
    expect(active.hrefs.status.Closed).toBe('/accounts/list?status=Closed&company=Maya+Many');
    expect(active.hrefs.clearCompany).toBe('/accounts/list');
  });

  it('ignores a company that has no account in view', () => {
    const view = listView(MAYA, query({ company: 'Old Mill Trust' }));
    expect(view.query.company).toBeNull();
    expect(view.shown).toHaveLength(4);
  });

  it('uses list mode and hides the mode toggle with one card or none', () => {
    const one = listView(DEMO, query({ company: 'Saver & Co Ltd', mode: 'grid' }));
    expect(ids(one.shown)).toEqual(['bond']);
    expect(one.showModeToggle).toBe(false);
    expect(one.query.mode).toBe('list');
    // Clearing the company goes back to the grid the customer chose.
    expect(one.hrefs.clearCompany).toBe('/accounts/list?mode=grid');
    const none = listView([], query({ mode: 'grid' }));
    expect(none.showModeToggle).toBe(false);
    expect(none.showStatusToggle).toBe(false);
    expect(none.showCompanyFilter).toBe(false);
  });

  it('links each mode with the rest of the view kept', () => {
    const view = listView(MAYA, query({ company: 'Many Hands Ltd' }));
    expect(view.hrefs.mode).toEqual({
      list: '/accounts/list?company=Many+Hands+Ltd',
      grid: '/accounts/list?company=Many+Hands+Ltd&mode=grid',
    });
  });
});
