import { render } from '@testing-library/react';
import { Tag } from './index.ts';
import { tagExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('tag', Tag);
describeExamplesAxe(tagExamples);

describe('Tag', () => {
  it('renders a strong govuk-tag with modifiers', () => {
    render(<Tag classes="govuk-tag--green">Matured</Tag>);
    const tag = must(document, 'strong');
    expect(tag.className).toBe('govuk-tag govuk-tag--green');
    expect(tag.textContent).toBe('Matured');
  });
});
