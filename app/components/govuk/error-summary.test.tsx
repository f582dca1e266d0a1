import { render, screen } from '@testing-library/react';
import { ErrorSummary } from './index.ts';
import { errorSummaryExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must, renderStatic } from '../test-helpers/govuk.tsx';

// We add tabindex="-1" and autofocus on purpose (focus on page load without JavaScript); tested below.
describeFixtures('error-summary', ErrorSummary, { ignoreAttributes: ['tabindex', 'autofocus'] });
describeExamplesAxe(errorSummaryExamples);

const errorList = [
  { text: 'Enter your username', href: '#username' },
  { text: 'Enter your password', href: '#password' },
];

describe('ErrorSummary', () => {
  it('renders the govuk markup with real in-page links', () => {
    render(<ErrorSummary titleText="There are 2 errors in this form:" errorList={errorList} />);
    const summary = must(document, '.govuk-error-summary');
    expect(summary.getAttribute('data-module')).toBe('govuk-error-summary');
    expect(summary.getAttribute('tabindex')).toBe('-1');
    const alert = screen.getByRole('alert');
    expect(alert.parentElement).toBe(summary);
    expect(must(alert, 'h2.govuk-error-summary__title').textContent).toBe('There are 2 errors in this form:');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#username', '#password']);
    expect(links.map((a) => a.textContent)).toEqual(['Enter your username', 'Enter your password']);
    expect(links[0]?.closest('ul')?.className).toBe('govuk-list govuk-error-summary__list');
    for (const link of links) expect(link.tagName).toBe('A');
  });

  it('takes focus when it mounts', () => {
    render(<ErrorSummary errorList={errorList} />);
    expect(document.activeElement).toBe(must(document, '.govuk-error-summary'));
    expect(must(document, 'h2').textContent).toBe('There is a problem');
  });

  it('has autofocus in the server-rendered HTML, so it takes focus without JavaScript', () => {
    const summary = must(renderStatic(<ErrorSummary errorList={errorList} />), '.govuk-error-summary');
    expect(summary.hasAttribute('autofocus')).toBe(true);
    expect(summary.getAttribute('tabindex')).toBe('-1');
  });

  it('does not take focus with disableAutoFocus', () => {
    const summary = must(
      renderStatic(<ErrorSummary errorList={errorList} disableAutoFocus />),
      '.govuk-error-summary',
    );
    expect(summary.hasAttribute('autofocus')).toBe(false);
    expect(summary.getAttribute('data-disable-auto-focus')).toBe('true');
    render(<ErrorSummary errorList={errorList} disableAutoFocus />);
    expect(document.activeElement).toBe(document.body);
  });

  it('renders a description from children', () => {
    render(
      <ErrorSummary errorList={errorList}>
        Check <strong>both</strong> fields
      </ErrorSummary>,
    );
    expect(must(document, '.govuk-error-summary__body > p').textContent).toBe('Check both fields');
  });
});

describe('ErrorSummary focus after hydration', () => {
  // Browsers reflect the autofocus attribute as HTMLElement.autofocus (React compares it when
  // hydrating); jsdom does not implement it, so emulate it here.
  const hadAutofocus = 'autofocus' in HTMLElement.prototype;
  beforeAll(() => {
    if (!hadAutofocus) {
      Object.defineProperty(HTMLElement.prototype, 'autofocus', {
        configurable: true,
        get(this: HTMLElement) {
          return this.hasAttribute('autofocus');
        },
      });
    }
  });
  afterAll(() => {
    if (!hadAutofocus) delete (HTMLElement.prototype as { autofocus?: boolean }).autofocus;
  });

  it('does not steal focus back when hydrating server-rendered markup', async () => {
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    const { renderToString } = await import('react-dom/server.node');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const app = (
      <>
        <ErrorSummary errorList={errorList} />
        <input id="username" aria-label="Username" />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const input = must<HTMLInputElement>(container, '#username');
    input.focus(); // the user has moved on before hydration finished
    try {
      await act(async () => {
        hydrateRoot(container, app);
      });
    } finally {
      console.error = originalError;
    }
    expect(document.activeElement).toBe(input);
    expect(errors).toEqual([]); // no hydration mismatch
    container.remove();
  });
});
