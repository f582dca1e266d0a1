import type { DayGroup } from '#shared/domain/transactions.ts';
import { Table } from '../../../components/govuk/index.ts';

/**
 * The transactions grouped by day (spec 2 §2): a heading per day ('Today', 'Yesterday' or DD MMM YYYY) and a table of
 * that day's rows. Each row has the decorative initial-letter badge (hidden from assistive technology: the
 * description says the same), the description, the amount and the balance after it. Under 40em the table cells stack
 * (see _app-transactions.scss), so nothing scrolls sideways at 320 px.
 */
export function TransactionList({ groups }: { groups: DayGroup[] }) {
  if (groups.length === 0) {
    return <p className="govuk-body app-transactions__empty">There are no transactions available</p>;
  }
  return (
    <div className="app-transactions">
      {groups.map((group) => {
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
                { text: 'Description', classes: 'app-transactions__description-header' },
                { text: 'Amount', format: 'numeric' },
                { text: 'Balance', format: 'numeric' },
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
                { text: row.amount, format: 'numeric', attributes: { 'data-label': 'Amount' } },
                {
                  text: row.balance ?? 'Not available',
                  format: 'numeric',
                  attributes: { 'data-label': 'Balance' },
                },
              ])}
            />
          </div>
        );
      })}
    </div>
  );
}
