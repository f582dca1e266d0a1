import type { DayGroup } from '#shared/domain/transactions.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { Table } from '../../../components/govuk/index.ts';
import { EditControls } from '../../../components/managed-texts.tsx';
import { contentOf } from '../../../lib/managed-values.ts';
import { inTurns } from '../../../components/later-turn.tsx';

/** Rows the server renders in one turn of its event loop (a 1,020-row page would block it for about 50 ms). */
const ROWS_PER_TURN = 200;

/**
 * The transactions grouped by day (spec 2 §2): a heading per day ('Today', 'Yesterday' or DD MMM YYYY) and a table of
 * that day's rows. Each row has the decorative initial-letter badge (hidden from assistive technology: the
 * description says the same), the description, the amount and the balance after it. Under 40em the table cells stack
 * (see _app-transactions.scss), so nothing scrolls sideways at 320 px.
 */
export function TransactionList({ groups, page }: { groups: DayGroup[]; page: ManagedPage }) {
  const t = contentOf(page);
  if (groups.length === 0) {
    return (
      <>
        <p className="govuk-body app-transactions__empty">{t('noTransactions')}</p>
        <EditControls page={page} keys={['noTransactions']} />
      </>
    );
  }
  return (
    <div className="app-transactions">
      <EditControls page={page} keys={['description', 'amount', 'balance', 'notAvailable']} />
      {inTurns(
        groups,
        ROWS_PER_TURN,
        (part) =>
          part.map((group) => {
            const headingId = `day-${group.date}`;
            return (
              // A div, not a section: a landmark per day would crowd the landmarks list.
              <div key={group.date} className="app-transactions__day">
                <h3 className="govuk-heading-s app-transactions__day-heading" id={headingId}>
                  {group.heading}
                </h3>
                <Table
                  classes="app-transactions__table"
                  attributes={{ 'aria-labelledby': headingId }}
                  head={[
                    { text: t('description'), classes: 'app-transactions__description-header' },
                    { text: t('amount'), format: 'numeric' },
                    { text: t('balance'), format: 'numeric' },
                  ]}
                  rows={group.rows.map((row) => [
                    {
                      text: (
                        <span className="app-transactions__description">
                          <span className="app-transactions__badge" aria-hidden="true">
                            {row.initial}
                          </span>
                          <span>{row.description}</span>
                        </span>
                      ),
                    },
                    { text: row.amount, format: 'numeric', attributes: { 'data-label': t('amount') } },
                    {
                      text: row.balance ?? t('notAvailable'),
                      format: 'numeric',
                      attributes: { 'data-label': t('balance') },
                    },
                  ])}
                />
              </div>
            );
          }),
        (group) => group.rows.length,
      )}
    </div>
  );
}
