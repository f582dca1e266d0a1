import { render } from '@testing-library/react';
import { Details } from './index.ts';
import { detailsExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('details', Details);
describeExamplesAxe(detailsExamples);

describe('Details', () => {
  it('renders a native details element', () => {
    render(
      <Details summaryText="Help" open>
        Call us
      </Details>,
    );
    const details = must<HTMLDetailsElement>(document, 'details.govuk-details');
    expect(details.open).toBe(true);
    expect(
      must(details, 'summary.govuk-details__summary > span.govuk-details__summary-text').textContent,
    ).toBe('Help');
    expect(must(details, '.govuk-details__text').textContent).toBe('Call us');
  });
});
