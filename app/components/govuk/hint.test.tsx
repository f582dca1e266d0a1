import { render } from '@testing-library/react';
import { Hint } from './index.ts';
import { hintExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('hint', Hint);
describeExamplesAxe(hintExamples);

describe('Hint', () => {
  it('renders a govuk-hint div with id and React content', () => {
    render(
      <Hint id="h" classes="extra">
        Use <strong>numbers</strong>
      </Hint>,
    );
    const hint = must(document, '#h');
    expect(hint.className).toBe('govuk-hint extra');
    expect(hint.innerHTML).toBe('Use <strong>numbers</strong>');
  });
});
