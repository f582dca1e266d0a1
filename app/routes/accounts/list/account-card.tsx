import { Link } from 'react-router';
import { Table, WarningText } from '../../../components/govuk/index.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { fillIn } from '#shared/content/managed.ts';
import { NOT_AVAILABLE } from '#shared/messages/account-details.ts';
import { EditControls } from '../../../components/managed-texts.tsx';
import { contentOf } from '../../../lib/managed-values.ts';
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

const ACTION_KEYS = {
  withdraw: { text: 'withdraw', hidden: 'withdrawHidden' },
  notice: { text: 'giveNotice', hidden: 'giveNoticeHidden' },
} as const;

function LatestTransactions({ card, page }: { card: Card; page: ManagedPage }) {
  const t = contentOf(page);
  const headingId = `latest-${card.id}`;
  return (
    <>
      <h3 className="govuk-heading-s" id={headingId}>
        {t('latestHeading')}
      </h3>
      {card.latest === 'unavailable' ? (
        <p className="govuk-body">{t('latestUnavailable')}</p>
      ) : !card.latest || card.latest.length === 0 ? (
        <p className="govuk-body">{t('latestNone')}</p>
      ) : (
        <Table
          classes="app-account-card__transactions"
          attributes={{ 'aria-labelledby': headingId }}
          head={[{ text: t('date') }, { text: t('amount'), format: 'numeric' }]}
          rows={card.latest.map((transaction) => [
            { text: transaction.date },
            { text: transaction.amount, format: 'numeric' },
          ])}
        />
      )}
      <EditControls
        page={page}
        keys={[
          'latestHeading',
          card.latest === 'unavailable'
            ? 'latestUnavailable'
            : !card.latest || card.latest.length === 0
              ? 'latestNone'
              : 'date',
          ...(Array.isArray(card.latest) && card.latest.length > 0 ? ['amount'] : []),
        ]}
      />
    </>
  );
}

export function AccountCard({ card, page }: { card: Card; page: ManagedPage }) {
  const t = contentOf(page);
  const title = card.name ?? fillIn(t('closedAccount'), { number: card.number });
  // Who the links are for, for link lists read out of context.
  const forWhom = card.name
    ? fillIn(t('forAccount'), { name: card.name, number: card.number })
    : fillIn(t('forClosedAccount'), { number: card.number });
  return (
    <li className="app-account-card">
      <h2 className="govuk-heading-m app-account-card__title">{title}</h2>
      {card.unsupportedType ? (
        <WarningText text={fillIn(t('notSupported'), { type: card.unsupportedType })} />
      ) : null}
      <dl className="govuk-summary-list govuk-summary-list--no-border app-account-card__summary">
        <Row term={t('accountNumber')} value={card.number} />
        {card.sortCode ? <Row term={t('sortCode')} value={card.sortCode} /> : null}
        {card.company ? <Row term={t('company')} value={card.company} /> : null}
        {card.balance !== null ? (
          <Row
            term={t('balance')}
            value={card.balance === NOT_AVAILABLE ? t('notAvailable') : card.balance}
          />
        ) : null}
        {card.status === 'Closed' ? (
          <>
            <Row term={t('opened')} value={card.opened ?? t('notKnown')} />
            <Row term={t('closed')} value={card.closed ?? t('notKnown')} />
          </>
        ) : null}
      </dl>
      <EditControls
        page={page}
        keys={[
          ...(card.name ? [] : ['closedAccount']),
          ...(card.unsupportedType ? ['notSupported'] : []),
          'accountNumber',
          ...(card.sortCode ? ['sortCode'] : []),
          ...(card.company ? ['company'] : []),
          ...(card.balance !== null ? ['balance'] : []),
          ...(card.balance === NOT_AVAILABLE ? ['notAvailable'] : []),
          ...(card.status === 'Closed' ? ['opened', 'closed', 'notKnown'] : []),
        ]}
      />
      {card.maturesOn ? (
        <>
          <p className="govuk-body">{fillIn(t('maturesOn'), { date: card.maturesOn })}</p>
          <EditControls page={page} keys={['maturesOn']} />
        </>
      ) : null}
      {card.latest !== null ? <LatestTransactions card={card} page={page} /> : null}
      <p className="govuk-body app-account-card__links">
        <Link className="govuk-link" to={`/accounts/details/${card.id}`}>
          {t('detailsLink')}
          <span className="govuk-visually-hidden"> {fillIn(t('detailsHidden'), { account: forWhom })}</span>
        </Link>
        {card.action ? (
          <Link className="govuk-link" to={card.action.href}>
            {t(ACTION_KEYS[card.action.kind].text)}
            <span className="govuk-visually-hidden">
              {' '}
              {fillIn(t(ACTION_KEYS[card.action.kind].hidden), { account: forWhom })}
            </span>
          </Link>
        ) : null}
      </p>
      <EditControls
        page={page}
        keys={[
          'forAccount',
          'detailsLink',
          'detailsHidden',
          ...(card.action ? [ACTION_KEYS[card.action.kind].text, ACTION_KEYS[card.action.kind].hidden] : []),
        ]}
      />
    </li>
  );
}
