import { useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/apply.ts';
import { DEPOSIT_METHODS, DEPOSIT_SOURCES } from '#shared/api/short-apply-choices.ts';
import {
  DOCUMENTS_PLACEHOLDER,
  INTEREST_FREQUENCY_OPTIONS,
  SHORT_APPLY_DEFAULTS,
  shortApplyMessages,
  YES_NO_OPTIONS,
} from '#shared/messages/short-apply.ts';
import { fillIn } from '#shared/content/managed.ts';
import { asOptions, managedOptions, optionLabel } from '#shared/content/managed-options.ts';
import { Checkboxes, Radios, SummaryList, Tag, type SummaryListRow } from '../../components/govuk/index.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import type { FormFailure } from '../../components/forms/use-validated-form.tsx';
import type { FieldError } from '#shared/forms/validate.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { OptionEditControls } from '../../components/managed-options.tsx';
import { useManagedMessage } from '../../components/managed-errors.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { LIST_PATH, productPath } from './paths.ts';

// Step 2 of 2, Review and submit (spec 3 §2 "Review screen", §5 "Review"; docs/money-journeys.md, Common guarantees,
// Short application; decision 026): every answer with a Change link, the four documents (opened through the portal,
// which records it, so the accuracy confirmation can be checked with JavaScript off), the interest choice when the
// product offers both, the two confirmations (never ticked for the customer) and 'Submit application' with the one-time
// key.

type ReviewData = Extract<Route.ComponentProps['loaderData'], { view: 'review' }>;

/**
 * The 'open the documents first' message names the documents not opened, so it cannot be looked up by its text: it
 * is shown in the managed wording of 'errors.documentsNotOpened' with the same names. Any other message is kept as
 * it is (the summary and the field's message show its published text). The list is kept when nothing changes.
 */
function withDocumentsNamed(errors: FieldError[], managedTemplate: string | undefined): FieldError[] {
  const template = SHORT_APPLY_DEFAULTS.errors.documentsNotOpened;
  if (managedTemplate === undefined || managedTemplate === template) return errors;
  const [before = '', after = ''] = template.split(DOCUMENTS_PLACEHOLDER);
  const named = (message: string) =>
    message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after)
      ? fillIn(managedTemplate, { documents: message.slice(before.length, message.length - after.length) })
      : message;
  return errors.some((error) => named(error.message) !== error.message)
    ? errors.map((error) => ({ ...error, message: named(error.message) }))
    : errors;
}

/** With JavaScript, a document opened in another tab shows as opened when the customer comes back to this tab. */
function useRevalidateOnReturn() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle')
        void revalidator.revalidate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [revalidator]);
}

export function ReviewStep({ data, failure }: { data: ReviewData; failure: FormFailure | undefined }) {
  useRevalidateOnReturn();
  const { product, details, organisation, documents, key, csrfToken, page } = data;
  const v = contentOf(page);
  const values = failure?.values ?? data.values;
  const documentsNotOpened = page.values['errors.documentsNotOpened'];
  // The same list while the answer is the same (the error summary takes focus when it gets a new one).
  const errors = useMemo(
    () => withDocumentsNamed(failure?.errors ?? [], documentsNotOpened),
    [failure?.errors, documentsNotOpened],
  );
  const managed = useManagedMessage();
  const errorFor = (field: string) => errors.find((error) => error.field === field)?.message;
  const stepOne = productPath(product.id, 'apply');
  const change = (field: string, name: string): SummaryListRow['actions'] => ({
    items: [{ href: `${stepOne}#${field}`, text: v('change'), visuallyHiddenText: name }],
  });
  const title = fillIn(v('title'), { product: product.name });
  const changed = details.orgDetailsChanged === 'yes';
  const rows: SummaryListRow[] = [
    {
      key: { text: v('accountRow') },
      value: { text: product.name },
      actions: { items: [{ href: LIST_PATH, text: v('change'), visuallyHiddenText: 'account' }] },
    },
    ...(organisation
      ? [
          {
            key: { text: v('organisationNameRow') },
            value: { text: organisation.name },
            actions: change('organisationSource', 'organisation'),
          },
          {
            key: { text: v('organisationAddressRow') },
            value: { text: <Lines lines={organisation.address} none={v('notHeld')} /> },
          },
          {
            key: { text: v('registeredOfficeRow') },
            value: { text: <Lines lines={organisation.registeredOffice} none={v('notHeld')} /> },
          },
        ]
      : []),
    {
      key: { text: v('detailsChangedRow') },
      value: { text: optionLabel(page, 'detailsChanged', YES_NO_OPTIONS, changed ? 'yes' : 'no') },
      actions: change('orgDetailsChanged', 'whether organisation details changed'),
    },
    ...(changed
      ? [
          {
            key: { text: v('whatChangedRow') },
            value: { text: <Lines lines={details.changes.split('\n')} none={v('notHeld')} /> },
            actions: change('organisationDetailsChangedInput', 'what has changed'),
          },
        ]
      : []),
    {
      key: { text: v('depositAmountRow') },
      value: { text: details.depositAmountText },
      actions: change('depositAmount', 'deposit amount'),
    },
    {
      key: { text: v('depositSourceRow') },
      value: { text: optionLabel(page, 'depositSource', asOptions(DEPOSIT_SOURCES), details.depositSource) },
      actions: change('depositSource', 'deposit source'),
    },
    {
      key: { text: v('depositMethodRow') },
      value: { text: optionLabel(page, 'depositMethod', asOptions(DEPOSIT_METHODS), details.depositMethod) },
      actions: change('depositMethod', 'deposit method'),
    },
  ];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={fillIn(v('reviewTitle'), { product: product.name })} hasErrors={errors.length > 0} />
        <FormErrorSummary errors={errors} />
        {data.failed ? <DangerAlert testId="application-failed">{managed(data.failed)}</DangerAlert> : null}
        <span className="govuk-caption-l">{v('stepTwoCaption')}</span>
        <h1 className="govuk-heading-l">{title}</h1>
        <EditControls page={page} keys={['stepTwoCaption', 'reviewTitle']} />
        <ManagedText page={page} name="content.checkHeading" as="h2" className="govuk-heading-m" />
        <SummaryList rows={rows} />
        <EditControls
          page={page}
          keys={[
            'change',
            'accountRow',
            'organisationNameRow',
            'organisationAddressRow',
            'registeredOfficeRow',
            'detailsChangedRow',
            'whatChangedRow',
            'depositAmountRow',
            'depositSourceRow',
            'depositMethodRow',
            'notHeld',
          ]}
        />

        <ManagedText page={page} name="content.documentsHeading" as="h2" className="govuk-heading-m" />
        <ManagedText page={page} name="content.documentsText" className="govuk-body" />
        <ul className="govuk-list" data-testid="documents">
          {documents.map((document) => (
            <li key={document.document} className="govuk-!-margin-bottom-3">
              <a className="govuk-link" href={document.href} target="_blank" rel="noreferrer noopener">
                {document.name} {v('opensInNewTab')}
              </a>{' '}
              {document.opened ? (
                <Tag classes="govuk-tag--green">{v('opened')}</Tag>
              ) : (
                <Tag classes="govuk-tag--grey">{v('notOpened')}</Tag>
              )}
            </li>
          ))}
        </ul>

        <ConfirmOnceForm
          action={productPath(product.id, 'review')}
          csrfToken={csrfToken}
          submissionKey={key}
          button={v('submit')}
          busyText={shortApplyMessages.submitting}
          secondary={{ href: stepOne, text: v('backToStepOne') }}
        >
          {product.frequency === 'both' ? (
            <Radios
              name="interestPaymentFrequency"
              idPrefix="interestPaymentFrequency"
              fieldset={{
                legend: {
                  text: v('frequencyLegend'),
                  classes: 'govuk-fieldset__legend--m',
                },
              }}
              value={values.interestPaymentFrequency}
              errorMessage={errorFor('interestPaymentFrequency')}
              items={managedOptions(page, 'interestFrequency', INTEREST_FREQUENCY_OPTIONS)}
            />
          ) : null}
          {product.frequency === 'both' ? <OptionEditControls page={page} group="interestFrequency" /> : null}
          <ManagedText page={page} name="content.confirmHeading" as="h2" className="govuk-heading-m" />
          <Checkboxes
            name="accuracyConfirm"
            idPrefix="accuracyConfirm"
            errorMessage={errorFor('accuracyConfirm')}
            values={values.accuracyConfirm ? ['yes'] : []}
            items={[
              {
                value: 'yes',
                text: fillIn(v('accuracyConfirm'), {
                  organisation: organisation?.name ?? v('accuracyOrganisation'),
                }),
                hint: { text: v('accuracyHint') },
              },
            ]}
          />
          <Checkboxes
            name="informationConfirm"
            idPrefix="informationConfirm"
            errorMessage={errorFor('informationConfirm')}
            values={values.informationConfirm ? ['yes'] : []}
            items={[
              {
                value: 'yes',
                text: v('informationConfirm'),
                hint: { text: v('informationHint') },
              },
            ]}
          />
          <ManagedText page={page} name="content.notSentYet" className="govuk-body" />
        </ConfirmOnceForm>
        <p className="govuk-body">
          <a className="govuk-link" href={LIST_PATH}>
            {v('cancel')}
          </a>
        </p>
        <EditControls
          page={page}
          keys={[
            'opensInNewTab',
            'opened',
            'notOpened',
            'frequencyLegend',
            'accuracyConfirm',
            'accuracyOrganisation',
            'accuracyHint',
            'informationConfirm',
            'informationHint',
            'submit',
            'backToStepOne',
            'cancel',
          ]}
        />
      </div>
    </div>
  );
}

function Lines({ lines, none }: { lines: string[]; none: string }) {
  if (lines.length === 0) return <>{none}</>;
  return (
    <>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>
          {line}
          {index < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </>
  );
}
