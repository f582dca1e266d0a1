import { render, screen } from '@testing-library/react';
import { BackLink } from './index.ts';
import { backLinkExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures } from '../test-helpers/govuk.tsx';

describeFixtures('back-link', BackLink);
describeExamplesAxe(backLinkExamples);

describe('BackLink', () => {
  it('renders a "Back" link to the given page', () => {
    render(<BackLink href="/accounts" />);
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link.getAttribute('href')).toBe('/accounts');
    expect(link.className).toBe('govuk-back-link');
  });
});
