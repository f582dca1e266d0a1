import { render, screen } from '@testing-library/react';
import { SummaryList } from './index.ts';
import { summaryListExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('summary-list', SummaryList);
describeExamplesAxe(summaryListExamples);

describe('SummaryList', () => {
  it('renders keys, values and actions with visually hidden context', () => {
    render(
      <SummaryList
        rows={[
          { key: { text: 'Name' }, value: { text: 'Alex' } },
          {
            key: { text: 'Email' },
            value: { text: 'alex@example.com' },
            actions: { items: [{ href: '/email', text: 'Change', visuallyHiddenText: 'email' }] },
          },
        ]}
      />,
    );
    const change = screen.getByRole('link', { name: 'Change email' });
    expect(change.getAttribute('href')).toBe('/email');
    expect(change.className).toBe('govuk-link');
    expect(must(change, '.govuk-visually-hidden').textContent).toBe(' email');
    const rows = document.querySelectorAll('.govuk-summary-list__row');
    expect(rows[0]?.className).toBe('govuk-summary-list__row govuk-summary-list__row--no-actions');
    expect(must(document, 'dt.govuk-summary-list__key').textContent).toBe('Name');
    expect(must(document, 'dd.govuk-summary-list__value').textContent).toBe('Alex');
  });

  it('wraps the list in a summary card', () => {
    render(
      <SummaryList
        card={{ title: { text: 'Saver' }, actions: { items: [{ href: '/saver', text: 'View' }] } }}
        rows={[{ key: { text: 'Balance' }, value: { text: '£1' } }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Saver' }).className).toBe(
      'govuk-summary-card__title',
    );
    expect(screen.getByRole('link', { name: 'View (Saver)' }).getAttribute('href')).toBe('/saver');
    expect(must(document, '.govuk-summary-card__content > dl').className).toBe('govuk-summary-list');
  });
});
