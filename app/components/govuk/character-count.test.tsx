import { render, screen } from '@testing-library/react';
import { CharacterCount } from './index.ts';
import { characterCountExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('character-count', CharacterCount);
describeExamplesAxe(characterCountExamples);

describe('CharacterCount', () => {
  it('describes the textarea by the count message first, then hint and error', () => {
    render(
      <CharacterCount
        name="ref"
        label="Reference"
        maxlength={18}
        hint="Shown on statements"
        errorMessage="Too long"
      />,
    );
    const textarea = screen.getByLabelText('Reference');
    expect(textarea.getAttribute('aria-describedby')).toBe('ref-info ref-hint ref-error');
    expect(textarea.className).toBe('govuk-textarea govuk-textarea--error govuk-js-character-count');
    const info = must(document, '#ref-info');
    expect(info.className).toBe('govuk-hint govuk-character-count__message');
    expect(info.textContent).toBe('You can enter up to 18 characters');
    const group = must(document, '.govuk-character-count');
    expect(group.getAttribute('data-module')).toBe('govuk-character-count');
    expect(group.getAttribute('data-maxlength')).toBe('18');
  });

  it('counts words with maxwords', () => {
    render(<CharacterCount name="detail" label="Detail" maxwords={150} threshold={75} />);
    const group = must(document, '.govuk-character-count');
    expect(group.getAttribute('data-maxwords')).toBe('150');
    expect(group.getAttribute('data-threshold')).toBe('75');
    expect(must(document, '#detail-info').textContent).toBe('You can enter up to 150 words');
  });
});
