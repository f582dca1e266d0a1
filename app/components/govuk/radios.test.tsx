import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Radios, TextInput } from './index.ts';
import { radiosExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('radios', Radios);
describeExamplesAxe(radiosExamples);

const items = [
  { value: 'yes', text: 'Yes', hint: 'Paper statements every month' },
  { value: 'no', text: 'No' },
];

describe('Radios', () => {
  it('renders a described fieldset with labelled radios; the first id has no suffix', () => {
    render(
      <Radios
        name="paper"
        fieldset={{ legend: 'Paper statements?' }}
        hint="Choose one"
        errorMessage="Select yes or no"
        items={items}
      />,
    );
    const group = screen.getByRole('group', { name: 'Paper statements?' });
    expect(group.getAttribute('aria-describedby')).toBe('paper-hint paper-error');
    const yes = screen.getByLabelText('Yes');
    const no = screen.getByLabelText('No');
    expect([yes.id, no.id]).toEqual(['paper', 'paper-2']);
    expect(yes.getAttribute('type')).toBe('radio');
    expect(yes.className).toBe('govuk-radios__input');
    expect(yes.getAttribute('aria-describedby')).toBe('paper-item-hint');
    expect(no.hasAttribute('aria-describedby')).toBe(false);
    expect(must(document, '.govuk-radios').getAttribute('data-module')).toBe('govuk-radios');
    expect(must(document, '.govuk-form-group').className).toBe('govuk-form-group govuk-form-group--error');
  });

  it('checks the item matching value and reveals its conditional content', () => {
    render(
      <Radios
        name="contact"
        fieldset={{ legend: 'Contact' }}
        value="email"
        items={[
          {
            value: 'email',
            text: 'Email',
            conditional: { children: <TextInput name="contactEmail" label="Email address" /> },
          },
          { value: 'phone', text: 'Phone', conditional: { children: <p>Call us</p> } },
          { divider: 'or' },
          { value: 'none', text: 'None' },
        ]}
      />,
    );
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(email.getAttribute('data-aria-controls')).toBe('conditional-contact');
    expect(must(document, '#conditional-contact').className).toBe('govuk-radios__conditional');
    expect(must(document, '#conditional-contact-2').className).toBe(
      'govuk-radios__conditional govuk-radios__conditional--hidden',
    );
    expect(screen.getByLabelText('Email address').id).toBe('contactEmail');
    expect(must(document, '.govuk-radios__divider').textContent).toBe('or');
    expect(screen.getByLabelText('None').id).toBe('contact-4');
  });

  it('spreads inputProps on every radio (react-hook-form)', async () => {
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit } = useForm<{ paper: string }>();
      return (
        <form onSubmit={handleSubmit((values) => void submitted.push(values))}>
          <Radios fieldset={{ legend: 'Paper?' }} items={items} inputProps={register('paper')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByLabelText('Yes').getAttribute('name')).toBe('paper');
    expect(screen.getByLabelText('Yes').id).toBe('paper');
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(submitted).toEqual([{ paper: 'no' }]));
  });

  it('puts the required note in the legend', () => {
    render(
      <Radios
        name="r"
        fieldset={{ legend: { text: 'Pick one', isPageHeading: true } }}
        items={items}
        required
      />,
    );
    expect(must(document, 'legend h1.govuk-fieldset__heading').textContent).toBe('Pick one (required field)');
  });
});
