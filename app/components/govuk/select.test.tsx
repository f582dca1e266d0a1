import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Select } from './index.ts';
import { selectExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, renderStatic, must } from '../test-helpers/govuk.tsx';

describeFixtures('select', Select);
describeExamplesAxe(selectExamples);

const items = [
  { value: 'newest', text: 'Newest first' },
  { value: 'oldest', text: 'Oldest first' },
];

describe('Select', () => {
  it('labels the select, describes it and shows the error state', () => {
    render(<Select name="sort" label="Sort by" hint="Choose" errorMessage="Select an order" items={items} />);
    const select = screen.getByLabelText('Sort by');
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toBe('govuk-select govuk-select--error');
    expect(select.getAttribute('aria-describedby')).toBe('sort-hint sort-error');
  });

  it('selects the option matching value, also in the server HTML', () => {
    render(<Select name="sort" label="Sort by" value="oldest" items={items} />);
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('oldest');
    const option = must<HTMLOptionElement>(
      renderStatic(<Select name="sort" label="Sort by" value="oldest" items={items} />),
      'option[selected]',
    );
    expect(option.value).toBe('oldest');
  });

  it('works with react-hook-form', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit } = useForm<{ sort: string }>();
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <Select label="Sort by" items={items} inputProps={register('sort')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByLabelText('Sort by').id).toBe('sort');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'oldest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(submitted).toEqual([{ sort: 'oldest' }]));
  });
});
