import { render } from '@testing-library/react';
import { WarningText } from './index.ts';
import { warningTextExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('warning-text', WarningText);
describeExamplesAxe(warningTextExamples);

describe('WarningText', () => {
  it('hides the icon and adds visually hidden fallback text', () => {
    render(<WarningText text="Never share your password." />);
    expect(must(document, '.govuk-warning-text__icon').getAttribute('aria-hidden')).toBe('true');
    const strong = must(document, 'strong.govuk-warning-text__text');
    expect(strong.textContent).toBe('Warning Never share your password.');
    expect(must(strong, '.govuk-visually-hidden').textContent).toBe('Warning');
  });
});
