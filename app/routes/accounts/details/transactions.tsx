import { useSyncExternalStore } from 'react';
import { Link, data } from 'react-router';
import type { Route } from './+types/transactions.ts';
import { groupByDay, olderChosenRange, pageSize } from '#shared/domain/transactions.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { KEEP_PLACE } from '../../../lib/navigation-focus.ts';
import { FormErrorSummary } from '../../../components/forms/form-error-summary.tsx';
import { app } from '../../../lib/route-helpers.server.ts';
import { AccountDetailsFrame, TAB_KEYS, accountPageTitle, frameHasErrors } from './frame.tsx';
import { fillIn } from '#shared/content/managed.ts';
import { EditControls } from '../../../components/managed-texts.tsx';
import { ManagedErrors } from '../../../components/managed-errors.tsx';
import { contentOf } from '../../../lib/managed-values.ts';
import { loadAccountFrame } from './frame.server.ts';
import { DateRangeForm } from './date-range-form.tsx';
import { InterestHistory } from './interest-history.tsx';
import { TransactionList } from './transaction-list.tsx';
import {
  fetchInterestHistory,
  fetchTransactions,
  rangeParams,
  readTransactionsQuery,
} from './transactions.server.ts';
import { NO_HYDRATION } from '../../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** The Transactions tab (spec 2 §2, §4, §9). Everything is in the URL, so each state is a link that works without JS. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = app(context);
  // The frame finds the account (or 404s) and sends a closed account to Statements (spec 2 §2).
  const frame = await loadAccountFrame(ctx, request, params.id, 'transactions');
  const { account } = frame;
  const base = `/accounts/details/${frame.view.id}`;

  const url = new URL(request.url);
  const query = readTransactionsQuery(ctx, url);
  const [page, rates] = await Promise.all([
    query.failure ? null : fetchTransactions(ctx, account, query.range, pageSize(query.count)),
    fetchInterestHistory(ctx, account),
  ]);

  const link = (changes: Record<string, string | null>, hash = ''): string => {
    const next = new URLSearchParams(url.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    const search = next.toString();
    return `${base}/transactions${search ? `?${search}` : ''}${hash}`;
  };
  const chosen = query.chosen;
  const opened = account.ExtendedProperties?.DateOpened ?? null;
  // Older rows may exist when upstream said so, or when the range starts after the account opened (unknown: maybe).
  const mayHaveOlder =
    page !== null && (page.moreInRange || opened === null || opened.slice(0, 10) < query.range.from);
  const olderLink = !mayHaveOlder
    ? null
    : link(
        {
          ...(chosen ? rangeParams(olderChosenRange(chosen, query.count)) : {}),
          count: String(query.count + 1),
        },
        '#transactions-heading',
      );
  const csvQuery = new URLSearchParams(
    chosen ? { from: chosen.from, to: chosen.to } : { count: String(query.count) },
  );
  if (query.sort === 'asc') csvQuery.set('sort', 'asc');

  // An invalid range answers 400, like any form that failed validation (the page still renders, with the errors).
  const status = query.failure ? 400 : 200;
  return data(
    {
      frame,
      action: `${base}/transactions`,
      sort: query.sort,
      errors: query.failure?.errors ?? [],
      values: query.failure?.values ?? rangeParams(query.range),
      groups: page ? groupByDay(page.rows, query.today, query.sort, account.CurrencyCode ?? 'GBP') : null,
      sortLink: link({ sort: query.sort === 'desc' ? 'asc' : 'desc' }, '#transactions-heading'),
      olderLink,
      csvLink: `${base}/transactions.csv?${csvQuery.toString()}`,
      rates,
    },
    { status },
  );
}

const noSubscription = () => () => {};

/** The Print button needs JavaScript (window.print); without it the browser's own Print uses the same stylesheet. */
function PrintButton({ text }: { text: string }) {
  // false in the server's HTML, true once hydrated: the button appears only where it can work.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="govuk-button govuk-button--secondary app-print-hide"
      onClick={() => window.print()}
    >
      {text}
    </button>
  );
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const { frame } = data;
  const { page } = frame;
  const t = contentOf(page);
  const hasErrors = data.errors.length > 0 || frameHasErrors(frame);
  return (
    <ManagedErrors page={page}>
      <PageTitle page={accountPageTitle(frame, 'transactions')} hasErrors={hasErrors} />
      <FormErrorSummary errors={data.errors} />
      <AccountDetailsFrame frame={frame} tab="transactions">
        <h2 className="govuk-heading-m" id="transactions-heading">
          {t(TAB_KEYS.transactions)}
        </h2>
        <DateRangeForm
          key={JSON.stringify(data.values)}
          action={data.action}
          values={data.values}
          errors={data.errors}
          keep={data.sort === 'asc' ? { sort: 'asc' } : {}}
          page={page}
        />
        {data.groups ? (
          <>
            <div className="app-transactions__tools app-print-hide">
              {/* A live region: with JavaScript, sorting and 'Show older' keep focus where it was (KEEP_PLACE), so
                  this line says what changed. The link stands in its own paragraph, apart from the text. */}
              <p className="govuk-body" role="status">
                {fillIn(t('showing'), {
                  count: shownRows(data.groups),
                  order: t(data.sort === 'desc' ? 'newest' : 'oldest'),
                })}
              </p>
              <p className="govuk-body">
                <Link className="govuk-link" to={data.sortLink} {...KEEP_PLACE} data-keep-place="sort">
                  {t(data.sort === 'desc' ? 'sortOldestFirst' : 'sortNewestFirst')}
                </Link>
              </p>
              {/* data-print-text: the managed wording for the Print button a page without React gets from its script. */}
              <div className="govuk-button-group" data-print-text={t('print')}>
                {/* A plain link, not <Link>: the CSV is a download from a resource route, with or without JS. */}
                <a className="govuk-button govuk-button--secondary" href={data.csvLink} download>
                  {t('exportCsv')}
                </a>
                <PrintButton text={t('print')} />
              </div>
              <EditControls
                page={page}
                keys={[
                  'showing',
                  data.sort === 'desc' ? 'newest' : 'oldest',
                  data.sort === 'desc' ? 'sortOldestFirst' : 'sortNewestFirst',
                  'exportCsv',
                  'print',
                ]}
              />
            </div>
            <TransactionList groups={data.groups} page={page} />
            <div className="govuk-button-group app-print-hide">
              {data.olderLink ? (
                <Link
                  className="govuk-button govuk-button--secondary"
                  to={data.olderLink}
                  {...KEEP_PLACE}
                  data-keep-place="older"
                >
                  {t('showOlder')}
                </Link>
              ) : null}
              <a className="govuk-link" href="#main-content">
                {t('backToTop')}
              </a>
            </div>
            <EditControls page={page} keys={[...(data.olderLink ? ['showOlder'] : []), 'backToTop']} />
          </>
        ) : null}
        <InterestHistory rates={data.rates} page={page} />
      </AccountDetailsFrame>
    </ManagedErrors>
  );
}

function shownRows(groups: readonly { rows: readonly unknown[] }[]): number {
  return groups.reduce((total, group) => total + group.rows.length, 0);
}
