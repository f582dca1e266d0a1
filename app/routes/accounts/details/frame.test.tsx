import { render, screen, within } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { AccountDetailsFrame } from './frame.tsx';
import type { AccountFrameData, AccountTab } from './frame.server.ts';
import { rootData } from '../../../components/test-helpers/root-data.ts';
import { defaultPage } from '../../../components/managed-texts.tsx';
import { ACCOUNT_DETAILS_DEFAULTS, ACCOUNT_DETAILS_TAG } from '#shared/messages/account-details.ts';

// The account details frame (spec 2 §2): tabs as links with aria-current, a closed account's single Statements tab,
// the maturity message with its CSRF-protected Dismiss form, the chooser's error.

const ROOT = rootData();

function frame(overrides: Partial<AccountFrameData> & { closed?: boolean } = {}): AccountFrameData {
  const { closed = false, ...rest } = overrides;
  return {
    account: { AccountKey: { Key: 'ACC-1' }, AccountNumber: '1' } as Account,
    view: {
      id: 'abcd',
      name: 'Easy Access Saver',
      number: '30187452',
      sortCode: '20-00-00',
      balance: '£1.00',
      closed,
      productType: 'Savings',
      supported: true,
      brandProductType: 'EASY_ACCESS',
    },
    maturity: null,
    maturityKey: null,
    maturityDismissed: false,
    page: defaultPage(ACCOUNT_DETAILS_TAG, ACCOUNT_DETAILS_DEFAULTS),
    actions: [{ text: 'Manage account alerts', href: '/alerts' }],
    actionKeys: [null],
    chooser: null,
    ...rest,
  };
}

async function renderFrame(data: AccountFrameData, tab: AccountTab) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ROOT,
      Component: () => <Outlet />,
      children: [
        {
          path: '*',
          Component: () => (
            <AccountDetailsFrame frame={data} tab={tab}>
              <p>Tab content</p>
            </AccountDetailsFrame>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/accounts/details/abcd']} />);
  await screen.findByText('Tab content');
}

describe('AccountDetailsFrame', () => {
  it('renders the account name as the h1 and the three tabs as links, the current one marked', async () => {
    await renderFrame(frame(), 'transactions');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Easy Access Saver');
    const tabs = within(document.querySelector('.govuk-tabs__list') as HTMLElement).getAllByRole('link');
    expect(
      tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')]),
    ).toEqual([
      ['Summary', '/accounts/details/abcd', null],
      ['Transactions', '/accounts/details/abcd/transactions', 'page'],
      ['Statements', '/accounts/details/abcd/statements', null],
    ]);
    expect(document.querySelector('.govuk-tabs')?.getAttribute('data-module')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Actions' })).toBeTruthy();
  });

  it('shows a closed account only its Statements tab', async () => {
    await renderFrame(frame({ closed: true }), 'statements');
    const tabs = within(document.querySelector('.govuk-tabs__list') as HTMLElement).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Statements']);
  });

  it('shows the maturity message with a Dismiss form carrying the CSRF token, unless dismissed', async () => {
    const message = "We'll contact you 14 days before it matures.";
    await renderFrame(frame({ maturity: message }), 'summary');
    const banner = screen.getByRole('region', { name: "Your account's maturity" });
    expect(banner.textContent).toContain(message);
    const form = banner.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/accounts/details/abcd/dismiss-maturity');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value).toBe('csrf-token');
    expect(form?.querySelector<HTMLInputElement>('input[name="tab"]')?.value).toBe('summary');
  });

  it('hides a dismissed maturity message', async () => {
    await renderFrame(frame({ maturity: 'Message', maturityDismissed: true }), 'summary');
    expect(screen.queryByRole('region', { name: "Your account's maturity" })).toBeNull();
  });

  it("shows the chooser's error in the summary and at the select", async () => {
    await renderFrame(
      frame({
        chooser: {
          options: [
            { value: 'abcd', text: '30187452 - £1.00' },
            { value: 'ef01', text: '30187453 - £2.00' },
          ],
          error: 'Please select your account',
        },
      }),
      'summary',
    );
    const summaryLink = screen.getByRole('link', { name: 'Please select your account' });
    expect(summaryLink.getAttribute('href')).toBe('#account');
    const select = screen.getByLabelText(/Choose another account/) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-describedby')).toContain('account-error');
    expect(select.closest('form')?.getAttribute('method')).toBe('get');
  });
});
