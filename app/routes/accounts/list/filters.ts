// The accounts list's view state (spec 2 §2 "Accounts list screen"): list or grid mode, the Active/Closed filter and
// 'Filter by company'. Pure functions of the accounts and the URL query, so the server renders every state from a
// plain GET (no JavaScript needed) and the same links navigate client-side with it. Decision 013 records the readings.

export type ListMode = 'list' | 'grid';
export type ListStatus = 'Active' | 'Closed';

/** What the URL asks for. Defaults (list, Active, every company) are left out of URLs. */
export type ListQuery = { mode: ListMode; status: ListStatus; company: string | null };

/** The two facts of an account that the filters look at. */
export type Filterable = { status: ListStatus; company: string | null };

export const LIST_PATH = '/accounts/list';

/** Reads the query tolerantly: anything unknown falls back to the default, case is forgiven. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const mode = params.get('mode')?.toLowerCase() === 'grid' ? 'grid' : 'list';
  const status = params.get('status')?.toLowerCase() === 'closed' ? 'Closed' : 'Active';
  const company = params.get('company')?.trim() || null;
  return { mode, status, company };
}

/** The URL of a view: only the non-default parts, in a fixed order (status, company, mode). */
export function listHref(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.status === 'Closed') params.set('status', 'Closed');
  if (query.company) params.set('company', query.company);
  if (query.mode === 'grid') params.set('mode', 'grid');
  const search = params.toString();
  return search ? `${LIST_PATH}?${search}` : LIST_PATH;
}

/** An upstream AccountStatus as the filter's value: only 'Closed' (any case) is closed. */
export function toListStatus(accountStatus: string | null | undefined): ListStatus {
  return accountStatus?.trim().toLowerCase() === 'closed' ? 'Closed' : 'Active';
}

/** The distinct company names of the accounts, in the order they first appear (upstream's account order). */
export function companiesOf(accounts: readonly Filterable[]): string[] {
  return [...new Set(accounts.map((account) => account.company).filter((name): name is string => !!name))];
}

/**
 * The company filter a view really applies: the chosen company while an account of it is in the view's status,
 * otherwise none (spec 2 §2: switching to Active clears a company with no active account; the same holds for
 * Closed, and for a stale or hand-made URL).
 */
export function effectiveCompany(
  accounts: readonly Filterable[],
  status: ListStatus,
  company: string | null,
): string | null {
  if (!company) return null;
  return accounts.some((account) => account.status === status && account.company === company)
    ? company
    : null;
}

export type ListView<T extends Filterable> = {
  /** The query as applied: company cleared when it has no account here, mode 'list' when there is no choice. */
  query: ListQuery;
  /** The cards to show, in upstream's order. */
  shown: T[];
  /** Companies of the accounts with the selected status: the 'Filter by company' options. */
  companies: string[];
  /** The list/grid toggle: more than one card to lay out (spec 2 §2). */
  showModeToggle: boolean;
  /**
   * The Active/Closed toggle: Closed is selected, or the status filter is in effect, i.e. it hides at least one of
   * the customer's accounts (decision 013).
   */
  showStatusToggle: boolean;
  /** 'Filter by company' is offered when the view has at least one company to choose. */
  showCompanyFilter: boolean;
  /** Where each toggle choice leads. */
  hrefs: { status: Record<ListStatus, string>; mode: Record<ListMode, string>; clearCompany: string };
};

/** Everything the accounts list renders, from the customer's accounts and the URL query. */
export function listView<T extends Filterable>(accounts: readonly T[], requested: ListQuery): ListView<T> {
  const { status } = requested;
  const inStatus = accounts.filter((account) => account.status === status);
  const company = effectiveCompany(accounts, status, requested.company);
  const shown = company ? inStatus.filter((account) => account.company === company) : inStatus;
  const showModeToggle = shown.length > 1;
  const query: ListQuery = { status, company, mode: showModeToggle ? requested.mode : 'list' };
  const switchStatus = (target: ListStatus): string =>
    listHref({
      ...query,
      mode: requested.mode,
      status: target,
      company: effectiveCompany(accounts, target, company),
    });
  const companies = companiesOf(inStatus);
  return {
    query,
    shown,
    companies,
    showModeToggle,
    showStatusToggle: status === 'Closed' || inStatus.length < accounts.length,
    showCompanyFilter: companies.length > 0,
    hrefs: {
      status: { Active: switchStatus('Active'), Closed: switchStatus('Closed') },
      mode: { list: listHref({ ...query, mode: 'list' }), grid: listHref({ ...query, mode: 'grid' }) },
      clearCompany: listHref({ ...query, mode: requested.mode, company: null }),
    },
  };
}
