import type { ReactNode } from 'react';
import { cx, escapeHtml, type Attributes } from './utils.tsx';
import { useManagedMessage } from '../managed-errors.tsx';

/** Options for a form control's `errorMessage` param. */
export interface ErrorMessageOptions {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  classes?: string;
  attributes?: Attributes;
  /** Visually hidden prefix, default "Error". `false` or `''` removes it. */
  visuallyHiddenText?: string | false;
}

export interface ErrorMessageProps extends ErrorMessageOptions {
  id?: string;
  children?: ReactNode;
}

/** govuk-frontend `govukErrorMessage`: `<p class="govuk-error-message">` with a visually hidden "Error:" prefix. */
export function ErrorMessage({
  id,
  text,
  html,
  children,
  classes,
  attributes,
  visuallyHiddenText = 'Error',
}: ErrorMessageProps) {
  const managed = useManagedMessage();
  const className = cx('govuk-error-message', classes);
  // A message from a page that manages its messages shows their published text (app/components/managed-errors.tsx).
  if (html) {
    const prefix = visuallyHiddenText
      ? `<span class="govuk-visually-hidden">${escapeHtml(visuallyHiddenText)}:</span> `
      : '';
    return (
      <p id={id} className={className} {...attributes} dangerouslySetInnerHTML={{ __html: prefix + html }} />
    );
  }
  const body = children ?? (typeof text === 'string' ? managed(text) : text);
  return (
    <p id={id} className={className} {...attributes}>
      {visuallyHiddenText ? (
        <>
          <span className="govuk-visually-hidden">{visuallyHiddenText}:</span> {body}
        </>
      ) : (
        body
      )}
    </p>
  );
}
