import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { TextInput } from './index.ts';
import { textInputExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must, renderStatic } from '../test-helpers/govuk.tsx';

describeFixtures('input', TextInput);
describeExamplesAxe(textInputExamples);

describe('TextInput', () => {
  it('ties the label to the input and lists hint then error in aria-describedby', () => {
    render(
      <TextInput id="email" name="email" label="Email" hint="A hint" errorMessage="Enter an email address" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(input.className).toBe('govuk-input govuk-input--error');
    expect(document.getElementById('email-hint')?.className).toBe('govuk-hint');
    const error = must(document, '#email-error');
    expect(error.tagName).toBe('P');
    expect(error.className).toBe('govuk-error-message');
    expect(error.textContent).toBe('Error: Enter an email address');
    expect(must(error, '.govuk-visually-hidden').textContent).toBe('Error:');
    expect(input.closest('.govuk-form-group')?.className).toBe('govuk-form-group govuk-form-group--error');
  });

  it('has no error state or aria-describedby without hint and error', () => {
    render(<TextInput name="nickname" label="Nickname" errorMessage={undefined} />);
    const input = screen.getByLabelText('Nickname');
    expect(input.id).toBe('nickname');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.className).toBe('govuk-input');
    expect(input.closest('.govuk-form-group')?.className).toBe('govuk-form-group');
  });

  it('puts describedBy ids before the hint and error ids', () => {
    render(<TextInput name="x" label="X" describedBy="extra" hint="H" errorMessage={{ text: 'E' }} />);
    expect(screen.getByLabelText('X').getAttribute('aria-describedby')).toBe('extra x-hint x-error');
  });

  it('adds a visually hidden required note inside the label', () => {
    render(<TextInput name="postcode" label="Postcode" required />);
    const label = must(document, 'label[for="postcode"]');
    expect(label.textContent).toBe('Postcode (required field)');
    expect(must(label, 'span.govuk-visually-hidden').textContent).toBe('(required field)');
    expect(screen.getByLabelText('Postcode (required field)').id).toBe('postcode');
    expect(label.querySelector('img')).toBeNull();
  });

  it('renders prefix and suffix hidden from assistive technology', () => {
    render(<TextInput name="amount" label="Amount" prefix="£" suffix="per month" />);
    const wrapper = must(document, '.govuk-input__wrapper');
    expect(must(wrapper, '.govuk-input__prefix').getAttribute('aria-hidden')).toBe('true');
    expect(must(wrapper, '.govuk-input__prefix').textContent).toBe('£');
    expect(must(wrapper, '.govuk-input__suffix').textContent).toBe('per month');
    expect(wrapper.querySelector('input')?.id).toBe('amount');
  });

  it('renders the initial value, autocomplete, inputmode and spellcheck on the server', () => {
    const html = renderStatic(
      <TextInput
        name="email"
        label="Email"
        type="email"
        defaultValue="alex@example.com"
        autocomplete="email"
        inputmode="email"
        spellcheck={false}
        autocapitalize="none"
      />,
    );
    const input = must<HTMLInputElement>(html, 'input');
    expect(input.getAttribute('value')).toBe('alex@example.com');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('autocapitalize')).toBe('none');
  });

  it('spreads inputProps last, so react-hook-form register() works', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <TextInput label="Email" inputProps={register('email')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    fireEvent.change(input, { target: { value: 'alex@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(submitted).toEqual([{ email: 'alex@example.com' }]));
  });

  it('lets inputProps override attributes and control the value', () => {
    const onChange = () => {};
    render(
      <TextInput
        name="a"
        label="A"
        attributes={{ 'data-x': '1' }}
        inputProps={{ value: 'controlled', onChange, 'aria-label': 'B' }}
      />,
    );
    const input = screen.getByLabelText('B') as HTMLInputElement;
    expect(input.value).toBe('controlled');
    expect(input.getAttribute('data-x')).toBe('1');
  });
});
