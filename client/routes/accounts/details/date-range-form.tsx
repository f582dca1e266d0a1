import { Form } from 'react-router';
import type { FieldError, FormValues } from '#shared/forms/validate.ts';
import { Button, DateInput, type DateInputItem } from '../../../components/govuk/index.ts';

type Props = {
  /** The tab's own URL: the form GETs it, so the chosen range is in the address bar and works without JS. */
  action: string;
  values: FormValues;
  errors: FieldError[];
  /** Hidden fields kept across an update (the sort order). */
  keep: Record<string, string>;
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
export function DateRangeForm({ action, values, errors, keep }: Props) {
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
                text: prefix === 'start' ? 'Start date' : 'End date',
                classes: 'govuk-fieldset__legend--s',
              },
            }}
            hint="For example, 27 3 2026"
            errorMessage={messages[prefix]}
            day={part(prefix, 'day', values)}
            month={part(prefix, 'month', values)}
            year={part(prefix, 'year', values)}
          />
        ))}
      </div>
      <Button classes="govuk-button--secondary">Update</Button>
    </Form>
  );
}
