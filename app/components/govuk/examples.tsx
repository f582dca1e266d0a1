// Named examples of every govuk component, as React elements. They drive the component tests (render + axe for
// each); examples.test.tsx also checks that all of them could be shown on one page. Each example renders on its
// own, so ids only need to be unique within one example.
import type { ReactElement } from 'react';
import { BackLink } from './back-link.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Button } from './button.tsx';
import { CharacterCount } from './character-count.tsx';
import { Checkboxes } from './checkboxes.tsx';
import { DateInput } from './date-input.tsx';
import { Details } from './details.tsx';
import { ErrorMessage } from './error-message.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { Fieldset } from './fieldset.tsx';
import { Footer } from './footer.tsx';
import { GenericHeader } from './generic-header.tsx';
import { Hint } from './hint.tsx';
import { InsetText } from './inset-text.tsx';
import { Label, type LabelProps } from './label.tsx';
import { NotificationBanner } from './notification-banner.tsx';
import { Pagination } from './pagination.tsx';
import { Panel } from './panel.tsx';
import { PasswordInput } from './password-input.tsx';
import { Radios } from './radios.tsx';
import { Select } from './select.tsx';
import { ServiceNavigation } from './service-navigation.tsx';
import { SkipLink } from './skip-link.tsx';
import { SummaryList } from './summary-list.tsx';
import { Table } from './table.tsx';
import { Tabs } from './tabs.tsx';
import { Tag } from './tag.tsx';
import { TextInput } from './text-input.tsx';
import { Textarea } from './textarea.tsx';
import { WarningText } from './warning-text.tsx';

export interface Example {
  /** Short name, unique within the component, e.g. "with error". */
  name: string;
  element: ReactElement;
}

export const errorSummaryExamples: Example[] = [
  {
    name: 'default',
    element: (
      <ErrorSummary
        titleText="There is a problem"
        errorList={[
          { text: 'Enter your username', href: '#username' },
          { text: 'Enter your password', href: '#password' },
        ]}
      />
    ),
  },
  {
    name: 'with description',
    element: (
      <ErrorSummary
        titleText="There are 2 errors in this form:"
        descriptionText="Check the details below."
        errorList={[
          { text: 'Enter an amount', href: '#amount' },
          { text: 'Select an account to pay into', href: '#to-account' },
        ]}
      />
    ),
  },
  {
    name: 'without auto focus',
    element: (
      <ErrorSummary
        titleText="There is a problem"
        disableAutoFocus
        errorList={[{ text: 'Enter a date of birth', href: '#dob-day' }]}
      />
    ),
  },
];

export const errorMessageExamples: Example[] = [
  { name: 'default', element: <ErrorMessage text="Enter your postcode" /> },
  {
    name: 'custom visually hidden text',
    element: <ErrorMessage text="Rhowch eich cod post" visuallyHiddenText="Gwall" />,
  },
];

export const hintExamples: Example[] = [
  { name: 'default', element: <Hint text="For example, 31 3 1980" /> },
  {
    name: 'with React content',
    element: (
      <Hint>
        It’s on your <strong>savings account statement</strong>.
      </Hint>
    ),
  },
];

/** A label with the plain input it names (`label-{name}`), so the label example stands on its own. */
function Labelled({ name, type = 'text', ...label }: LabelProps & { name: string; type?: string }) {
  return (
    <>
      <Label {...label} htmlFor={`label-${name}`} />
      <input className="govuk-input" id={`label-${name}`} name={name} type={type} />
    </>
  );
}

export const labelExamples: Example[] = [
  { name: 'default', element: <Labelled text="Nickname" name="nickname" /> },
  {
    name: 'as page heading',
    element: (
      <Labelled
        text="What is your email address?"
        classes="govuk-label--l"
        isPageHeading
        name="email"
        type="email"
      />
    ),
  },
  { name: 'required', element: <Labelled text="Postcode" name="postcode" required /> },
];

export const fieldsetExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Fieldset legend={{ text: 'What is your address?', classes: 'govuk-fieldset__legend--m' }}>
        <TextInput
          id="address-line-1"
          name="addressLine1"
          label="Address line 1"
          autocomplete="address-line1"
        />
        <TextInput id="address-town" name="town" label="Town or city" autocomplete="address-level2" />
      </Fieldset>
    ),
  },
  {
    name: 'legend as page heading',
    element: (
      <Fieldset
        legend={{ text: 'Your contact details', classes: 'govuk-fieldset__legend--l', isPageHeading: true }}
      >
        <TextInput id="contact-phone" name="phone" label="Phone number" type="tel" autocomplete="tel" />
      </Fieldset>
    ),
  },
];

export const textInputExamples: Example[] = [
  {
    name: 'default',
    element: <TextInput id="username" name="username" label="Username" autocomplete="username" />,
  },
  {
    name: 'with hint',
    element: (
      <TextInput
        id="account-nickname"
        name="nickname"
        label="Account nickname"
        hint="For example, Holiday fund"
        classes="govuk-!-width-one-half"
      />
    ),
  },
  {
    name: 'with error',
    element: (
      <TextInput
        id="email"
        name="email"
        type="email"
        label="Email address"
        hint="We’ll only use this to contact you about your accounts"
        errorMessage="Enter an email address in the correct format, like name@example.com"
        autocomplete="email"
        spellcheck={false}
        defaultValue="alex@"
      />
    ),
  },
  {
    name: 'with prefix and suffix',
    element: (
      <TextInput
        id="amount"
        name="amount"
        label={{ text: 'How much do you want to transfer?', classes: 'govuk-label--m' }}
        prefix="£"
        suffix="per month"
        inputmode="decimal"
        classes="govuk-input--width-10"
        spellcheck={false}
      />
    ),
  },
  {
    name: 'required',
    element: <TextInput id="postcode" name="postcode" label="Postcode" autocomplete="postal-code" required />,
  },
];

export const passwordInputExamples: Example[] = [
  { name: 'default', element: <PasswordInput id="password" name="password" label="Password" /> },
  {
    name: 'new password with hint',
    element: (
      <PasswordInput
        id="new-password"
        name="newPassword"
        label="Create a password"
        hint="Use at least 12 characters"
        autocomplete="new-password"
      />
    ),
  },
  {
    name: 'with error',
    element: (
      <PasswordInput
        id="current-password"
        name="password"
        label="Password"
        errorMessage="Enter your password"
      />
    ),
  },
];

export const dateInputExamples: Example[] = [
  {
    name: 'default',
    element: (
      <DateInput
        id="dob"
        namePrefix="dob"
        fieldset={{ legend: { text: 'What is your date of birth?', classes: 'govuk-fieldset__legend--m' } }}
        hint="For example, 27 3 1985"
        items={[
          { name: 'day', autocomplete: 'bday-day' },
          { name: 'month', autocomplete: 'bday-month' },
          { name: 'year', autocomplete: 'bday-year' },
        ]}
      />
    ),
  },
  {
    name: 'with error on one field',
    element: (
      <DateInput
        id="payment-date"
        fieldset={{
          legend: { text: 'When do you want the payment to go out?', classes: 'govuk-fieldset__legend--m' },
        }}
        hint="For example, 14 6 2026"
        errorMessage="The date must include a year"
        values={{ day: '14', month: '6' }}
        year={{ error: true }}
      />
    ),
  },
  {
    name: 'with error on the whole date',
    element: (
      <DateInput
        id="start-date"
        fieldset={{ legend: 'Start date' }}
        errorMessage="The start date must be in the future"
        values={{ day: '1', month: '1', year: '2020' }}
      />
    ),
  },
];

const accountTypes = [
  { value: 'easy-access', text: 'Easy access saver', hint: 'Withdraw money whenever you like' },
  { value: 'fixed-1', text: '1 year fixed rate bond', hint: 'Your money is locked in for 12 months' },
  { value: 'isa', text: 'Cash ISA' },
];

export const radiosExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Radios
        name="accountType"
        idPrefix="account-type"
        fieldset={{
          legend: { text: 'Which account do you want to open?', classes: 'govuk-fieldset__legend--m' },
        }}
        hint="You can open up to 3 accounts"
        items={accountTypes}
      />
    ),
  },
  {
    name: 'inline with error',
    element: (
      <Radios
        name="paperStatements"
        classes="govuk-radios--inline"
        fieldset={{ legend: 'Do you want paper statements?' }}
        errorMessage="Select yes if you want paper statements"
        items={[
          { value: 'yes', text: 'Yes' },
          { value: 'no', text: 'No' },
        ]}
      />
    ),
  },
  {
    name: 'with divider and conditional reveal',
    element: (
      <Radios
        name="contact"
        fieldset={{ legend: 'How should we contact you?' }}
        value="email"
        items={[
          {
            value: 'email',
            text: 'Email',
            conditional: {
              children: (
                <TextInput id="contact-by-email" name="contactEmail" type="email" label="Email address" />
              ),
            },
          },
          { value: 'phone', text: 'Phone' },
          { divider: 'or' },
          { value: 'none', text: 'Do not contact me' },
        ]}
      />
    ),
  },
];

export const checkboxesExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Checkboxes
        name="alerts"
        fieldset={{ legend: { text: 'Which alerts do you want?', classes: 'govuk-fieldset__legend--m' } }}
        hint="Select all that apply"
        values={['balance']}
        items={[
          { value: 'balance', text: 'Low balance' },
          { value: 'maturity', text: 'Account maturity', hint: 'We’ll tell you 14 days before' },
          { divider: 'or' },
          { value: 'none', text: 'No alerts', behaviour: 'exclusive' },
        ]}
      />
    ),
  },
  {
    name: 'single small checkbox',
    element: (
      <Checkboxes
        name="rememberMe"
        classes="govuk-checkboxes--small"
        items={[{ value: 'on', text: 'Remember me on this device' }]}
      />
    ),
  },
  {
    name: 'with error',
    element: (
      <Checkboxes
        name="declaration"
        errorMessage="Confirm you have read the terms and conditions"
        items={[{ value: 'agreed', text: 'I have read and agree to the terms and conditions' }]}
      />
    ),
  },
];

const accountOptions = [
  { value: '', text: 'Select an account' },
  { value: '12345678', text: 'Easy access saver (ending 5678)' },
  { value: '87654321', text: 'Cash ISA (ending 4321)' },
];

export const selectExamples: Example[] = [
  {
    name: 'default',
    element: <Select id="to-account" name="toAccount" label="Pay into" items={accountOptions} />,
  },
  {
    name: 'with hint and value',
    element: (
      <Select
        id="sort"
        name="sort"
        label="Sort transactions by"
        hint="Newest first is the default"
        value="oldest"
        items={[
          { value: 'newest', text: 'Newest first' },
          { value: 'oldest', text: 'Oldest first' },
        ]}
      />
    ),
  },
  {
    name: 'with error',
    element: (
      <Select
        id="from-account"
        name="fromAccount"
        label="Pay from"
        errorMessage="Select an account to pay from"
        items={accountOptions}
      />
    ),
  },
];

export const textareaExamples: Example[] = [
  { name: 'default', element: <Textarea id="message" name="message" label="Your message" /> },
  {
    name: 'with hint and error',
    element: (
      <Textarea
        id="complaint"
        name="complaint"
        label={{ text: 'Tell us what went wrong', classes: 'govuk-label--m' }}
        hint="Do not include your password or memorable information"
        errorMessage="Enter details of your complaint"
        rows={8}
      />
    ),
  },
];

export const characterCountExamples: Example[] = [
  {
    name: 'default',
    element: (
      <CharacterCount
        id="payment-reference"
        name="reference"
        label="Payment reference"
        maxlength={18}
        rows={2}
      />
    ),
  },
  {
    name: 'words with hint and error',
    element: (
      <CharacterCount
        id="more-detail"
        name="moreDetail"
        label="Can you provide more detail?"
        hint="Do not include personal or financial information"
        errorMessage="Description must be 150 words or fewer"
        maxwords={150}
        defaultValue="Too long"
      />
    ),
  },
];

export const buttonExamples: Example[] = [
  { name: 'default', element: <Button text="Continue" /> },
  { name: 'prevent double click', element: <Button preventDoubleClick>Confirm transfer</Button> },
  { name: 'secondary', element: <Button classes="govuk-button--secondary" type="button" text="Cancel" /> },
  {
    name: 'warning',
    element: <Button classes="govuk-button--warning" text="Close account" name="action" value="close" />,
  },
  { name: 'disabled', element: <Button text="Submit" disabled /> },
  { name: 'link', element: <Button href="/accounts/open" text="Open a new account" /> },
  { name: 'start', element: <Button href="/register" isStartButton text="Register now" /> },
];

export const detailsExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Details summaryText="Help with your memorable number">
        It is the 6-digit number you chose when you registered. Call us if you have forgotten it.
      </Details>
    ),
  },
  {
    name: 'open',
    element: <Details summaryText="What is AER?" text="AER stands for Annual Equivalent Rate." open />,
  },
];

export const tabsExamples: Example[] = [
  {
    name: 'default (JavaScript tabs)',
    element: (
      <Tabs
        items={[
          {
            id: 'tab-interest',
            label: 'Interest',
            panel: { children: <p className="govuk-body">You earn 4.10% AER variable.</p> },
          },
          { id: 'tab-withdrawals', label: 'Withdrawals', panel: { text: 'Withdraw as often as you like.' } },
        ]}
      />
    ),
  },
  {
    name: 'links (one page per tab)',
    element: (
      <Tabs
        mode="links"
        title="Account information"
        panelId="account-panel"
        items={[
          { label: 'Transactions', href: '/accounts/12345678/transactions', selected: true },
          { label: 'Account details', href: '/accounts/12345678/details' },
          { label: 'Statements', href: '/accounts/12345678/statements' },
        ]}
      >
        <h2 className="govuk-heading-m">Transactions</h2>
        <p className="govuk-body">No transactions in the last 30 days.</p>
      </Tabs>
    ),
  },
];

export const tableExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Table
        caption="Recent transactions"
        captionClasses="govuk-table__caption--m"
        firstCellIsHeader
        head={[{ text: 'Date' }, { text: 'Description' }, { text: 'Amount', format: 'numeric' }]}
        rows={[
          [{ text: '1 June 2026' }, { text: 'Interest' }, { text: '£12.34', format: 'numeric' }],
          [{ text: '28 May 2026' }, { text: 'Transfer in' }, { text: '£500.00', format: 'numeric' }],
        ]}
      />
    ),
  },
  {
    name: 'without head',
    element: (
      <Table
        caption="Account summary"
        firstCellIsHeader
        rows={[
          [{ text: 'Balance' }, { text: '£1,234.56', format: 'numeric' }],
          [{ text: 'Interest rate' }, { text: '4.10% AER', format: 'numeric' }],
        ]}
      />
    ),
  },
];

export const paginationExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Pagination
        previous={{ href: '?page=1' }}
        next={{ href: '?page=3' }}
        items={[
          { number: 1, href: '?page=1' },
          { number: 2, href: '?page=2', current: true },
          { number: 3, href: '?page=3' },
          { ellipsis: true },
          { number: 10, href: '?page=10' },
        ]}
      />
    ),
  },
  {
    name: 'previous and next only',
    element: (
      <Pagination
        previous={{ href: '/statements/2026-04', labelText: 'April 2026' }}
        next={{ href: '/statements/2026-06', labelText: 'June 2026' }}
      />
    ),
  },
];

export const panelExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Panel titleText="Transfer complete">
        Your reference number
        <br />
        <strong>HDJ2123F</strong>
      </Panel>
    ),
  },
  { name: 'title only', element: <Panel titleText="Account opened" headingLevel={2} /> },
];

export const notificationBannerExamples: Example[] = [
  {
    name: 'default',
    element: (
      <NotificationBanner titleId="example-banner-title" text="Your interest rate changes on 1 July 2026." />
    ),
  },
  {
    name: 'success',
    element: (
      <NotificationBanner type="success" titleId="example-success-banner-title">
        <h3 className="govuk-notification-banner__heading">Your details have been updated</h3>
        <p className="govuk-body">We’ve sent a confirmation to your email address.</p>
      </NotificationBanner>
    ),
  },
];

export const warningTextExamples: Example[] = [
  { name: 'default', element: <WarningText text="We will never ask for your full password." /> },
  {
    name: 'custom fallback text',
    element: <WarningText iconFallbackText="Important">Fixed rate bonds cannot be closed early.</WarningText>,
  },
];

export const insetTextExamples: Example[] = [
  { name: 'default', element: <InsetText text="Transfers between your own accounts arrive immediately." /> },
  {
    name: 'with React content',
    element: (
      <InsetText>
        <p className="govuk-body">Your deposits are protected up to £120,000 by the FSCS.</p>
      </InsetText>
    ),
  },
];

export const summaryListExamples: Example[] = [
  {
    name: 'default',
    element: (
      <SummaryList
        rows={[
          {
            key: { text: 'Name' },
            value: { text: 'Alex Smith' },
          },
          {
            key: { text: 'Email address' },
            value: { text: 'alex@example.com' },
            actions: {
              items: [
                { href: '/personal-details/email', text: 'Change', visuallyHiddenText: 'email address' },
              ],
            },
          },
          {
            key: { text: 'Address' },
            value: {
              text: (
                <>
                  1 High Street
                  <br />
                  Leeds
                </>
              ),
            },
            actions: {
              items: [{ href: '/personal-details/address', text: 'Change', visuallyHiddenText: 'address' }],
            },
          },
        ]}
      />
    ),
  },
  {
    name: 'no border',
    element: (
      <SummaryList
        classes="govuk-summary-list--no-border"
        rows={[
          { key: { text: 'Balance' }, value: { text: '£1,234.56' } },
          { key: { text: 'Interest rate' }, value: { text: '4.10% AER variable' } },
        ]}
      />
    ),
  },
  {
    name: 'card',
    element: (
      <SummaryList
        card={{
          title: { text: 'Easy access saver' },
          actions: { items: [{ href: '/accounts/12345678', text: 'View account' }] },
        }}
        rows={[
          { key: { text: 'Account number' }, value: { text: '12345678' } },
          { key: { text: 'Balance' }, value: { text: '£1,234.56' } },
        ]}
      />
    ),
  },
];

export const backLinkExamples: Example[] = [
  { name: 'default', element: <BackLink href="/accounts" /> },
  { name: 'custom text', element: <BackLink href="/accounts" text="Back to your accounts" /> },
];

export const breadcrumbsExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Breadcrumbs
        items={[
          { text: 'My Accounts', href: '/accounts' },
          { text: 'Easy access saver', href: '/accounts/12345678' },
          { text: 'Statements' },
        ]}
      />
    ),
  },
  {
    name: 'collapse on mobile',
    element: (
      <Breadcrumbs
        collapseOnMobile
        items={[
          { text: 'Home', href: '/' },
          { text: 'My Details', href: '/services' },
        ]}
      />
    ),
  },
];

export const tagExamples: Example[] = [
  { name: 'default', element: <Tag text="Active" /> },
  { name: 'green', element: <Tag classes="govuk-tag--green">Matured</Tag> },
  { name: 'grey', element: <Tag classes="govuk-tag--grey" text="Closed" /> },
];

export const skipLinkExamples: Example[] = [
  {
    name: 'default',
    // Links to the page's <main id="main-content">; visible only when focused.
    element: <SkipLink href="#main-content" text="Skip to main content" />,
  },
];

export const serviceNavigationExamples: Example[] = [
  {
    name: 'signed-in main menu',
    element: (
      <ServiceNavigation
        navigationLabel="Main menu"
        navigationId="example-navigation"
        navigation={[
          { href: '/accounts', text: 'My Accounts', current: true },
          { href: '/services', text: 'My Details' },
        ]}
      />
    ),
  },
  {
    name: 'active section',
    element: (
      <ServiceNavigation
        navigationLabel="Section menu"
        navigationId="example-navigation-active"
        navigation={[
          { href: '/accounts', text: 'My Accounts', active: true },
          { href: '/services', text: 'My Details' },
          { href: '/messages', text: 'Messages' },
        ]}
      />
    ),
  },
  {
    name: 'with service name',
    element: <ServiceNavigation serviceName="Online savings" serviceUrl="/" navigation={[]} />,
  },
];

export const footerExamples: Example[] = [
  {
    name: 'default',
    element: (
      <Footer
        meta={{
          items: [
            { href: '/help', text: 'Help' },
            { href: '/privacy', text: 'Privacy notice' },
            { href: '/accessibility', text: 'Accessibility statement' },
          ],
        }}
      >
        <p className="govuk-body-s">
          Example Savings Bank plc is authorised by the Prudential Regulation Authority and regulated by the
          Financial Conduct Authority and the Prudential Regulation Authority.
        </p>
      </Footer>
    ),
  },
  {
    name: 'with copyright',
    element: (
      <Footer
        meta={{ items: [{ href: '/cookies', text: 'Cookies' }] }}
        copyright={{ text: '© Example Savings Bank plc' }}
      />
    ),
  },
];

export const genericHeaderExamples: Example[] = [
  { name: 'default', element: <GenericHeader logoText="Example Savings Bank" /> },
  {
    name: 'signed in',
    element: (
      <GenericHeader logoText="Example Savings Bank" url="/accounts">
        <p className="app-header__greeting">Hi Alex</p>
        <form method="post" action="/sign-out" className="app-header__sign-out">
          <Button classes="govuk-button--inverse app-header__sign-out-button" text="Sign out" />
        </form>
      </GenericHeader>
    ),
  },
];

/** All examples by component name (examples.test.tsx checks there is a list for every component). */
export const examples = {
  BackLink: backLinkExamples,
  Breadcrumbs: breadcrumbsExamples,
  Button: buttonExamples,
  CharacterCount: characterCountExamples,
  Checkboxes: checkboxesExamples,
  DateInput: dateInputExamples,
  Details: detailsExamples,
  ErrorMessage: errorMessageExamples,
  ErrorSummary: errorSummaryExamples,
  Fieldset: fieldsetExamples,
  Footer: footerExamples,
  GenericHeader: genericHeaderExamples,
  Hint: hintExamples,
  InsetText: insetTextExamples,
  Label: labelExamples,
  NotificationBanner: notificationBannerExamples,
  Pagination: paginationExamples,
  Panel: panelExamples,
  PasswordInput: passwordInputExamples,
  Radios: radiosExamples,
  Select: selectExamples,
  ServiceNavigation: serviceNavigationExamples,
  SkipLink: skipLinkExamples,
  SummaryList: summaryListExamples,
  Table: tableExamples,
  Tabs: tabsExamples,
  Tag: tagExamples,
  TextInput: textInputExamples,
  Textarea: textareaExamples,
  WarningText: warningTextExamples,
} satisfies Record<string, Example[]>;
