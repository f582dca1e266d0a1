import { render, screen } from '@testing-library/react';
import { Pagination } from './index.ts';
import { paginationExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('pagination', Pagination);
describeExamplesAxe(paginationExamples);

describe('Pagination', () => {
  it('marks the current page and labels page links', () => {
    render(
      <Pagination
        previous={{ href: '?page=1' }}
        next={{ href: '?page=3' }}
        items={[
          { number: 1, href: '?page=1' },
          { number: 2, href: '?page=2', current: true },
          { ellipsis: true },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.className).toBe('govuk-pagination');
    const current = screen.getByRole('link', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.parentElement?.className).toBe('govuk-pagination__item govuk-pagination__item--current');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
    expect(must(nav, '.govuk-pagination__item--ellipsis').textContent).toBe('\u22EF');
  });

  it('uses the block layout with only previous and next', () => {
    render(<Pagination previous={{ href: '/a', labelText: 'April' }} next={{ href: '/b' }} />);
    expect(must(document, '.govuk-pagination').className).toBe('govuk-pagination govuk-pagination--block');
    expect(screen.getByRole('link', { name: 'Previous page : April' }).getAttribute('href')).toBe('/a');
  });
});
