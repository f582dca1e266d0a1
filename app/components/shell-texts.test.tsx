import { render, screen } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { rootData } from './test-helpers/root-data.ts';
import { AccountsLoading } from '../routes/accounts/list/accounts-loading.tsx';
import { MessagesLoading } from '../routes/messaging-twoway/messages-loading.tsx';
import { FormErrorSummary } from './forms/form-error-summary.tsx';
import { SystemMessageBanners } from './system-messages/system-message-banners.tsx';
import { TimeoutWarning } from './timeout-warning/timeout-warning.tsx';
import { DangerAlert } from './danger-alert.tsx';
import { ManagedErrors } from './managed-errors.tsx';
import { PasswordField } from './password-field.tsx';
import { GotAQuestion } from './got-a-question.tsx';

// Texts every page may show, read from the shell's managed texts (tag 'layout'; decision 038): the loading states of
// spec 2 §2 ('Loading accounts...') and spec 3 §2 ('Loading messages...'), shown while a client-side navigation has
// no page data yet; the error summary's title; the system message banners; the timeout warning.

async function show(Component: () => React.JSX.Element | null, values: Record<string, string>) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData(values),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [{ path: '*', Component }],
    },
  ]);
  const { container } = render(<Stub initialEntries={['/somewhere']} />);
  await screen.findByTestId('shown');
  return container;
}

/** The component and a marker the test waits for (the stub renders after its loader). */
function shown(element: React.JSX.Element) {
  return function Shown() {
    return <div data-testid="shown">{element}</div>;
  };
}

describe('the loading states', () => {
  it('show their defaults without published texts', async () => {
    await show(shown(<AccountsLoading />), {});
    expect(screen.getByRole('status').textContent).toBe('Loading accounts...');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accounts');
    expect(document.title).toBe('Accounts - Test Bank');
  });

  it('show the published layout texts', async () => {
    await show(shown(<MessagesLoading />), {
      'content.loadingMessagesHeading': 'Your messages',
      'content.loadingMessages': 'Fetching your messages…',
    });
    expect(screen.getByRole('status').textContent).toBe('Fetching your messages…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your messages');
  });
});

describe('the error summary title', () => {
  const errors = [
    { field: 'a', href: '#a', message: 'First' },
    { field: 'b', href: '#b', message: 'Second' },
  ];

  it('is the spec’s by default', async () => {
    await show(shown(<FormErrorSummary errors={errors} />), {});
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('There are 2 errors in this form:');
  });

  it('takes the published wording, with its count filled in', async () => {
    await show(shown(<FormErrorSummary errors={errors} />), {
      'content.errorSummaryMany': 'Please check {count} answers:',
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Please check 2 answers:');
  });
});

describe('the danger alert', () => {
  it('has the published title, and its message in the published wording on a page that manages it', async () => {
    const page = { tag: 'p', values: {}, messages: { 'It failed.': 'That did not work.' } };
    const container = await show(
      shown(
        <ManagedErrors page={page}>
          <DangerAlert>It failed.</DangerAlert>
        </ManagedErrors>,
      ),
      { 'content.problemTitle': 'Something went wrong' },
    );
    expect(container.querySelector('h2')?.textContent).toBe('Something went wrong');
    expect(container.querySelector('.govuk-error-summary__body')?.textContent).toBe('That did not work.');
  });

  it('has the spec’s title by default', async () => {
    const container = await show(shown(<DangerAlert>It failed.</DangerAlert>), {});
    expect(container.querySelector('h2')?.textContent).toBe('There is a problem');
    expect(container.querySelector('.govuk-error-summary__body')?.textContent).toBe('It failed.');
  });
});

describe('the system message banners and the timeout warning', () => {
  it('take the published wording', async () => {
    const container = await show(
      shown(
        <>
          <SystemMessageBanners messages={[{ id: 'm1', body: 'Maintenance tonight' }]} csrfToken="t" />
          <TimeoutWarning
            timeout={{ mode: 'session', remainingMs: 600_000, countdown: false }}
            csrfToken="t"
          />
        </>,
      ),
      {
        'content.systemMessageTitle': 'Please note',
        'content.systemMessageDismiss': 'Hide',
        'content.timeoutSessionHeading': 'Still there?',
        'content.timeoutLastMinute': 'One minute left. Carry on?',
        'content.timeoutCountdown': 'Only {count} seconds left here.',
        'content.timeoutYes': 'Carry on',
        'content.timeoutNo': 'Sign me out',
      },
    );
    expect(container.querySelector('.govuk-notification-banner__title')?.textContent).toBe('Please note');
    expect(container.querySelector('.app-system-messages button')?.textContent).toBe(
      'Hide message 1: Maintenance tonight',
    );
    const dialog = container.querySelector('dialog.app-timeout-dialog') as HTMLDialogElement;
    expect(dialog.querySelector('h2')?.textContent).toBe('Still there?');
    expect(dialog.querySelector('#timeout-message')?.textContent).toBe('One minute left. Carry on?');
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Carry on',
      'Sign me out',
    ]);
    // The script of a page without React fills in the same published texts.
    expect(dialog.dataset.textCountdown).toBe('Only {count} seconds left here.');
    expect(dialog.dataset.textLastMinute).toBe('One minute left. Carry on?');
  });
});

describe('the password toggle', () => {
  it('keeps govuk-frontend’s own wording by default', async () => {
    const plain = await show(shown(<PasswordField id="password" label={{ text: 'Password' }} />), {});
    const group = plain.querySelector('[data-module="govuk-password-input"]') as HTMLElement;
    expect(Object.keys(group.dataset).filter((name) => name.startsWith('i18n'))).toEqual([]);
    expect(group.querySelector('button')?.textContent).toBe('Show');
  });

  it('passes a published wording to its script', async () => {
    const changed = await show(shown(<PasswordField id="password" label={{ text: 'Password' }} />), {
      'content.passwordShow': 'Reveal',
      'content.passwordShown': 'Your password can be seen',
    });
    const group = changed.querySelector('[data-module="govuk-password-input"]') as HTMLElement;
    expect(group.getAttribute('data-i18n.show-password')).toBe('Reveal');
    expect(group.getAttribute('data-i18n.password-shown-announcement')).toBe('Your password can be seen');
    expect(group.querySelector('button')?.textContent).toBe('Reveal');
  });
});

describe('the Got a question? panel', () => {
  it('shows its defaults', async () => {
    const plain = await show(shown(<GotAQuestion supportPhone="0800 000 0000" />), {});
    expect(plain.querySelector('h2')?.textContent).toBe('Got a question?');
    expect(plain.textContent).toContain('Or call us on 0800 000 0000');
  });

  it('shows the published texts', async () => {
    const changed = await show(shown(<GotAQuestion supportPhone="0800 000 0000" />), {
      'content.questionHeading': 'Need to ask us something?',
      'content.questionHours': 'Every day, 8am to 8pm.',
    });
    expect(changed.querySelector('h2')?.textContent).toBe('Need to ask us something?');
    expect(changed.textContent).toContain('Every day, 8am to 8pm.');
  });
});

describe('the system message banners’ Dismiss buttons', () => {
  it('name the message each one dismisses by its opening words', async () => {
    await show(
      shown(
        <SystemMessageBanners
          messages={[
            {
              id: 'm1',
              body: 'Planned maintenance: online banking will be unavailable on Sunday between 1.00am and 5.00am.',
            },
            {
              id: 'm2',
              body: 'Our phone lines will close early at 3.00pm on Christmas Eve (24 December). You can still use online banking as usual.',
            },
          ]}
          csrfToken="t"
        />,
      ),
      {},
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Dismiss message 1: Planned maintenance',
      'Dismiss message 2: Our phone lines will close early at 3.00pm…',
    ]);
  });
});
