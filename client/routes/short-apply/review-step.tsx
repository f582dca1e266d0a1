import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/apply.ts';
import { INTEREST_FREQUENCIES } from '#shared/api/short-apply.ts';
import { shortApplyMessages } from '#shared/messages/short-apply.ts';
import { Checkboxes, Radios, SummaryList, Tag, type SummaryListRow } from '../../components/govuk/index.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import type { FormFailure } from '../../components/forms/use-validated-form.tsx';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { PageTitle } from '../../components/page-title.tsx';

// Step 2 of 2, Review and submit (spec 3 §2 "Review screen", §5 "Review"; SPEC3-NOTES SAFE-02..08, APPLY-02, APPLY-03,
// APPLY-08): every answer with a Change link, the four documents (opened through the portal, which records it, so
// the accuracy confirmation can be checked with JavaScript off), the interest choice when the product offers both,
// the two confirmations (never ticked for the customer) and 'Submit application' with the one-time key.

type ReviewData = Extract<Route.ComponentProps['loaderData'], { view: 'review' }>;

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
  const { product, details, organisation, documents, key, csrfToken } = data;
  const values = failure?.values ?? data.values;
  const errors = failure?.errors ?? [];
  const errorFor = (field: string) => errors.find((error) => error.field === field)?.message;
  const stepOne = `/short-apply/index/${product.id}?stage=apply`;
  const change = (field: string, name: string): SummaryListRow['actions'] => ({
    items: [{ href: `${stepOne}#${field}`, text: 'Change', visuallyHiddenText: name }],
  });
  const title = `Apply for ${product.name}`;
  const changed = details.orgDetailsChanged === 'yes';
  const rows: SummaryListRow[] = [
    {
      key: { text: 'Account' },
      value: { text: product.name },
      actions: { items: [{ href: '/short-apply/index', text: 'Change', visuallyHiddenText: 'account' }] },
    },
    ...(organisation
      ? [
          {
            key: { text: 'Organisation name' },
            value: { text: organisation.name },
            actions: change('organisationSource', 'organisation'),
          },
          {
            key: { text: 'Organisation address' },
            value: { text: <Lines lines={organisation.address} /> },
          },
          {
            key: { text: 'Registered office' },
            value: { text: <Lines lines={organisation.registeredOffice} /> },
          },
        ]
      : []),
    {
      key: { text: 'Organisation details changed' },
      value: { text: changed ? 'Yes' : 'No' },
      actions: change('orgDetailsChanged', 'whether organisation details changed'),
    },
    ...(changed
      ? [
          {
            key: { text: 'What has changed' },
            value: { text: <Lines lines={details.changes.split('\n')} /> },
            actions: change('organisationDetailsChangedInput', 'what has changed'),
          },
        ]
      : []),
    {
      key: { text: 'Deposit amount' },
      value: { text: details.depositAmountText },
      actions: change('depositAmount', 'deposit amount'),
    },
    {
      key: { text: 'Deposit source' },
      value: { text: details.depositSource },
      actions: change('depositSource', 'deposit source'),
    },
    {
      key: { text: 'Deposit method' },
      value: { text: details.depositMethod },
      actions: change('depositMethod', 'deposit method'),
    },
  ];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={`Review and submit - ${title}`} hasErrors={errors.length > 0} />
        <FormErrorSummary errors={errors} />
        {data.failed ? <DangerAlert testId="application-failed">{data.failed}</DangerAlert> : null}
        <span className="govuk-caption-l">Step 2 of 2: Review and submit</span>
        <h1 className="govuk-heading-l">{title}</h1>
        <h2 className="govuk-heading-m">Check your answers</h2>
        <SummaryList rows={rows} />

        <h2 className="govuk-heading-m">Read the account documents</h2>
        <p className="govuk-body">
          Open the Account Terms &amp; Conditions, the Summary Box and the Tariff of Charges before you
          confirm below. Each opens in a new tab.
        </p>
        <ul className="govuk-list" data-testid="documents">
          {documents.map((document) => (
            <li key={document.document} className="govuk-!-margin-bottom-3">
              <a className="govuk-link" href={document.href} target="_blank" rel="noreferrer noopener">
                {document.name} (opens in new tab)
              </a>{' '}
              {document.opened ? (
                <Tag classes="govuk-tag--green">Opened</Tag>
              ) : (
                <Tag classes="govuk-tag--grey">Not opened yet</Tag>
              )}
            </li>
          ))}
        </ul>

        <ConfirmOnceForm
          action={`/short-apply/index/${product.id}?stage=review`}
          csrfToken={csrfToken}
          submissionKey={key}
          button="Submit application"
          busyText={shortApplyMessages.submitting}
          secondary={{ href: stepOne, text: 'Back to step 1' }}
        >
          {product.frequency === 'both' ? (
            <Radios
              name="interestPaymentFrequency"
              idPrefix="interestPaymentFrequency"
              fieldset={{
                legend: {
                  text: 'When would you like us to pay your interest?',
                  classes: 'govuk-fieldset__legend--m',
                },
              }}
              value={values.interestPaymentFrequency}
              errorMessage={errorFor('interestPaymentFrequency')}
              items={Object.entries(INTEREST_FREQUENCIES).map(([code, text]) => ({ value: code, text }))}
            />
          ) : null}
          <h2 className="govuk-heading-m">Confirm and submit</h2>
          <Checkboxes
            name="accuracyConfirm"
            idPrefix="accuracyConfirm"
            errorMessage={errorFor('accuracyConfirm')}
            values={values.accuracyConfirm ? ['yes'] : []}
            items={[
              {
                value: 'yes',
                text: `I confirm that the information I have given is accurate, that I am authorised to make this application on behalf of ${organisation?.name ?? 'the organisation'} and that I have the legal authority to do so. I have read the Account Terms & Conditions, the Summary Box and the Tariff of Charges.`,
                hint: { text: 'You need to open those three documents above first.' },
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
                text: 'I confirm that I have received and read the Information Sheet & Exclusions List.',
                hint: {
                  text: 'It explains how the Financial Services Compensation Scheme protects eligible deposits, and who is not covered.',
                },
              },
            ]}
          />
          <p className="govuk-body">Your application is not sent until you select Submit application.</p>
        </ConfirmOnceForm>
        <p className="govuk-body">
          <a className="govuk-link" href="/short-apply/index">
            Cancel
          </a>
        </p>
      </div>
    </div>
  );
}

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>Not held</>;
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
