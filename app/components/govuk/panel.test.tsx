import { render, screen } from '@testing-library/react';
import { Panel } from './index.ts';
import { panelExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('panel', Panel);
describeExamplesAxe(panelExamples);

describe('Panel', () => {
  it('renders a confirmation panel with a heading and body', () => {
    render(
      <Panel titleText="Transfer complete">
        Reference <strong>ABC</strong>
      </Panel>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Transfer complete' });
    expect(heading.className).toBe('govuk-panel__title');
    expect(heading.parentElement?.className).toBe('govuk-panel govuk-panel--confirmation');
    expect(must(document, '.govuk-panel__body').textContent).toBe('Reference ABC');
  });
});
