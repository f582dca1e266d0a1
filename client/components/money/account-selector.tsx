import { Select } from '../govuk/index.ts';

/**
 * The journey's account selector (spec 3 §2): a GET form, so it works without JavaScript; choosing another account
 * starts the journey again for that account. Offers only the accounts the journey serves.
 */
export function AccountSelector({
  action,
  label,
  options,
  selected,
}: {
  action: string;
  label: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  selected: string;
}) {
  if (options.length < 2) return null;
  return (
    <form method="get" action={action} className="app-account-selector" noValidate>
      <Select
        id="account"
        name="account"
        label={{ text: label, classes: 'govuk-label--s' }}
        value={selected}
        items={options.map((option) => ({ value: option.value, text: option.text }))}
      />
      <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
        Change account
      </button>
    </form>
  );
}
