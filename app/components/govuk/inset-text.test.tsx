import { render } from '@testing-library/react';
import { InsetText } from './index.ts';
import { insetTextExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('inset-text', InsetText);
describeExamplesAxe(insetTextExamples);

describe('InsetText', () => {
  it('renders text or children', () => {
    render(<InsetText id="i" text="Protected by the FSCS" />);
    expect(must(document, '#i').className).toBe('govuk-inset-text');
    expect(must(document, '#i').textContent).toBe('Protected by the FSCS');
  });
});
