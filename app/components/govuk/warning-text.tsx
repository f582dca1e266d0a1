import type { ReactNode } from 'react';
import { cx, escapeHtml, type Attributes } from './utils.tsx';

export interface WarningTextProps {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  children?: ReactNode;
  /** Visually hidden prefix, default "Warning". */
  iconFallbackText?: string;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukWarningText`. */
export function WarningText({
  text,
  html,
  children,
  iconFallbackText,
  classes,
  attributes,
}: WarningTextProps) {
  const fallback = iconFallbackText || 'Warning';
  const body = children ?? text;
  return (
    <div className={cx('govuk-warning-text', classes)} {...attributes}>
      <span className="govuk-warning-text__icon" aria-hidden="true">
        !
      </span>
      {html && children === undefined ? (
        <strong
          className="govuk-warning-text__text"
          dangerouslySetInnerHTML={{
            __html: `<span class="govuk-visually-hidden">${escapeHtml(fallback)}</span> ${html}`,
          }}
        />
      ) : (
        <strong className="govuk-warning-text__text">
          <span className="govuk-visually-hidden">{fallback}</span> {body}
        </strong>
      )}
    </div>
  );
}
