import { render, screen } from '@testing-library/react';
import { Fieldset } from './index.ts';
import { fieldsetExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, htmlToReact, must } from '../test-helpers/govuk.tsx';

// The Nunjucks `html` param (fieldset content) is `children` here.
describeFixtures('fieldset', Fieldset, {
  mapOptions: ({ html, ...options }) =>
    typeof html === 'string' ? { ...options, children: htmlToReact(html) } : options,
});
describeExamplesAxe(fieldsetExamples);

describe('Fieldset', () => {
  it('renders a legend (optionally as page heading) and describedBy', () => {
    render(
      <Fieldset
        describedBy="f-hint"
        legend={{ text: 'Address', isPageHeading: true, classes: 'govuk-fieldset__legend--l' }}
      >
        <p id="f-hint">Hint</p>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Address' });
    expect(group.className).toBe('govuk-fieldset');
    expect(group.getAttribute('aria-describedby')).toBe('f-hint');
    expect(must(group, 'legend').className).toBe('govuk-fieldset__legend govuk-fieldset__legend--l');
    expect(must(group, 'legend > h1.govuk-fieldset__heading').textContent).toBe('Address');
  });
});
