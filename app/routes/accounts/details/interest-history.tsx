import { Table, WarningText } from '../../../components/govuk/index.ts';
import { formatDate } from '#shared/domain/dates.ts';
import type { InterestRateRow } from '#shared/domain/transactions.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { EditControls } from '../../../components/managed-texts.tsx';
import { contentOf } from '../../../lib/managed-values.ts';

/** 'Historic Interest Rates' (spec 2 §2): DateFrom to DateTo, or to 'Present' while the rate applies, and the rate. */
export function InterestHistory({ rates, page }: { rates: InterestRateRow[] | null; page: ManagedPage }) {
  const t = contentOf(page);
  return (
    <section className="app-interest-history app-print-hide" aria-labelledby="interest-history-heading">
      <h2 className="govuk-heading-m" id="interest-history-heading">
        {t('interestHeading')}
      </h2>
      <EditControls page={page} keys={['interestHeading']} />
      {rates === null ? (
        <WarningText text={t('interestUnavailable')} />
      ) : rates.length === 0 ? (
        <p className="govuk-body">{t('interestNone')}</p>
      ) : (
        <Table
          classes="app-transactions__table"
          attributes={{ 'aria-labelledby': 'interest-history-heading' }}
          head={[{ text: t('period') }, { text: t('annualRate'), format: 'numeric' }]}
          rows={rates.map((rate) => [
            {
              text: fillIn(t('periodText'), {
                from: formatDate(rate.from, 'DD MMM YYYY'),
                to: rate.to ? formatDate(rate.to, 'DD MMM YYYY') : t('present'),
              }),
            },
            { text: rate.rate, format: 'numeric', attributes: { 'data-label': t('annualRate') } },
          ])}
        />
      )}
      <EditControls
        page={page}
        keys={
          rates === null
            ? ['interestUnavailable']
            : rates.length === 0
              ? ['interestNone']
              : ['period', 'periodText', 'present', 'annualRate']
        }
      />
    </section>
  );
}
