import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, escapeHtml, type Attributes } from './utils.tsx';

export interface SummaryListAction {
  href: string;
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  /** Visually hidden text after the link text, e.g. "name" in "Change<hidden> name</hidden>". */
  visuallyHiddenText?: string;
  classes?: string;
  attributes?: Attributes;
}

export interface SummaryListActions {
  items?: SummaryListAction[];
  classes?: string;
}

export interface SummaryListRow {
  classes?: string;
  key: { text?: ReactNode; html?: string; classes?: string };
  /** `attributes` go on the value's element (not in govuk-frontend's macro: a test id, say). */
  value: { text?: ReactNode; html?: string; classes?: string; attributes?: Attributes };
  actions?: SummaryListActions;
}

export interface SummaryCardTitle {
  text?: string;
  /** Raw HTML (trusted markup only). */
  html?: string;
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  classes?: string;
}

export interface SummaryCard {
  title?: SummaryCardTitle;
  actions?: SummaryListActions;
  classes?: string;
  attributes?: Attributes;
}

export interface SummaryListProps {
  rows: Array<SummaryListRow | null | undefined | false>;
  /** Wrap the list in a summary card. */
  card?: SummaryCard;
  /** e.g. "govuk-summary-list--no-border". */
  classes?: string;
  attributes?: Attributes;
}

function ActionLink({
  action,
  cardTitle,
}: {
  action: SummaryListAction;
  cardTitle?: SummaryCardTitle | undefined;
}) {
  const className = cx('govuk-link', action.classes);
  const hasCardTitle = Boolean(cardTitle && (cardTitle.html || cardTitle.text));
  const hasHidden = Boolean(action.visuallyHiddenText) || hasCardTitle;
  if (action.html || cardTitle?.html) {
    // Raw HTML involved: build the whole link content as HTML.
    const body = action.html || escapeHtml(String(action.text ?? ''));
    const title = cardTitle?.html || escapeHtml(cardTitle?.text ?? '');
    const hidden = hasHidden
      ? `<span class="govuk-visually-hidden">${action.visuallyHiddenText ? ` ${escapeHtml(action.visuallyHiddenText)}` : ''}${hasCardTitle ? ` (${title})` : ''}</span>`
      : '';
    return (
      <GovukLink
        className={className}
        href={action.href}
        {...action.attributes}
        dangerouslySetInnerHTML={{ __html: body + hidden }}
      />
    );
  }
  return (
    <GovukLink className={className} href={action.href} {...action.attributes}>
      {action.text}
      {hasHidden ? (
        <span className="govuk-visually-hidden">
          {action.visuallyHiddenText ? ` ${action.visuallyHiddenText}` : ''}
          {hasCardTitle ? ` (${cardTitle?.text ?? ''})` : ''}
        </span>
      ) : null}
    </GovukLink>
  );
}

/** govuk-frontend `govukSummaryList`, optionally as a summary card. */
export function SummaryList({ rows, card, classes, attributes }: SummaryListProps) {
  const anyRowHasActions = rows.some((row) => row && row.actions?.items && row.actions.items.length > 0);
  const list = (
    <dl className={cx('govuk-summary-list', classes)} {...attributes}>
      {rows.map((row, i) => {
        if (!row) return null;
        const items = row.actions?.items ?? [];
        return (
          <div
            key={i}
            className={cx(
              'govuk-summary-list__row',
              anyRowHasActions && !row.actions?.items && 'govuk-summary-list__row--no-actions',
              row.classes,
            )}
          >
            <dt
              className={cx('govuk-summary-list__key', row.key.classes)}
              {...contentProps(row.key.html, row.key.text)}
            />
            <dd
              className={cx('govuk-summary-list__value', row.value.classes)}
              {...row.value.attributes}
              {...contentProps(row.value.html, row.value.text)}
            />
            {items.length > 0 ? (
              <dd className={cx('govuk-summary-list__actions', row.actions?.classes)}>
                {items.length === 1 && items[0] ? (
                  <ActionLink action={items[0]} cardTitle={card?.title} />
                ) : (
                  <ul className="govuk-summary-list__actions-list">
                    {items.map((action, j) => (
                      <li className="govuk-summary-list__actions-list-item" key={j}>
                        <ActionLink action={action} cardTitle={card?.title} />
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
  if (!card) return list;

  const Heading = `h${card.title?.headingLevel || 2}` as const;
  const cardActions = card.actions?.items ?? [];
  return (
    <div className={cx('govuk-summary-card', card.classes)} {...card.attributes}>
      <div className="govuk-summary-card__title-wrapper">
        {card.title ? (
          <Heading
            className={cx('govuk-summary-card__title', card.title.classes)}
            {...contentProps(card.title.html, card.title.text)}
          />
        ) : null}
        {cardActions.length === 1 && cardActions[0] ? (
          <div className={cx('govuk-summary-card__actions', card.actions?.classes)}>
            <ActionLink action={cardActions[0]} cardTitle={card.title} />
          </div>
        ) : cardActions.length > 1 ? (
          <ul className={cx('govuk-summary-card__actions', card.actions?.classes)}>
            {cardActions.map((action, j) => (
              <li className="govuk-summary-card__action" key={j}>
                <ActionLink action={action} cardTitle={card.title} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="govuk-summary-card__content">{list}</div>
    </div>
  );
}
