import { render, screen } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import type { RootData } from '../../../client/lib/root-data.ts';
import { AccountsLoading } from '../../../client/routes/accounts/list/accounts-loading.tsx';
import { MessagesLoading } from '../../../client/routes/messaging-twoway/messages-loading.tsx';

// The loading states of spec 2 §2 ('Loading accounts...') and spec 3 §2 ('Loading messages...') show while a
// client-side navigation has no page data yet, so they read the shell's managed texts (tag 'layout'; issue 13).

function root(values: Record<string, string>): RootData {
  return {
    bankName: 'Test Bank',
    bankHomeUrl: '/',
    supportPhone: '0800 000 0000',
    supportEmail: 'help@bank.test',
    authMode: 'native',
    sessionExpiryMinutes: 20,
    customer: { name: 'Test' },
    csrfToken: 'csrf-token',
    timeout: null,
    enhanceScript: '/assets/enhance.js',
    editorScript: null,
    layout: { tag: 'layout', values },
  };
}

async function show(Component: () => React.JSX.Element, values: Record<string, string>) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root(values),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [{ path: '*', Component }],
    },
  ]);
  render(<Stub initialEntries={['/somewhere']} />);
  return screen.findByRole('status');
}

describe('the loading states', () => {
  it('show their defaults without published texts', async () => {
    expect((await show(AccountsLoading, {})).textContent).toBe('Loading accounts...');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accounts');
    expect(document.title).toBe('Accounts - Test Bank');
  });

  it('show the published layout texts', async () => {
    const status = await show(MessagesLoading, {
      'content.loadingMessagesHeading': 'Your messages',
      'content.loadingMessages': 'Fetching your messages…',
    });
    expect(status.textContent).toBe('Fetching your messages…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your messages');
  });
});
