import { useMemo, useState } from 'react';
import type { Route } from './+types/apply.ts';
import { DEPOSIT_METHODS, DEPOSIT_SOURCES } from '#shared/api/short-apply-choices.ts';
import { applyFields, applySchema, CHANGES_MAX } from '#shared/forms/short-apply.ts';
import { Button, CharacterCount, Radios } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { breakAfterSlashes } from '../../components/break-after-slashes.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { OptionEditControls } from '../../components/managed-options.tsx';
import { fillIn } from '#shared/content/managed.ts';
import { asOptions, managedOptions } from '#shared/content/managed-options.ts';
import { YES_NO_OPTIONS } from '#shared/messages/short-apply.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { LIST_PATH, productPath } from './paths.ts';
import { AmountInput } from '../../components/money/amount-input.tsx';

// Step 1 of 2, Account details (spec 3 §2, §5 "Short apply"; docs/money-journeys.md, Short application): the
// organisation, whether its details changed (a conditional reveal that works without JavaScript: the box is always
// shown then, and only read when 'Yes' is chosen), the deposit amount within the product's range, where it comes from
// and how it is paid.

type ApplyData = Extract<Route.ComponentProps['loaderData'], { view: 'apply' }>;

export function ApplyStep({ data, failure }: { data: ApplyData; failure: FormFailure | undefined }) {
  const { product, organisations, csrfToken, page } = data;
  const v = contentOf(page);
  const [yes, no] = managedOptions(page, 'detailsChanged', YES_NO_OPTIONS);
  const values = failure?.values ?? data.values;
  const schema = useMemo(
    () =>
      applySchema({
        organisations: organisations.map((organisation) => organisation.id),
        minimum: product.minimum,
        maximum: product.maximum,
      }),
    [organisations, product.minimum, product.maximum],
  );
  const { form, register, errorFor, summary, onSubmit } = useValidatedForm(schema, applyFields, failure);
  const [changed, setChanged] = useState(values.orgDetailsChanged ?? '');
  const changedProps = register('orgDetailsChanged', {
    onChange: (event: { target: { value: string } }) => {
      setChanged(event.target.value);
      // spec 3 §4: 'no' clears the change description.
      if (event.target.value === 'no') {
        form.setValue('organisationDetailsChangedInput', '');
        form.clearErrors('organisationDetailsChangedInput');
      }
    },
  });
  const action = productPath(product.id, 'apply');
  const title = fillIn(v('title'), { product: product.name });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={title} hasErrors={summary.length > 0} />
        <FormErrorSummary errors={summary} />
        <span className="govuk-caption-l">{v('stepOneCaption')}</span>
        <h1 className="govuk-heading-l">{title}</h1>
        <EditControls page={page} keys={['stepOneCaption', 'title']} />
        <form method="post" action={action} noValidate onSubmit={onSubmit}>
          <CsrfField token={csrfToken} />
          {organisations.length > 0 ? (
            <Radios
              name="organisationSource"
              idPrefix="organisationSource"
              fieldset={{
                legend: {
                  text: v('organisationLegend'),
                  classes: 'govuk-fieldset__legend--m',
                },
              }}
              value={values.organisationSource}
              errorMessage={errorFor('organisationSource')}
              items={organisations.map((organisation) => ({
                value: organisation.id,
                text: organisation.name,
                hint: organisation.address.length > 0 ? { text: organisation.address.join(', ') } : undefined,
                inputProps: register('organisationSource'),
              }))}
            />
          ) : null}
          <Radios
            name="orgDetailsChanged"
            idPrefix="orgDetailsChanged"
            fieldset={{
              legend: {
                text:
                  organisations.length > 0 ? v('organisationChangedLegend') : v('ownDetailsChangedLegend'),
                classes: 'govuk-fieldset__legend--m',
              },
            }}
            hint={v('changedHint')}
            value={changed}
            errorMessage={errorFor('orgDetailsChanged')}
            items={[
              {
                value: 'yes',
                text: yes?.text ?? 'Yes',
                inputProps: changedProps,
                // The reveal follows React's state (the hidden class only applies once govuk-frontend marks the page
                // as supported, so with JavaScript off the box is always shown). Without data-aria-controls
                // govuk-frontend's Radios leaves this item alone and adds no aria-expanded, which ARIA does not
                // allow on a radio (govuk-frontend #979; axe and pa11y report it). Decision 026.
                attributes: { 'data-aria-controls': undefined },
                conditional: {
                  children: (
                    <CharacterCount
                      id="organisationDetailsChangedInput"
                      name="organisationDetailsChangedInput"
                      rows={5}
                      maxlength={CHANGES_MAX}
                      label={{ text: v('changesLabel'), classes: 'govuk-label--s' }}
                      hint={v('changesHint')}
                      defaultValue={values.organisationDetailsChangedInput}
                      errorMessage={
                        changed === 'no' ? undefined : errorFor('organisationDetailsChangedInput')
                      }
                      textareaDescriptionText="Up to %{count} characters"
                      charactersUnderLimitText={{
                        one: 'Chars remaining: 1',
                        other: 'Chars remaining: %{count}',
                      }}
                      charactersAtLimitText="Chars remaining: 0"
                      charactersOverLimitText={{
                        one: '1 character too many',
                        other: '%{count} characters too many',
                      }}
                      inputProps={register('organisationDetailsChangedInput')}
                    />
                  ),
                },
              },
              { value: 'no', text: no?.text ?? 'No', inputProps: changedProps },
            ]}
          />
          <OptionEditControls page={page} group="detailsChanged" />
          <AmountInput
            id="depositAmount"
            name="depositAmount"
            label={{ text: v('depositLabel'), classes: 'govuk-label--m' }}
            hint={
              product.rangeText
                ? fillIn(v('depositHintWithRange'), { range: product.rangeText })
                : v('depositHint')
            }
            defaultValue={values.depositAmount}
            errorMessage={errorFor('depositAmount')}
            inputProps={register('depositAmount')}
          />
          <Radios
            name="depositSource"
            idPrefix="depositSource"
            fieldset={{
              legend: { text: v('depositSourceLegend'), classes: 'govuk-fieldset__legend--m' },
            }}
            value={values.depositSource}
            errorMessage={errorFor('depositSource')}
            items={managedOptions(page, 'depositSource', asOptions(DEPOSIT_SOURCES)).map((source) => ({
              ...source,
              text: breakAfterSlashes(source.text),
              inputProps: register('depositSource'),
            }))}
          />
          <OptionEditControls page={page} group="depositSource" />
          <Radios
            name="depositMethod"
            idPrefix="depositMethod"
            fieldset={{
              legend: { text: v('depositMethodLegend'), classes: 'govuk-fieldset__legend--m' },
            }}
            hint={v('depositMethodHint')}
            value={values.depositMethod}
            errorMessage={errorFor('depositMethod')}
            items={managedOptions(page, 'depositMethod', asOptions(DEPOSIT_METHODS)).map((method) => ({
              ...method,
              inputProps: register('depositMethod'),
            }))}
          />
          <OptionEditControls page={page} group="depositMethod" />
          <div className="govuk-button-group">
            <Button preventDoubleClick>{v('continue')}</Button>
            <a className="govuk-link" href={LIST_PATH}>
              {v('cancel')}
            </a>
          </div>
        </form>
        <EditControls
          page={page}
          keys={[
            'organisationLegend',
            'organisationChangedLegend',
            'ownDetailsChangedLegend',
            'changedHint',
            'changesLabel',
            'changesHint',
            'depositLabel',
            'depositHint',
            'depositHintWithRange',
            'depositSourceLegend',
            'depositMethodLegend',
            'depositMethodHint',
            'continue',
            'cancel',
          ]}
        />
      </div>
    </div>
  );
}
