import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MESSAGING } from '#shared/api/messaging-limits.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { messageCountDefaults } from '#shared/messages/messaging.ts';
import { Button, CharacterCount } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { contentOf } from '../../lib/managed-values.ts';

/** The managed texts of the character count (the page's tag spreads messageCountDefaults in). */
export const MESSAGE_COUNT_KEYS = Object.keys(messageCountDefaults);

/**
 * The message textarea with govuk-frontend's character count, worded 'Chars remaining' (spec 3 §5). The count's
 * texts are the page's managed templates (decision 035): '{count}' becomes the limit in the description, and
 * govuk-frontend's '%{count}' in the texts its script fills in as the customer types.
 */
export function MessageField({
  defaultValue,
  error,
  inputProps,
  label,
  page,
}: {
  defaultValue: string | undefined;
  error: string | undefined;
  inputProps: UseFormRegisterReturn;
  label: string;
  page: ManagedPage;
}) {
  const t = contentOf(page);
  const live = (key: keyof typeof messageCountDefaults) => fillIn(t(key), { count: '%{count}' });
  return (
    <CharacterCount
      id="message"
      name="message"
      rows={8}
      maxlength={MESSAGING.messageMax}
      label={{ text: label, classes: 'govuk-label--s' }}
      defaultValue={defaultValue}
      errorMessage={error}
      textareaDescriptionText={fillIn(t('countDescription'), { count: MESSAGING.messageMax })}
      charactersUnderLimitText={{ one: live('countUnderLimitOne'), other: live('countUnderLimit') }}
      charactersAtLimitText={live('countAtLimit')}
      charactersOverLimitText={{ one: live('countOverLimitOne'), other: live('countOverLimit') }}
      inputProps={inputProps}
    />
  );
}

/**
 * The form of a new message, a reply or the message widget: the CSRF token and the form's one-time submission key
 * (the message is sent once however often it is posted), its fields, then Send (kept from a double click) and a
 * Cancel link.
 */
export function MessageForm({
  action,
  csrfToken,
  submissionKey,
  onSubmit,
  send,
  cancel,
  children,
}: {
  /** Where it posts; none posts back to the page's own URL. */
  action?: string;
  csrfToken: string;
  submissionKey: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  send: string;
  cancel: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      {children}
      <div className="govuk-button-group">
        <Button preventDoubleClick>{send}</Button>
        <a className="govuk-link" href={cancel.href}>
          {cancel.text}
        </a>
      </div>
    </form>
  );
}
