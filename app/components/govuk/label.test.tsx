import { render, screen } from '@testing-library/react';
import { Label } from './index.ts';
import { labelExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('label', Label);
describeExamplesAxe(labelExamples);

describe('Label', () => {
  it('ties the label to its control and can be the page heading', () => {
    render(
      <>
        <Label text="Email" htmlFor="email" isPageHeading classes="govuk-label--l" />
        <input id="email" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    const label = must(document, 'label');
    expect(label.className).toBe('govuk-label govuk-label--l');
    expect(label.parentElement?.tagName).toBe('H1');
    expect(label.parentElement?.className).toBe('govuk-label-wrapper');
  });

  it('adds the required note and renders nothing without text', () => {
    render(<Label text="Postcode" htmlFor="p" required />);
    expect(must(document, 'label').textContent).toBe('Postcode (required field)');
    const { container } = render(<Label htmlFor="p" />);
    expect(container.innerHTML).toBe('');
  });
});
