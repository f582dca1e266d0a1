import type { ReactNode } from 'react';
import {
  Breadcrumbs,
  Button,
  Checkboxes,
  DateInput,
  InsetText,
  NotificationBanner,
  Pagination,
  Radios,
  Select,
  SummaryList,
  Table,
  Tabs,
  Tag,
  TextInput,
  Textarea,
  WarningText,
} from '../../components/govuk/index.ts';
import { HelpPanel } from '../../components/help-panel.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { AdvertList } from '../../components/advert-list.tsx';
import { layoutText } from '#shared/messages/layout.ts';

const COLOURS = [
  ['Brand blue', '#12436d', 'app-swatch--brand'],
  ['Text', '#0b0c0c', 'app-swatch--text'],
  ['Secondary text', '#484949', 'app-swatch--secondary-text'],
  ['Link', '#1a65a6', 'app-swatch--link'],
  ['Focus', '#ffdd00', 'app-swatch--focus'],
  ['Error', '#ca3535', 'app-swatch--error'],
  ['Success', '#0f7a52', 'app-swatch--success'],
  ['Border', '#cecece', 'app-swatch--border'],
] as const;

/**
 * spec 1 §2 /styleguide: collapsible sections, Colours open by default, opening one closes the others. Native
 * `<details name>` does that with no JavaScript at all. The spec's links to /documents#{ComponentName} are not
 * offered: each section's id is its component's name instead (decision 070).
 */
function Section({
  title,
  component,
  open,
  children,
}: {
  title: string;
  component: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      id={component}
      className="govuk-details app-styleguide__section"
      {...({ name: 'styleguide-section' } as object)}
      open={open}
    >
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">{title}</span>
      </summary>
      <div className="govuk-details__text">{children}</div>
    </details>
  );
}

export default function StyleGuide() {
  const { supportPhone } = useRootData();
  return (
    <>
      <PageTitle page="Style guide" />
      <h1 className="govuk-heading-l">Style guide</h1>
      <p className="govuk-body">
        The portal&apos;s design system: govuk-frontend with the bank&apos;s brand.
      </p>
      <Section title="Colours" component="Colours" open>
        <ul className="govuk-list app-swatches">
          {COLOURS.map(([name, hex, swatch]) => (
            <li key={name} className="app-swatches__item">
              <span className={`app-swatch ${swatch}`} aria-hidden="true" /> {name} <code>{hex}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Fonts and typography" component="Typography">
        <p className="govuk-body">The system font stack: no web fonts to download.</p>
        <p className="govuk-heading-xl">Heading XL</p>
        <p className="govuk-heading-l">Heading L</p>
        <p className="govuk-heading-m">Heading M</p>
        <p className="govuk-heading-s">Heading S</p>
        <p className="govuk-body-l">Lead paragraph</p>
        <p className="govuk-body">Body text</p>
        <p className="govuk-body-s">Small body text</p>
      </Section>
      <Section title="Lists" component="Lists">
        <ul className="govuk-list govuk-list--bullet">
          <li>Easy access</li>
          <li>Notice</li>
          <li>Fixed term</li>
        </ul>
        <ol className="govuk-list govuk-list--number">
          <li>Choose an account</li>
          <li>Enter an amount</li>
        </ol>
      </Section>
      <Section title="Badges" component="Tag">
        <p className="govuk-body">
          <Tag>Active</Tag> <Tag classes="govuk-tag--grey">Closed</Tag>{' '}
          <Tag classes="govuk-tag--yellow">Pending</Tag>
        </p>
      </Section>
      <Section title="Buttons" component="Button">
        <div className="govuk-button-group">
          <Button type="button">Continue</Button>
          <Button type="button" classes="govuk-button--secondary">
            Cancel
          </Button>
          <Button type="button" classes="govuk-button--warning">
            Close account
          </Button>
        </div>
      </Section>
      <Section title="Breadcrumbs" component="Breadcrumbs">
        <Breadcrumbs
          items={[
            { text: '1 Payment details', href: '#payment-details' },
            { text: '2 Review', href: '#review' },
            { text: '3 Confirmation' },
          ]}
        />
      </Section>
      <Section title="Pagination" component="Pagination">
        <Pagination
          previous={{ href: '?page=1' }}
          next={{ href: '?page=3' }}
          items={[
            { number: 1, href: '?page=1' },
            { number: 2, href: '?page=2', current: true },
            { number: 3, href: '?page=3' },
          ]}
        />
        <p className="govuk-body">Page 2 of 3</p>
      </Section>
      <Section title="Alerts" component="NotificationBanner">
        <NotificationBanner titleText="Important" titleId="styleguide-banner-important">
          Your statement is ready.
        </NotificationBanner>
        <NotificationBanner type="success" titleText="Success" titleId="styleguide-banner-success">
          Your message has been sent.
        </NotificationBanner>
        <WarningText iconFallbackText="Warning">Account type Loan not supported</WarningText>
        <InsetText>It may take up to three minutes for your code to arrive.</InsetText>
      </Section>
      <Section title="Progress bars" component="ProgressBar">
        <label className="govuk-label" htmlFor="styleguide-progress">
          Application progress
        </label>
        <progress id="styleguide-progress" className="app-progress" max={3} value={2}>
          Step 2 of 3
        </progress>
      </Section>
      <Section title="Tabs" component="Tabs">
        <Tabs
          id="styleguide-tabs"
          items={[
            {
              id: 'styleguide-summary',
              label: 'Summary',
              panel: { text: 'Balance and rate.' },
            },
            {
              id: 'styleguide-transactions',
              label: 'Transactions',
              panel: { text: 'Money in and out.' },
            },
            {
              id: 'styleguide-statements',
              label: 'Statements',
              panel: { text: 'Your documents.' },
            },
          ]}
        />
      </Section>
      <Section title="Tables" component="Table">
        <Table
          caption="Latest transactions"
          firstCellIsHeader
          head={[{ text: 'Date' }, { text: 'Description' }, { text: 'Amount', format: 'numeric' }]}
          rows={[
            [{ text: '05 Mar 2026' }, { text: 'Interest' }, { text: '£12.34', format: 'numeric' }],
            [{ text: '01 Mar 2026' }, { text: 'Deposit' }, { text: '£500.00', format: 'numeric' }],
          ]}
        />
        <SummaryList
          rows={[
            { key: { text: 'Balance' }, value: { text: '£1,234.56' } },
            { key: { text: 'Rate' }, value: { text: '2.00% Gross Yearly' } },
          ]}
        />
      </Section>
      <Section title="Inputs" component="Inputs">
        <TextInput id="styleguide-text" label="Text input" hint="A hint tied to the input" />
        <DateInput
          id="styleguide-date"
          fieldset={{ legend: { text: 'Date input' } }}
          items={[
            { name: 'day', classes: 'govuk-input--width-2' },
            { name: 'month', classes: 'govuk-input--width-2' },
            { name: 'year', classes: 'govuk-input--width-4' },
          ]}
        />
        <Radios
          name="styleguide-radios"
          fieldset={{ legend: { text: 'Radios' } }}
          items={[
            { value: 'thisAccount', text: 'This account' },
            { value: 'nominatedAccount', text: 'Nominated account' },
          ]}
        />
        <Checkboxes
          name="styleguide-checkboxes"
          fieldset={{ legend: { text: 'Checkboxes' } }}
          items={[
            { value: 'statement', text: 'Statement' },
            { value: 'letter', text: 'Letter' },
          ]}
        />
        <Select
          id="styleguide-select"
          label="Select"
          items={[
            { value: 'MO', text: 'Monthly' },
            { value: 'YE', text: 'Yearly' },
          ]}
        />
        <Textarea id="styleguide-textarea" label="Text area" />
        <p className="govuk-body">
          <a className="govuk-link" href="/styleguide/address-lookup">
            The address lookup, working
          </a>
        </p>
      </Section>
      <Section title="Adverts" component="Advert">
        <AdvertList heading={layoutText(undefined, 'advertsHeading')} />
      </Section>
      <Section title="Sidebar widgets" component="HelpPanel">
        <HelpPanel supportPhone={supportPhone} headingLevel={3} />
      </Section>
      <Section title="Modals" component="Modal">
        <p className="govuk-body">
          The timeout warning is a modal dialog in the last minute of a session: the rest of the page becomes
          inert, the countdown is announced every 20 seconds, and it offers Yes and No.
        </p>
        <div className="app-modal-example" role="group" aria-label="Example dialog">
          <h3 className="govuk-heading-m">Warning!</h3>
          <p className="govuk-body">Are you sure?</p>
          <div className="govuk-button-group">
            <Button type="button">Ok</Button>
            <Button type="button" classes="govuk-button--secondary">
              Cancel
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
