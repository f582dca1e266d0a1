import { Table, WarningText } from '../../../components/govuk/index.ts';
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
        <Table
          classes="app-transactions__table"
          attributes={{ 'aria-labelledby': 'interest-history-heading' }}
          head={[{ text: 'Period' }, { text: 'Annual interest rate', format: 'numeric' }]}
          rows={rates.map((rate) => [
            {
              text: `${formatDate(rate.from, 'DD MMM YYYY')} to ${rate.to ? formatDate(rate.to, 'DD MMM YYYY') : 'Present'}`,
            },
            { text: rate.rate, format: 'numeric', attributes: { 'data-label': 'Annual interest rate' } },
          ])}
        />
      )}
    </section>
  );
}
