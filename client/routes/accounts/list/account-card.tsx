import { Link } from 'react-router';
import { Table, WarningText } from '../../../components/govuk/index.ts';
import type { AccountCard as Card } from './card-types.ts';

// One card of the accounts list (spec 2 §2): by account type, with link names that stay unique on the page (the
// visible 'Account details' is followed by the account, visually hidden, for screen reader link lists).

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{term}</dt>
      <dd className="govuk-summary-list__value">{value}</dd>
    </div>
  );
}

const ACTION_TEXT = { withdraw: 'Withdraw', notice: 'Give notice' } as const;

function LatestTransactions({ card }: { card: Card }) {
  const headingId = `latest-${card.id}`;
  return (
    <>
      <h3 className="govuk-heading-s" id={headingId}>
        Latest transactions
      </h3>
      {card.latest === 'unavailable' ? (
        <p className="govuk-body">Sorry, we cannot show the latest transactions at the moment.</p>
      ) : !card.latest || card.latest.length === 0 ? (
        <p className="govuk-body">Nothing in or out in the last month</p>
      ) : (
        <Table
          classes="app-account-card__transactions"
          attributes={{ 'aria-labelledby': headingId }}
          head={[{ text: 'Date' }, { text: 'Amount', format: 'numeric' }]}
          rows={card.latest.map((transaction) => [
            { text: transaction.date },
            { text: transaction.amount, format: 'numeric' },
          ])}
        />
      )}
    </>
  );
}

export function AccountCard({ card }: { card: Card }) {
  const title = card.name ?? `Closed account ${card.number}`;
  // Who the links are for, for link lists read out of context.
  const forWhom = card.name ? `${card.name}, account ${card.number}` : `closed account ${card.number}`;
  return (
    <li className="app-account-card">
      <h2 className="govuk-heading-m app-account-card__title">{title}</h2>
      {card.unsupportedType ? (
        <WarningText text={`Account type ${card.unsupportedType} not supported`} />
      ) : null}
      <dl className="govuk-summary-list govuk-summary-list--no-border app-account-card__summary">
        <Row term="Account number" value={card.number} />
        {card.sortCode ? <Row term="Sort code" value={card.sortCode} /> : null}
        {card.company ? <Row term="Company" value={card.company} /> : null}
        {card.balance !== null ? <Row term="Balance" value={card.balance} /> : null}
        {card.status === 'Closed' ? (
          <>
            <Row term="Opened" value={card.opened ?? 'Not known'} />
            <Row term="Closed" value={card.closed ?? 'Not known'} />
          </>
        ) : null}
      </dl>
      {card.maturesOn ? <p className="govuk-body">Matures on {card.maturesOn}</p> : null}
      {card.latest !== null ? <LatestTransactions card={card} /> : null}
      <p className="govuk-body app-account-card__links">
        <Link className="govuk-link" to={`/accounts/details/${card.id}`}>
          Account details<span className="govuk-visually-hidden"> for {forWhom}</span>
        </Link>
        {card.action ? (
          <Link className="govuk-link" to={card.action.href}>
            {ACTION_TEXT[card.action.kind]}
            <span className="govuk-visually-hidden">
              {card.action.kind === 'withdraw' ? ' from ' : ' on '}
              {forWhom}
            </span>
          </Link>
        ) : null}
      </p>
    </li>
  );
}
