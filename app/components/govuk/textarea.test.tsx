import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Textarea } from './index.ts';
import { textareaExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures } from '../test-helpers/govuk.tsx';

describeFixtures('textarea', Textarea);
describeExamplesAxe(textareaExamples);

describe('Textarea', () => {
  it('labels the textarea, with 5 rows by default, and shows the error state', () => {
    render(
      <Textarea
        name="message"
        label="Message"
        hint="No passwords"
        errorMessage="Enter a message"
        defaultValue="Hi"
      />,
    );
    const textarea = screen.getByLabelText('Message') as HTMLTextAreaElement;
    expect(textarea.getAttribute('rows')).toBe('5');
    expect(textarea.className).toBe('govuk-textarea govuk-textarea--error');
    expect(textarea.getAttribute('aria-describedby')).toBe('message-hint message-error');
    expect(textarea.value).toBe('Hi');
  });

  it('works with react-hook-form', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit } = useForm<{ message: string }>();
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <Textarea label="Message" inputProps={register('message')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(submitted).toEqual([{ message: 'Hello' }]));
  });
});
