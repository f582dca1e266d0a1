import { render } from '@testing-library/react';
import { ErrorMessage } from './index.ts';
import { errorMessageExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('error-message', ErrorMessage);
describeExamplesAxe(errorMessageExamples);

describe('ErrorMessage', () => {
  it('prefixes the message with visually hidden "Error:"', () => {
    render(<ErrorMessage id="x-error" text="Enter a value" />);
    const p = must(document, '#x-error');
    expect(p.tagName).toBe('P');
    expect(p.className).toBe('govuk-error-message');
    expect(p.textContent).toBe('Error: Enter a value');
    expect(must(p, 'span.govuk-visually-hidden').textContent).toBe('Error:');
  });

  it('can drop the prefix', () => {
    render(<ErrorMessage text="Plain" visuallyHiddenText={false} />);
    expect(must(document, '.govuk-error-message').textContent).toBe('Plain');
    expect(document.querySelector('.govuk-visually-hidden')).toBeNull();
  });
});
