import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { AccountCard } from './account-card.tsx';
import type { AccountCard as Card } from './card-types.ts';
import { defaultPage } from '../../../components/managed-texts.tsx';
import type { ManagedPage } from '#shared/content/managed.ts';
import {
  ACCOUNTS_LIST_DEFAULTS,
  ACCOUNTS_LIST_TAG,
  NOT_AVAILABLE,
} from '#shared/messages/account-details.ts';

// An accounts list card whose balance the bank did not send (spec 2 §2): 'Not available', the tag's managed text.

const card: Card = {
  id: 'abcd',
  status: 'Active',
  company: null,
  kind: 'easy-access',
  unsupportedType: null,
  name: 'Easy Access Saver',
  number: '30187452',
  sortCode: null,
  balance: NOT_AVAILABLE,
  opened: null,
  closed: null,
  maturesOn: null,
  latest: null,
  action: null,
};

async function renderCard(page: ManagedPage) {
  const Stub = createRoutesStub([
    {
      path: '*',
      HydrateFallback: () => null,
      Component: () => (
        <ul>
          <AccountCard card={card} page={page} />
        </ul>
      ),
    },
  ]);
  render(<Stub initialEntries={['/accounts/list']} />);
  return screen.findByRole('heading', { level: 2 });
}

describe('an account card without a balance', () => {
  it('says Not available by default', async () => {
    await renderCard(defaultPage(ACCOUNTS_LIST_TAG, ACCOUNTS_LIST_DEFAULTS));
    expect(document.querySelector('dl')?.textContent).toContain('BalanceNot available');
  });

  it('shows the published wording instead', async () => {
    const page = defaultPage(ACCOUNTS_LIST_TAG, ACCOUNTS_LIST_DEFAULTS);
    await renderCard({
      ...page,
      values: { ...page.values, 'content.notAvailable': 'Unknown at the moment' },
    });
    expect(document.querySelector('dl')?.textContent).toContain('BalanceUnknown at the moment');
  });
});
