import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { groupByDay, toRows } from '#shared/domain/transactions.ts';
import type { Transaction } from '#shared/api/account-area.ts';
import { TransactionList } from './transaction-list.tsx';
import { InterestHistory } from './interest-history.tsx';
import { axeOptions } from '../../../components/test-helpers/govuk.tsx';
import { defaultPage } from '../../../components/managed-texts.tsx';
import { ACCOUNT_DETAILS_DEFAULTS, ACCOUNT_DETAILS_TAG } from '#shared/messages/account-details.ts';

const page = defaultPage(ACCOUNT_DETAILS_TAG, ACCOUNT_DETAILS_DEFAULTS);

// The Transactions tab's list and interest rates (spec 2 §2): day headings, the decorative badge, amount and balance
// per row, the empty message, 'Present' for an open-ended rate.

/** What assistive technology reads in a cell: its text without aria-hidden parts. */
function spoken(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

const groups = groupByDay(
  toRows([
    { Date: '2026-11-22', Description: 'Interest paid', Amount: 1.5, Balance: 1001.5 },
    { Date: '2026-11-21', Description: 'Transfer out', Amount: -25, Balance: 1000 },
    { Date: '2026-11-01', Description: 'Opening deposit', Amount: '1025.00', Balance: '1025.00' },
  ] as Transaction[]),
  '2026-11-22',
  'desc',
);

describe('TransactionList', () => {
  it('shows a heading per day and a table of its rows', () => {
    render(<TransactionList groups={groups} page={page} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
      '01 Nov 2026',
    ]);
    const today = screen.getByRole('table', { name: 'Today' });
    const [, row] = within(today).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map(spoken),
    ).toEqual(['Interest paid', '£1.50', '£1,001.50']);
    // The badge is decorative: hidden from assistive technology, so the cell reads as the description only.
    const badge = today.querySelector('.app-transactions__badge');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.textContent).toBe('I');
  });

  it('says when there are none', () => {
    render(<TransactionList groups={[]} page={page} />);
    expect(screen.getByText('There are no transactions available')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TransactionList groups={groups} page={page} />);
    expect(await axe(container, axeOptions)).toHaveNoViolations();
  });
});

describe('InterestHistory', () => {
  it('shows each period with Present for the open one, and the rate', () => {
    render(
      <InterestHistory
        page={page}
        rates={[
          { key: 'b', from: '2026-04-01', to: null, rate: '3.60%' },
          { key: 'a', from: '2025-04-01', to: '2026-03-31', rate: '3.25%' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Historic Interest Rates' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['01 Apr 2026 to Present', '3.60%', '01 Apr 2025 to 31 Mar 2026', '3.25%']);
  });

  it('warns when the rates could not be loaded', () => {
    render(<InterestHistory rates={null} page={page} />);
    expect(screen.getByText(/Historic interest rates are not available at the moment/)).toBeTruthy();
  });
});
