import type { UseFormRegisterReturn } from 'react-hook-form';
import { MESSAGING } from '#shared/api/messaging.ts';
import { CharacterCount } from '../../components/govuk/index.ts';

/** The message textarea with govuk-frontend's character count, worded 'Chars remaining' (spec 3 §5). */
export function MessageField({
  defaultValue,
  error,
  inputProps,
  label = 'Message',
}: {
  defaultValue: string | undefined;
  error: string | undefined;
  inputProps: UseFormRegisterReturn;
  label?: string;
}) {
  return (
    <CharacterCount
      id="message"
      name="message"
      rows={8}
      maxlength={MESSAGING.messageMax}
      label={{ text: label, classes: 'govuk-label--s' }}
      defaultValue={defaultValue}
      errorMessage={error}
      textareaDescriptionText="Up to %{count} characters"
      charactersUnderLimitText={{ one: 'Chars remaining: 1', other: 'Chars remaining: %{count}' }}
      charactersAtLimitText="Chars remaining: 0"
      charactersOverLimitText={{ one: '1 character too many', other: '%{count} characters too many' }}
      inputProps={inputProps}
    />
  );
}
