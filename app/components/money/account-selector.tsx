import type { ManagedPage } from '#shared/content/managed.ts';
import { accountSelectorDefaults } from '#shared/messages/money-movements.ts';
import { Select } from '../govuk/index.ts';
import { EditControls } from '../managed-texts.tsx';

const SELECT_ID = 'account';

/**
 * The journey's account selector (spec 3 §2): a GET form, so it works without JavaScript; choosing another account
 * starts the journey again for that account. Offers only the accounts the journey serves.
 */
export function AccountSelector({
  action,
  label,
  options,
  selected,
  page,
}: {
  action: string;
  label: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  selected: string;
  /** The page's managed texts, with 'changeAccount' (managed content, decision 035); else the default. */
  page?: ManagedPage;
}) {
  if (options.length < 2) return null;
  return (
    // The fragment names the select: the page for the chosen account opens with focus on it, with JavaScript off
    // too (a browser focuses a focusable fragment target; the redirect keeps the fragment), not at the top of the page.
    <form method="get" action={`${action}#${SELECT_ID}`} className="app-account-selector" noValidate>
      <Select
        id={SELECT_ID}
        name="account"
        label={{ text: label, classes: 'govuk-label--s' }}
        value={selected}
        items={options.map((option) => ({ value: option.value, text: option.text }))}
      />
      <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
        {page?.values['content.changeAccount'] ?? accountSelectorDefaults.changeAccount}
      </button>
      {page ? <EditControls page={page} keys={['changeAccount']} /> : null}
    </form>
  );
}
