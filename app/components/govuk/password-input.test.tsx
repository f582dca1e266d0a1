import { render, screen } from '@testing-library/react';
import { PasswordInput } from './index.ts';
import { passwordInputExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('password-input', PasswordInput);
describeExamplesAxe(passwordInputExamples);

describe('PasswordInput', () => {
  it('renders a password input and a hidden show/hide button for the JavaScript', () => {
    render(
      <PasswordInput
        name="password"
        label="Password"
        hint="Case sensitive"
        errorMessage="Enter your password"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('autocapitalize')).toBe('none');
    expect(input.getAttribute('aria-describedby')).toBe('password-hint password-error');
    expect(input.className).toBe(
      'govuk-input govuk-password-input__input govuk-js-password-input-input govuk-input--error',
    );
    const group = must(document, '.govuk-form-group');
    expect(group.className).toBe('govuk-form-group govuk-form-group--error govuk-password-input');
    expect(group.getAttribute('data-module')).toBe('govuk-password-input');
    const button = must(document, 'button');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('hidden')).toBe(true);
    expect(button.getAttribute('aria-controls')).toBe('password');
    expect(button.getAttribute('aria-label')).toBe('Show password');
    expect(button.textContent).toBe('Show');
    expect(button.className).toBe(
      'govuk-button govuk-button--secondary govuk-password-input__toggle govuk-js-password-input-toggle',
    );
    expect(button.parentElement?.className).toBe('govuk-input__wrapper govuk-password-input__wrapper');
  });

  it('takes the id from inputProps.name (react-hook-form) and a new-password autocomplete', () => {
    let refValue: HTMLInputElement | null = null;
    render(
      <PasswordInput
        label="New password"
        autocomplete="new-password"
        inputProps={{ name: 'newPassword', ref: (el) => void (refValue = el), onChange: () => {} }}
      />,
    );
    const input = screen.getByLabelText('New password');
    expect(input.id).toBe('newPassword');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(refValue).toBe(input);
    expect(must(document, 'button').getAttribute('aria-controls')).toBe('newPassword');
  });
});
