import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { errorSummaryTitle } from '#shared/messages/validation.ts';
import { Button, ErrorSummary, NotificationBanner, Select, Tabs } from '../../../components/govuk/index.ts';
import { CsrfField } from '../../../components/forms/csrf-field.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import type { AccountFrameData, AccountTab } from './frame.server.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { EditControl } from '../../../components/managed-text.tsx';
import { EditControls } from '../../../components/managed-texts.tsx';
import { WithSidebar } from '../../../components/with-sidebar.tsx';
import { useManagedMessage } from '../../../components/managed-errors.tsx';
import { contentOf } from '../../../lib/managed-values.ts';

// The frame of every account details tab (spec 2 §2): the account's name as the h1, its maturity message, the tabs
// as real links (each tab is its own URL, so they work without JavaScript), the actions menu and the account
// chooser. A tab's page renders its content as the children and sets its own <PageTitle> with accountPageTitle().

/** Each tab's managed label (tag 'account-details'), also its heading and the first part of the page title. */
export const TAB_KEYS: Record<AccountTab, string> = {
  summary: 'tabSummary',
  transactions: 'tabTransactions',
  statements: 'tabStatements',
};

const TAB_PATHS: Record<AccountTab, string> = {
  summary: '',
  transactions: '/transactions',
  statements: '/statements',
};

/** The page part of the title of an account's tab: 'Summary - Easy Access Saver'. */
export function accountPageTitle(frame: AccountFrameData, tab: AccountTab): string {
  return `${contentOf(frame.page)(TAB_KEYS[tab])} - ${frame.view.name}`;
}

/** True when the frame itself shows an error (the chooser): the page's title then starts with 'Error: '. */
export function frameHasErrors(frame: AccountFrameData): boolean {
  return Boolean(frame.chooser?.error);
}

export function AccountDetailsFrame({
  frame,
  tab,
  children,
}: {
  frame: AccountFrameData;
  tab: AccountTab;
  children: ReactNode;
}) {
  const { view, page } = frame;
  const t = contentOf(page);
  // spec 2 §2: a closed account shows only Statements.
  const tabs: AccountTab[] = view.closed ? ['statements'] : ['summary', 'transactions', 'statements'];
  return (
    <>
      {frame.chooser?.error ? <ChooserErrorSummary message={frame.chooser.error} /> : null}
      <h1 className="govuk-heading-l">
        {view.name}
        <span className="govuk-caption-m">
          {view.sortCode
            ? fillIn(t('captionWithSortCode'), { number: view.number, sortCode: view.sortCode })
            : fillIn(t('caption'), { number: view.number })}
        </span>
      </h1>
      <EditControls page={page} keys={[view.sortCode ? 'captionWithSortCode' : 'caption']} />
      {frame.maturity && !frame.maturityDismissed ? (
        <MaturityMessage
          id={view.id}
          message={frame.maturity}
          messageKey={frame.maturityKey}
          page={page}
          tab={tab}
        />
      ) : null}
      <WithSidebar
        sidebar={
          <>
            <AccountActions actions={frame.actions} actionKeys={frame.actionKeys} page={page} />
            {frame.chooser ? (
              <AccountChooser id={view.id} tab={tab} chooser={frame.chooser} page={page} />
            ) : null}
          </>
        }
      >
        <Tabs
          mode="links"
          title={t('tabsTitle')}
          panelId="account-tab"
          items={tabs.map((item) => ({
            label: t(TAB_KEYS[item]),
            href: `/accounts/details/${view.id}${TAB_PATHS[item]}`,
            selected: item === tab,
          }))}
        >
          {children}
        </Tabs>
      </WithSidebar>
      <EditControls page={page} keys={['tabsTitle', ...tabs.map((item) => TAB_KEYS[item])]} />
    </>
  );
}

/**
 * The maturity message (spec 2 §2), dismissable. Without JavaScript the 'Dismiss' button posts the form and the
 * page comes back without it; with JavaScript a fetcher posts the same form and the message goes at once.
 */
function MaturityMessage({
  id,
  message,
  messageKey,
  page,
  tab,
}: {
  id: string;
  message: string;
  messageKey: string | null;
  page: ManagedPage;
  tab: AccountTab;
}) {
  const { csrfToken } = useRootData();
  const fetcher = useFetcher<{ dismissed: boolean }>();
  const action = `/accounts/details/${id}/dismiss-maturity`;
  const dismiss = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the same form is posted by a fetcher asking for a data answer (mode=fetch), so the page
    // stays; the banner (and the focused button) goes, so the keyboard user's place moves to the page's heading.
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.set('mode', 'fetch');
    void fetcher.submit(body, { method: 'post', action });
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.addEventListener('blur', () => heading.removeAttribute('tabindex'), { once: true });
      heading.focus();
    }
  };
  if (fetcher.state !== 'idle' || fetcher.data?.dismissed) return null;
  return (
    <NotificationBanner titleId="maturity-message-title" titleText={contentOf(page)('maturityTitle')}>
      <p className="govuk-notification-banner__heading">{message}</p>
      <EditControls page={page} keys={['maturityTitle', ...(messageKey ? [messageKey] : [])]} />
      {/* data-dismiss-banner: on a page without React, app/enhance/dismiss-banner.ts does what `dismiss` does. */}
      <form method="post" action={action} onSubmit={dismiss} data-dismiss-banner>
        {csrfToken ? <CsrfField token={csrfToken} /> : null}
        <input type="hidden" name="tab" value={tab} />
        <Button
          text={contentOf(page)('dismiss')}
          classes="govuk-button--secondary govuk-!-margin-bottom-0"
          attributes={{ 'aria-describedby': 'maturity-message-title' }}
        />
      </form>
      <EditControls page={page} keys={['dismiss']} />
    </NotificationBanner>
  );
}

/** The actions menu (spec 2 §2): links the account's Supports list offers, then alerts and messages. */
function AccountActions({
  actions,
  actionKeys,
  page,
}: {
  actions: AccountFrameData['actions'];
  actionKeys: AccountFrameData['actionKeys'];
  page: ManagedPage;
}) {
  return (
    <nav className="app-account-actions" aria-labelledby="account-actions-title">
      <h2 className="govuk-heading-m" id="account-actions-title">
        {contentOf(page)('actionsHeading')}
      </h2>
      <EditControls page={page} keys={['actionsHeading']} />
      <ul className="govuk-list">
        {actions.map((action, index) => {
          const key = actionKeys[index];
          return (
            <li key={`${action.text} ${action.href}`}>
              <Link className="govuk-link" to={action.href}>
                {action.text}
              </Link>
              {key && page.editor ? (
                <>
                  {' '}
                  <EditControl page={page} name={`content.${key}`} inline />
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The account chooser (spec 2 §2): a GET form, so it works without JavaScript. /accounts/details checks the choice
 * and sends the browser to the chosen account, or back here with 'Please select your account'.
 */
function AccountChooser({
  id,
  tab,
  chooser,
  page,
}: {
  id: string;
  tab: AccountTab;
  chooser: NonNullable<AccountFrameData['chooser']>;
  page: ManagedPage;
}) {
  const t = contentOf(page);
  return (
    <Form method="get" action="/accounts/details" className="app-account-chooser">
      <input type="hidden" name="from" value={id} />
      <input type="hidden" name="tab" value={tab} />
      <Select
        id="account"
        name="account"
        label={{ text: t('chooserLabel'), classes: 'govuk-label--s' }}
        errorMessage={chooser.error ? { text: chooser.error } : null}
        value={chooser.error ? '' : id}
        items={[
          { value: '', text: t('chooserPlaceholder') },
          ...chooser.options.map((option) => ({ value: option.value, text: option.text })),
        ]}
        classes="govuk-!-width-full"
      />
      <Button text={t('viewAccount')} classes="govuk-button--secondary" />
      <EditControls page={page} keys={['chooserLabel', 'chooserPlaceholder', 'viewAccount']} />
    </Form>
  );
}

/** The chooser's message in the error summary, in its published wording when the tab's page manages it. */
function ChooserErrorSummary({ message }: { message: string }) {
  const managed = useManagedMessage();
  return (
    <ErrorSummary
      titleText={errorSummaryTitle(1)}
      errorList={[{ text: managed(message), href: '#account' }]}
    />
  );
}
