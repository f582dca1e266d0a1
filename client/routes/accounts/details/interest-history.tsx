import { WarningText } from '../../../components/govuk/index.ts';
import { formatDate } from '#shared/domain/dates.ts';
import type { InterestRateRow } from '#shared/domain/transactions.ts';

/** 'Historic Interest Rates' (spec 2 §2): DateFrom to DateTo, or to 'Present' while the rate applies, and the rate. */
export function InterestHistory({ rates }: { rates: InterestRateRow[] | null }) {
  return (
    <section className="app-interest-history app-print-hide" aria-labelledby="interest-history-heading">
      <h2 className="govuk-heading-m" id="interest-history-heading">
        Historic Interest Rates
      </h2>
      {rates === null ? (
        <WarningText text="Historic interest rates are not available at the moment. Please try again later." />
      ) : rates.length === 0 ? (
        <p className="govuk-body">There is no interest rate history for this account.</p>
      ) : (
        <table className="govuk-table app-transactions__table" aria-labelledby="interest-history-heading">
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Period
              </th>
              <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                Annual interest rate
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {rates.map((rate) => (
              <tr key={rate.key} className="govuk-table__row">
                <td className="govuk-table__cell">
                  {formatDate(rate.from, 'DD MMM YYYY')} to{' '}
                  {rate.to ? formatDate(rate.to, 'DD MMM YYYY') : 'Present'}
                </td>
                <td
                  className="govuk-table__cell govuk-table__cell--numeric"
                  data-label="Annual interest rate"
                >
                  {rate.rate}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
