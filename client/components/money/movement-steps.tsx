import type { ReactNode } from 'react';
import type { ManagedPage } from '#shared/content/managed.ts';
import { ManagedText } from '../managed-text.tsx';
import { EditControls } from '../managed-texts.tsx';
import { AccountSelector } from './account-selector.tsx';
import { Button } from '../govuk/index.ts';
import { contentOf } from '../../lib/managed-values.ts';

/** One row of the facts list: its managed label's key, its value, and the row value's test id. */
export type MovementFact = { key: string; value: ReactNode; testId?: string };

/**
 * The head of a money journey's first step (spec 3 §2): the step caption and h1 (managed 'step' and 'title'), the
 * account selector, and the facts about the account as a borderless summary list whose labels are managed texts
 * (their Edit controls after the list, with the selector's label and `editKeys`).
 */
export function MovementHead({
  page,
  action,
  options,
  selected,
  facts,
  testId,
  editKeys = [],
}: {
  page: ManagedPage;
  action: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  selected: string;
  facts: ReadonlyArray<MovementFact | null | false>;
  testId: string;
  editKeys?: readonly string[];
}) {
  const t = contentOf(page);
  const rows = facts.filter((fact): fact is MovementFact => Boolean(fact));
  return (
    <>
      <ManagedText page={page} name="content.step" as="span" className="govuk-caption-l" />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <AccountSelector
        action={action}
        label={t('selectorLabel')}
        options={options}
        selected={selected}
        page={page}
      />
      <dl className="govuk-summary-list govuk-summary-list--no-border" data-testid={testId}>
        {rows.map((fact) => (
          <div className="govuk-summary-list__row" key={fact.key}>
            <dt className="govuk-summary-list__key">{t(fact.key)}</dt>
            <dd className="govuk-summary-list__value" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <EditControls page={page} keys={['selectorLabel', ...rows.map((fact) => fact.key), ...editKeys]} />
    </>
  );
}

/** A money journey's first-step buttons: Continue (submits) and the Cancel link, their texts the page's managed ones. */
export function ContinueOrCancel({ page, cancelHref }: { page: ManagedPage; cancelHref: string }) {
  const t = contentOf(page);
  return (
    <div className="govuk-button-group">
      <Button preventDoubleClick>{t('continue')}</Button>
      <a className="govuk-link" href={cancelHref}>
        {t('cancel')}
      </a>
    </div>
  );
}
