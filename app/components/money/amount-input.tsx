import type { FormEvent } from 'react';
import { isCurrencyAmountAsTyped, type CurrencyOptions } from '#shared/forms/rules.ts';
import { TextInput, type TextInputProps } from '../govuk/index.ts';

/**
 * A pounds amount: the £ prefix, the decimal keypad, no spelling or autofill, the width of ten digits, and characters
 * that can never make an amount rejected as typed. The same in every money form.
 */
export function AmountInput(props: TextInputProps) {
  return (
    <TextInput
      inputmode="decimal"
      spellcheck={false}
      autocomplete="off"
      prefix={{ text: '£' }}
      classes="govuk-input--width-10"
      {...props}
      inputProps={{ ...props.inputProps, onBeforeInput: rejectNonAmountInput() }}
    />
  );
}

/**
 * An amount input's `onBeforeInput`: a character typed that would leave something that can never become an amount
 * is not inserted (spec 1 §5: input breaking the pattern is rejected as typed), so 'ab12c.345' typed gives '12.34'.
 * Text pasted, dropped or filled in at once is taken as it is and the form's rule says what is wrong with it: a
 * customer is told, rather than finding part of it silently gone. Deleting is never stopped. Without JavaScript the
 * browser takes anything, and the form's rule on the server is the check, as it is for whatever reaches it.
 */
export function rejectNonAmountInput(options: CurrencyOptions = {}) {
  return (event: FormEvent<HTMLInputElement> & { data?: string | null }) => {
    const input = event.currentTarget;
    const text = event.data;
    if (text?.length !== 1) return;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = input.value.slice(0, start) + text + input.value.slice(end);
    if (!isCurrencyAmountAsTyped(next, options)) event.preventDefault();
  };
}
