import { useMemo } from 'react';
import type { FieldValues, UseFormRegister } from 'react-hook-form';
import type { FieldError } from '#shared/forms/validate.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { PERSONAL_DETAILS_FIELDS_CONTENT } from '#shared/messages/registration.ts';
import { DateInput, TextInput } from './govuk/index.ts';
import { EditControl } from './managed-text.tsx';

/**
 * What a fields component needs from `useValidatedForm(...)`: its `register` and `errorFor`, and the values to show
 * (the action's echo after a failure, or a prefill): flat keys as posted ('firstname', 'b_day.day', ...).
 */
export type FormFieldBinding = {
  register: UseFormRegister<FieldValues>;
  errorFor: (field: string) => string | undefined;
  values?: Readonly<Record<string, string | undefined>>;
  /**
   * The page's managed texts (issue 13), whose tag holds the fields' labels and hints (the defaults: e.g.
   * PERSONAL_DETAILS_FIELDS_CONTENT); without it, the defaults in code. In editor mode their Edit links follow the
   * fields (never inside a label, legend or hint).
   */
  page?: ManagedPage;
};

/** A fields component's texts: the page's managed value of `content.{key}`, else the default in code. */
export function fieldTexts<T extends Readonly<Record<string, string>>>(
  defaults: T,
  page: ManagedPage | undefined,
): (key: keyof T & string) => string {
  return (key) => page?.values[`content.${key}`] ?? defaults[key] ?? '';
}

/** The Edit links of a fields component's texts (editor mode only). */
export function FieldEditControls({
  page,
  keys,
}: {
  page: ManagedPage | undefined;
  keys: readonly string[];
}) {
  if (!page?.editor) return null;
  return (
    <>
      {keys.map((key) => (
        <EditControl key={key} page={page} name={`content.${key}`} />
      ))}
    </>
  );
}

/**
 * The five personal details of spec 1 §3 (registration, forgotten username, forgotten password), named as
 * shared/forms/personal-details.ts expects: firstname, lastname, b_day (day/month/year inputs, ids b_day-day...),
 * postcode, account_number. Use with `personalDetailsSchema` (or the activation variant's schema) and
 * `usePersonalDetailsSummary` for the error summary.
 */
export function PersonalDetailsFields({ register, errorFor, values = {}, page }: FormFieldBinding) {
  const t = fieldTexts(PERSONAL_DETAILS_FIELDS_CONTENT, page);
  return (
    <>
      <TextInput
        id="firstname"
        label={t('firstNameLabel')}
        autocomplete="given-name"
        spellcheck={false}
        classes="govuk-!-width-two-thirds"
        required
        defaultValue={values.firstname}
        errorMessage={errorFor('firstname')}
        inputProps={register('firstname')}
      />
      <TextInput
        id="lastname"
        label={t('lastNameLabel')}
        autocomplete="family-name"
        spellcheck={false}
        classes="govuk-!-width-two-thirds"
        required
        defaultValue={values.lastname}
        errorMessage={errorFor('lastname')}
        inputProps={register('lastname')}
      />
      <DateInput
        id="b_day"
        required
        fieldset={{ legend: { text: t('dateOfBirthLegend'), classes: 'govuk-fieldset__legend--s' } }}
        hint={t('dateOfBirthHint')}
        errorMessage={errorFor('b_day')}
        day={{
          name: 'day',
          value: values['b_day.day'],
          autocomplete: 'bday-day',
          classes: 'govuk-input--width-2',
          inputProps: register('b_day.day'),
        }}
        month={{
          name: 'month',
          value: values['b_day.month'],
          autocomplete: 'bday-month',
          classes: 'govuk-input--width-2',
          inputProps: register('b_day.month'),
        }}
        year={{
          name: 'year',
          value: values['b_day.year'],
          autocomplete: 'bday-year',
          classes: 'govuk-input--width-4',
          inputProps: register('b_day.year'),
        }}
      />
      <TextInput
        id="postcode"
        label={t('postcodeLabel')}
        hint={t('postcodeHint')}
        autocomplete="postal-code"
        spellcheck={false}
        autocapitalize="characters"
        classes="govuk-input--width-10"
        required
        defaultValue={values.postcode}
        errorMessage={errorFor('postcode')}
        inputProps={register('postcode')}
      />
      <TextInput
        id="account_number"
        label={t('accountNumberLabel')}
        hint={t('accountNumberHint')}
        inputmode="numeric"
        autocomplete="off"
        spellcheck={false}
        classes="govuk-input--width-10"
        required
        defaultValue={values.account_number}
        errorMessage={errorFor('account_number')}
        inputProps={register('account_number')}
      />
      <FieldEditControls page={page} keys={Object.keys(PERSONAL_DETAILS_FIELDS_CONTENT)} />
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
