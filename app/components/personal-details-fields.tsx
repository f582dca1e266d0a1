import { useMemo } from 'react';
import type { FieldError } from '#shared/forms/validate.ts';
import { PERSONAL_DETAILS_FIELDS_CONTENT } from '#shared/messages/registration.ts';
import { DateInput, TextInput } from './govuk/index.ts';
import { EditControls } from './managed-texts.tsx';
import { bindField, fieldTexts, type FormFieldBinding } from './form-field-binding.ts';

/**
 * The five personal details of spec 1 §3 (registration, forgotten username, forgotten password), named as
 * shared/forms/personal-details.ts expects: firstname, lastname, b_day (day/month/year inputs, ids b_day-day...),
 * postcode, account_number. Use with `personalDetailsSchema` (or the activation variant's schema) and
 * `usePersonalDetailsSummary` for the error summary.
 */
export function PersonalDetailsFields({ register, errorFor, values = {}, page }: FormFieldBinding) {
  const t = fieldTexts(PERSONAL_DETAILS_FIELDS_CONTENT, page);
  const field = (id: string) => ({
    ...bindField({ register, errorFor }, id),
    defaultValue: values[id],
    spellcheck: false,
    required: true,
  });
  const datePart = (part: 'day' | 'month' | 'year', classes: string) => ({
    name: part,
    value: values[`b_day.${part}`],
    autocomplete: `bday-${part}`,
    classes,
    inputProps: register(`b_day.${part}`),
  });
  return (
    <>
      <TextInput
        {...field('firstname')}
        label={t('firstNameLabel')}
        autocomplete="given-name"
        classes="govuk-!-width-two-thirds"
      />
      <TextInput
        {...field('lastname')}
        label={t('lastNameLabel')}
        autocomplete="family-name"
        classes="govuk-!-width-two-thirds"
      />
      <DateInput
        id="b_day"
        required
        fieldset={{ legend: { text: t('dateOfBirthLegend'), classes: 'govuk-fieldset__legend--s' } }}
        hint={t('dateOfBirthHint')}
        errorMessage={errorFor('b_day')}
        day={datePart('day', 'govuk-input--width-2')}
        month={datePart('month', 'govuk-input--width-2')}
        year={datePart('year', 'govuk-input--width-4')}
      />
      <TextInput
        {...field('postcode')}
        label={t('postcodeLabel')}
        hint={t('postcodeHint')}
        autocomplete="postal-code"
        autocapitalize="characters"
        classes="govuk-input--width-10"
      />
      <TextInput
        {...field('account_number')}
        label={t('accountNumberLabel')}
        hint={t('accountNumberHint')}
        inputmode="numeric"
        autocomplete="off"
        classes="govuk-input--width-10"
      />
      {page ? <EditControls page={page} keys={Object.keys(PERSONAL_DETAILS_FIELDS_CONTENT)} /> : null}
    </>
  );
}

/**
 * The error summary list with the date of birth linked to its day input (#b_day-day, as govuk-frontend's date input
 * expects). The server's list already links there; the browser's list (useValidatedForm) links '#b_day'. The same
 * list object comes back for the same input, so the summary keeps its identity (and focus) between renders.
 */
export function usePersonalDetailsSummary(summary: FieldError[]): FieldError[] {
  return useMemo(
    () =>
      summary.some((error) => error.href === '#b_day')
        ? summary.map((error) => (error.href === '#b_day' ? { ...error, href: '#b_day-day' } : error))
        : summary,
    [summary],
  );
}
