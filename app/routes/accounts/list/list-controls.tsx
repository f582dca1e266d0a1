import { Form, Link } from 'react-router';
import { Button, Select } from '../../../components/govuk/index.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { EditControls } from '../../../components/managed-texts.tsx';
import { contentOf } from '../../../lib/managed-values.ts';
import { managedOptions } from '#shared/content/managed-options.ts';
import { ACCOUNT_STATUS_OPTIONS, LIST_MODE_OPTIONS } from '#shared/messages/account-details.ts';
import { OptionEditControls } from '../../../components/managed-options.tsx';
import { LIST_PATH, type Filterable, type ListMode, type ListStatus, type ListView } from './filters.ts';

// The accounts list's controls (spec 2 §2): the Active/Closed toggle, the list/grid toggle and 'Filter by company'.
// Toggles are links and the filter is a GET form with its own button (no submit on change, WCAG 3.2.2), so each
// works as a plain page load without JavaScript; with it, React Router's Link and Form navigate without a reload.

type Option = { text: string; hiddenText: string; href: string; current: boolean };

function Toggle({
  id,
  label,
  options,
  classes,
  onSwitch,
}: {
  id: string;
  label: string;
  options: Option[];
  classes?: string;
  onSwitch: () => void;
}) {
  return (
    <div className={`app-toggle ${classes ?? ''}`.trim()}>
      <span className="app-toggle__label govuk-body-s" id={id}>
        {label}
      </span>
      <ul className="app-toggle__options" aria-labelledby={id}>
        {options.map((option) => (
          <li key={option.href}>
            <Link
              className={`app-toggle__link${option.current ? ' app-toggle__link--current' : ''}`}
              to={option.href}
              aria-current={option.current ? 'true' : undefined}
              onClick={option.current ? undefined : onSwitch}
            >
              {option.text}
              <span className="govuk-visually-hidden">{option.hiddenText}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type ListControlsProps = Omit<ListView<Filterable>, 'shown'> & {
  /** The mode the URL asked for: kept by the company form even when one card shows in list mode. */
  requestedMode: ListMode;
  /** The page's managed texts (tag 'accounts-list'). */
  page: ManagedPage;
  /** Called when a toggle switches mode or status (the fade). */
  onSwitch: () => void;
};

export function ListControls(props: ListControlsProps) {
  const { query, hrefs, onSwitch } = props;
  const { status, mode, company } = query;
  const t = contentOf(props.page);
  return (
    <div className="app-accounts-controls">
      {props.showStatusToggle || props.showModeToggle ? (
        <div className="app-accounts-controls__toggles">
          {props.showStatusToggle ? (
            <Toggle
              id="status-toggle"
              label={t('statusLabel')}
              onSwitch={onSwitch}
              options={managedOptions(props.page, 'status', ACCOUNT_STATUS_OPTIONS).map((option) => {
                const value = option.value as ListStatus;
                return {
                  text: option.text,
                  hiddenText: ` ${t('statusHidden')}`,
                  href: hrefs.status[value],
                  current: status === value,
                };
              })}
            />
          ) : null}
          {props.showModeToggle ? (
            <Toggle
              id="mode-toggle"
              label={t('modeLabel')}
              classes="app-toggle--mode"
              onSwitch={onSwitch}
              options={managedOptions(props.page, 'mode', LIST_MODE_OPTIONS).map((option) => {
                const value = option.value as ListMode;
                return {
                  text: option.text,
                  hiddenText: ` ${t('modeHidden')}`,
                  href: hrefs.mode[value],
                  current: mode === value,
                };
              })}
            />
          ) : null}
          <EditControls
            page={props.page}
            keys={[
              ...(props.showStatusToggle ? ['statusLabel', 'statusHidden'] : []),
              ...(props.showModeToggle ? ['modeLabel', 'modeHidden'] : []),
            ]}
          />
          {props.showStatusToggle ? <OptionEditControls page={props.page} group="status" /> : null}
          {props.showModeToggle ? <OptionEditControls page={props.page} group="mode" /> : null}
        </div>
      ) : null}
      {props.showCompanyFilter ? (
        // Keyed on the applied company so the select shows it after a client-side navigation too.
        <Form method="get" action={LIST_PATH} className="app-company-filter" key={company ?? ''}>
          {status === 'Closed' ? <input type="hidden" name="status" value="Closed" /> : null}
          {props.requestedMode === 'grid' ? <input type="hidden" name="mode" value="grid" /> : null}
          <Select
            id="company"
            name="company"
            label={{ text: t('companyLabel'), classes: 'govuk-label--s' }}
            value={company ?? ''}
            items={[
              { value: '', text: t('allCompanies') },
              ...props.companies.map((name) => ({ value: name, text: name })),
            ]}
            formGroup={{ classes: 'app-company-filter__field' }}
          />
          <div className="govuk-button-group app-company-filter__actions">
            <Button text={t('applyFilter')} classes="govuk-button--secondary" />
            {company ? (
              <Link className="govuk-link" to={hrefs.clearCompany}>
                {t('clearFilter')}
              </Link>
            ) : null}
          </div>
          <EditControls
            page={props.page}
            keys={['companyLabel', 'allCompanies', 'applyFilter', ...(company ? ['clearFilter'] : [])]}
          />
        </Form>
      ) : null}
    </div>
  );
}
