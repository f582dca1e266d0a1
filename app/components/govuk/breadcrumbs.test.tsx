import { render, screen } from '@testing-library/react';
import { Breadcrumbs } from './index.ts';
import { breadcrumbsExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('breadcrumbs', Breadcrumbs);
describeExamplesAxe(breadcrumbsExamples);

describe('Breadcrumbs', () => {
  it('renders links and marks the current page', () => {
    render(<Breadcrumbs items={[{ text: 'My Accounts', href: '/accounts' }, { text: 'Statements' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.className).toBe('govuk-breadcrumbs');
    expect(screen.getByRole('link', { name: 'My Accounts' }).className).toBe('govuk-breadcrumbs__link');
    const current = must(nav, '[aria-current="page"]');
    expect(current.textContent).toBe('Statements');
    expect(current.className).toBe('govuk-breadcrumbs__list-item');
  });
});
