// The parts every money journey's steps share (spec 3 §2, §4, §7): the first step's frame, head and buttons, the
// review's confirm block and the confirmation's panel and last lines.
import type { ReactNode } from 'react';
import type { ManagedPage } from '#shared/content/managed.ts';
import type { FieldError } from '#shared/forms/validate.ts';
import { ManagedText } from '../managed-text.tsx';
import { EditControls } from '../managed-texts.tsx';
import { AccountSelector } from './account-selector.tsx';
import { Button, Panel } from '../govuk/index.ts';
import { ConfirmOnceForm } from '../forms/confirm-once-form.tsx';
import { FormErrorSummary } from '../forms/form-error-summary.tsx';
import { ManagedErrors } from '../managed-errors.tsx';
import { PageTitle } from '../page-title.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { fillIn } from '#shared/content/managed.ts';

/**
 * The frame of a money journey's first step: the page title (managed 'title', with the error prefix when `summary`
 * has errors), the error summary and then `children`, in the page's column. Messages show in their published wording
 * (the `errors` kind of the page's tag).
 */
export function FirstStep({
  page,
  summary,
  children,
}: {
  page: ManagedPage;
  summary: FieldError[];
  children: ReactNode;
}) {
  const t = contentOf(page);
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={t('title')} hasErrors={summary.length > 0} />
          <FormErrorSummary errors={summary} />
          {children}
        </div>
      </div>
    </ManagedErrors>
  );
}

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

/**
 * The end of a money journey's review step (spec 3 §2, §4, §7; docs/money-journeys.md, Common guarantees): the
 * managed 'nothing has happened yet' line, the confirm-once form that posts the review's one-time key, and the Cancel
 * link, with their Edit controls. `button` is the managed key of the button's text, filled in with `values`.
 */
export function ReviewConfirm({
  page,
  action,
  csrfToken,
  submissionKey,
  button,
  values,
  cancelHref,
}: {
  page: ManagedPage;
  action: string;
  csrfToken: string;
  submissionKey: string;
  button: string;
  values?: Record<string, string>;
  cancelHref: string;
}) {
  const t = contentOf(page);
  return (
    <>
      <ManagedText page={page} name="content.nothingYet" className="govuk-body" />
      <ConfirmOnceForm
        action={action}
        csrfToken={csrfToken}
        submissionKey={submissionKey}
        button={values ? fillIn(t(button), values) : t(button)}
        busyText={t('busy')}
      />
      <p className="govuk-body">
        <a className="govuk-link" href={cancelHref}>
          {t('cancel')}
        </a>
      </p>
      <EditControls page={page} keys={[button, 'busy', 'cancel']} />
    </>
  );
}

/**
 * The head of a money journey's confirmation (spec 3 §2, §4, §7): the page title, the step caption and the green
 * panel with the bank's reference under its managed label (none when the bank gave none).
 */
export function MovementPanel({
  page,
  title,
  pageTitle = title,
  reference,
}: {
  page: ManagedPage;
  title: string;
  /** The document title's page part, when it differs from the panel's title. */
  pageTitle?: string;
  reference: { label: string; value: string | null | undefined; testId: string };
}) {
  return (
    <>
      <PageTitle page={pageTitle} />
      <ManagedText page={page} name="content.step" as="span" className="govuk-caption-l" />
      <Panel titleText={title}>
        {reference.value ? (
          <>
            {reference.label}
            <br />
            <strong data-testid={reference.testId}>{reference.value}</strong>
          </>
        ) : null}
      </Panel>
    </>
  );
}

/**
 * The end of a money journey's confirmation: the managed 'keep this reference' text and the button back to the
 * accounts list (managed 'back'; its Edit control goes with the page's others).
 */
export function ConfirmationEnd({ page }: { page: ManagedPage }) {
  const t = contentOf(page);
  return (
    <>
      <ManagedText page={page} name="content.keepReference" className="govuk-body" />
      <a className="govuk-button" href="/accounts/list">
        {t('back')}
      </a>
    </>
  );
}
