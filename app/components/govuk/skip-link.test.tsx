import { render, screen } from '@testing-library/react';
import { SkipLink } from './index.ts';
import { skipLinkExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures } from '../test-helpers/govuk.tsx';

describeFixtures('skip-link', SkipLink);
describeExamplesAxe(skipLinkExamples);

describe('SkipLink', () => {
  it('links to the main content with the govuk module', () => {
    render(<SkipLink href="#main-content">Skip to main content</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link.getAttribute('href')).toBe('#main-content');
    expect(link.className).toBe('govuk-skip-link');
    expect(link.getAttribute('data-module')).toBe('govuk-skip-link');
  });
});
