import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Checkboxes } from './index.ts';
import { checkboxesExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('checkboxes', Checkboxes);
describeExamplesAxe(checkboxesExamples);

describe('Checkboxes', () => {
  it('without a fieldset, describes every checkbox by the group hint and error', () => {
    render(
      <Checkboxes
        name="terms"
        hint="You must agree"
        errorMessage="Confirm you agree"
        items={[{ value: 'yes', text: 'I agree', hint: 'Read them first' }]}
      />,
    );
    const box = screen.getByLabelText('I agree');
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(box.id).toBe('terms');
    expect(box.getAttribute('aria-describedby')).toBe('terms-hint terms-error terms-item-hint');
    expect(must(document, '.govuk-checkboxes').getAttribute('data-module')).toBe('govuk-checkboxes');
  });

  it('with a fieldset, describes the fieldset instead', () => {
    render(
      <Checkboxes
        name="alerts"
        fieldset={{ legend: 'Alerts' }}
        hint="Select all that apply"
        values={['low']}
        items={[
          { value: 'low', text: 'Low balance' },
          { divider: 'or' },
          { value: 'none', text: 'None', behaviour: 'exclusive' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Alerts' }).getAttribute('aria-describedby')).toBe(
      'alerts-hint',
    );
    const low = screen.getByLabelText('Low balance') as HTMLInputElement;
    expect(low.hasAttribute('aria-describedby')).toBe(false);
    expect(low.checked).toBe(true);
    const none = screen.getByLabelText('None');
    expect(none.getAttribute('data-behaviour')).toBe('exclusive');
    expect(none.id).toBe('alerts-3');
    expect(must(document, '.govuk-checkboxes__divider').textContent).toBe('or');
  });

  it('works with react-hook-form via item inputProps', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit } = useForm<{ rememberMe: string | false }>();
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <Checkboxes
            name="rememberMe"
            items={[{ value: 'on', text: 'Remember me', inputProps: register('rememberMe') }]}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(submitted).toEqual([{ rememberMe: 'on' }]));
  });
});
