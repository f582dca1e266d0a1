import { Form } from 'react-router';
import type { FieldError, FormValues } from '#shared/forms/validate.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { Button, DateInput, type DateInputItem } from '../../../components/govuk/index.ts';
import { EditControls } from '../../../components/managed-texts.tsx';
import { contentOf } from '../../../lib/managed-values.ts';

type Props = {
  /** The tab's own URL: the form GETs it, so the chosen range is in the address bar and works without JS. */
  action: string;
  values: FormValues;
  errors: FieldError[];
  /** Hidden fields kept across an update (the sort order). */
  keep: Record<string, string>;
  /** The managed texts (tag 'account-details'). */
  page: ManagedPage;
};

function part(prefix: 'start' | 'end', name: 'day' | 'month' | 'year', values: FormValues): DateInputItem {
  return {
    name,
    value: values[`${prefix}.${name}`] ?? '',
    classes: name === 'year' ? 'govuk-input--width-4' : 'govuk-input--width-2',
    inputProps: { name: `${prefix}.${name}` },
  };
}

/** The start and end date inputs with the Update button (spec 2 §2 "Transactions tab", §5 "Date range"). */
export function DateRangeForm({ action, values, errors, keep, page }: Props) {
  const t = contentOf(page);
  // Not fieldErrorMessages() from shared/forms/validate.ts: that module brings zod into the page's bundle.
  const messages = Object.fromEntries(errors.map((error) => [error.field, error.message]));
  return (
    <Form method="get" action={action} className="app-date-range app-print-hide" noValidate>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="app-date-range__fields">
        {(['start', 'end'] as const).map((prefix) => (
          <DateInput
            key={prefix}
            id={prefix}
            fieldset={{
              legend: {
                text: t(prefix === 'start' ? 'startDate' : 'endDate'),
                classes: 'govuk-fieldset__legend--s',
              },
            }}
            hint={t('dateHint')}
            errorMessage={messages[prefix]}
            day={part(prefix, 'day', values)}
            month={part(prefix, 'month', values)}
            year={part(prefix, 'year', values)}
          />
        ))}
      </div>
      <Button classes="govuk-button--secondary">{t('update')}</Button>
      <EditControls page={page} keys={['startDate', 'endDate', 'dateHint', 'update']} />
    </Form>
  );
}
