import { Select } from '../../components/govuk/index.ts';
import type { SelectProps } from '../../components/govuk/utils.tsx';

export type WidgetAccountOption = { value: string; text: string };

/** The widget's related-account select: '{AccountName}: £{balance}' options after an empty choice. */
export function RelatedAccountSelect({
  options,
  value,
  errorMessage,
  inputProps,
}: {
  options: WidgetAccountOption[];
  value?: string | undefined;
  errorMessage?: string | undefined;
  inputProps?: SelectProps;
}) {
  return (
    <Select
      id="account"
      name="account"
      label={{ text: 'Related account', classes: 'govuk-label--s' }}
      items={[{ value: '', text: 'Select an account' }, ...options]}
      {...(value === undefined ? {} : { value })}
      errorMessage={errorMessage ?? null}
      {...(inputProps ? { inputProps } : {})}
    />
  );
}
