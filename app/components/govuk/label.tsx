import type { ReactNode } from 'react';
import { cx, hasContent, isPresent, REQUIRED_NOTE_HTML, RequiredNote, type Attributes } from './utils.tsx';

/** Options for a form control's `label` param. */
export interface LabelOptions {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  classes?: string;
  /** Wrap the label in `<h1 class="govuk-label-wrapper">`. */
  isPageHeading?: boolean;
  attributes?: Attributes;
}

export interface LabelProps extends LabelOptions {
  /** The id of the control (the Nunjucks `for` param). */
  htmlFor?: string;
  for?: string;
  children?: ReactNode;
  /** Add a visually hidden "(required field)" note inside the label. */
  required?: boolean;
}

/** govuk-frontend `govukLabel`. Renders nothing without text/html/children, like the macro. */
export function Label({
  text,
  html,
  children,
  classes,
  isPageHeading,
  attributes,
  htmlFor,
  for: forId,
  required,
}: LabelProps) {
  const body = children ?? text;
  if (!hasContent({ text: body, html })) return null;
  const label = html ? (
    <label
      className={cx('govuk-label', classes)}
      {...attributes}
      htmlFor={htmlFor ?? forId}
      dangerouslySetInnerHTML={{ __html: html + (required ? REQUIRED_NOTE_HTML : '') }}
    />
  ) : (
    <label className={cx('govuk-label', classes)} {...attributes} htmlFor={htmlFor ?? forId}>
      {body}
      {required && isPresent(body) ? <RequiredNote /> : null}
    </label>
  );
  return isPageHeading ? <h1 className="govuk-label-wrapper">{label}</h1> : label;
}
