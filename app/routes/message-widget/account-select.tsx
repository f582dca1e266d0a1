import { Select } from '../../components/govuk/index.ts';
import type { SelectProps } from '../../components/govuk/utils.tsx';

export type WidgetAccountOption = { value: string; text: string };

/** The widget's related-account select: '{AccountName}: £{balance}' options after an empty choice. */
export function RelatedAccountSelect({
  options,
  value,
  errorMessage,
  inputProps,
  label = 'Related account',
  placeholder = 'Select an account',
}: {
  options: WidgetAccountOption[];
  /** The managed label and empty choice of the page (decision 035). */
  label?: string;
  placeholder?: string;
  value?: string | undefined;
  errorMessage?: string | undefined;
  inputProps?: SelectProps;
}) {
  return (
    <Select
      id="account"
      name="account"
      label={{ text: label, classes: 'govuk-label--s' }}
      items={[{ value: '', text: placeholder }, ...options]}
      {...(value === undefined ? {} : { value })}
      errorMessage={errorMessage ?? null}
      {...(inputProps ? { inputProps } : {})}
    />
  );
}
