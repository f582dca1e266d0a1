import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ManagedErrors } from './managed-errors.tsx';
import { FormErrorSummary } from './forms/form-error-summary.tsx';
import { TextInput } from './govuk/index.ts';
import type { ManagedPage } from '#shared/content/managed.ts';

// The errors kind of managed content (decision 055): a page that manages its messages shows their published text in the
// error summary and under the field, whichever side raised the default message.

const page: ManagedPage = {
  tag: 'tag',
  values: { 'errors.amountRequired': 'Tell us how much' },
  messages: { 'Enter an amount': 'Tell us how much' },
};

function Form() {
  return (
    <>
      <FormErrorSummary errors={[{ field: 'amount', href: '#amount', message: 'Enter an amount' }]} />
      <TextInput
        id="amount"
        name="amount"
        label={{ text: 'Amount' }}
        errorMessage={{ text: 'Enter an amount' }}
      />
      <TextInput
        id="other"
        name="other"
        label={{ text: 'Other' }}
        errorMessage={{ text: 'Unmanaged message' }}
      />
    </>
  );
}

/** The page in a router, as the portal renders it (the error summary reads the shell's texts through it). */
async function renderPage(element: ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => element, HydrateFallback: () => null }]);
  const rendered = render(<Stub initialEntries={['/']} />);
  await screen.findByRole('alert');
  return rendered;
}

describe('ManagedErrors', () => {
  it('shows the published text in the summary and under the field; other messages as they are', async () => {
    const { container } = await renderPage(
      <ManagedErrors page={page}>
        <Form />
      </ManagedErrors>,
    );
    expect(container.querySelector('.govuk-error-summary__list')?.textContent).toBe('Tell us how much');
    const messages = [...container.querySelectorAll('.govuk-error-message')].map((p) => p.textContent);
    expect(messages).toEqual(['Error: Tell us how much', 'Error: Unmanaged message']);
    expect(container.querySelector('.app-content-errors')).toBeNull();
  });

  it('matches a message with data in it by its template, and fills the published text in', async () => {
    const templated: ManagedPage = {
      tag: 'tag',
      values: {},
      messages: { 'Returned unknown status {status}': 'The bank answered {status}. Please try again later.' },
    };
    const { container } = await renderPage(
      <ManagedErrors page={templated}>
        <FormErrorSummary errors={[{ field: 'a', href: '#a', message: 'Returned unknown status Pending' }]} />
      </ManagedErrors>,
    );
    expect(container.querySelector('.govuk-error-summary__list')?.textContent).toBe(
      'The bank answered Pending. Please try again later.',
    );
  });

  it('changes nothing outside a managing page', async () => {
    const { container } = await renderPage(<Form />);
    expect(container.querySelector('.govuk-error-summary__list')?.textContent).toBe('Enter an amount');
  });

  it('lists the messages with Edit links for an editor', () => {
    const editorPage: ManagedPage = {
      ...page,
      editor: {
        returnTo: '/p',
        items: { 'errors.amountRequired': { state: 'updated', deleted: false, blocked: false } },
      },
    };
    const { container } = render(
      <ManagedErrors page={editorPage}>
        <p>form</p>
      </ManagedErrors>,
    );
    const list = container.querySelector('.app-content-errors');
    expect(list?.querySelector('h2')?.textContent).toBe('Error messages on this page');
    expect(list?.querySelector('li')?.textContent).toContain('Tell us how much');
    expect(list?.querySelector('a')?.getAttribute('href')).toContain('name=errors.amountRequired');
  });
});
