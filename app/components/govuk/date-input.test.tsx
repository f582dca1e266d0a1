import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { DateInput } from './index.ts';
import { dateInputExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('date-input', DateInput);
describeExamplesAxe(dateInputExamples);

describe('DateInput', () => {
  it('renders day, month and year inputs with <id>-day ids in a described fieldset', () => {
    render(
      <DateInput
        id="dob"
        fieldset={{ legend: 'Date of birth' }}
        hint="For example, 27 3 1985"
        errorMessage="Enter your date of birth"
      />,
    );
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('aria-describedby')).toBe('dob-hint dob-error');
    const day = screen.getByLabelText('Day');
    const month = screen.getByLabelText('Month');
    const year = screen.getByLabelText('Year');
    expect([day.id, month.id, year.id]).toEqual(['dob-day', 'dob-month', 'dob-year']);
    expect(day.getAttribute('inputmode')).toBe('numeric');
    // No item is flagged, so the whole date is in error.
    expect(day.className).toBe('govuk-input govuk-date-input__input govuk-input--error govuk-input--width-2');
    expect(year.className).toBe(
      'govuk-input govuk-date-input__input govuk-input--error govuk-input--width-4',
    );
    expect(must(document, '.govuk-date-input').id).toBe('dob');
  });

  it('highlights only the items flagged in error', () => {
    render(
      <DateInput
        id="start"
        fieldset={{ legend: 'Start date' }}
        errorMessage="The date must include a year"
        values={{ day: '1', month: '2' }}
        year={{ error: true }}
      />,
    );
    expect(screen.getByLabelText('Day').className).not.toContain('govuk-input--error');
    expect(screen.getByLabelText('Month').className).not.toContain('govuk-input--error');
    expect(screen.getByLabelText('Year').className).toContain('govuk-input--error');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('1');
  });

  it('prefixes names with namePrefix and puts the required note in the legend', () => {
    render(<DateInput id="dob" namePrefix="dob" fieldset={{ legend: 'Date of birth' }} required />);
    expect(screen.getByLabelText('Day').getAttribute('name')).toBe('dob-day');
    expect(must(document, 'legend').textContent).toBe('Date of birth (required field)');
  });

  it('spreads per-item inputProps (react-hook-form)', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit } = useForm<{ dob: { day: string; month: string; year: string } }>();
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <DateInput
            id="dob"
            fieldset={{ legend: 'Date of birth' }}
            items={[
              { name: 'day', inputProps: register('dob.day') },
              { name: 'month', inputProps: register('dob.month') },
              { name: 'year', inputProps: register('dob.year') },
            ]}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByLabelText('Day').id).toBe('dob-day');
    expect(screen.getByLabelText('Day').getAttribute('name')).toBe('dob.day');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '27' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1985' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(submitted).toEqual([{ dob: { day: '27', month: '3', year: '1985' } }]));
  });
});
