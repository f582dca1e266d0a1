import type { DayGroup } from '#shared/domain/transactions.ts';

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
            <table className="govuk-table app-transactions__table" aria-labelledby={headingId}>
              <thead className="govuk-table__head">
                <tr className="govuk-table__row">
                  <th scope="col" className="govuk-table__header app-transactions__description-header">
                    Description
                  </th>
                  <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                    Amount
                  </th>
                  <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody className="govuk-table__body">
                {group.rows.map((row) => (
                  <tr key={row.key} className="govuk-table__row">
                    <td className="govuk-table__cell">
                      <span className="app-transactions__description">
                        <span className="app-transactions__badge" aria-hidden="true">
                          {row.initial}
                        </span>
                        <span>{row.description}</span>
                      </span>
                    </td>
                    <td className="govuk-table__cell govuk-table__cell--numeric" data-label="Amount">
                      {row.amount}
                    </td>
                    <td className="govuk-table__cell govuk-table__cell--numeric" data-label="Balance">
                      {row.balance ?? 'Not available'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
