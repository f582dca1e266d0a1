import type { ReactNode } from 'react';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface DetailsProps {
  id?: string;
  summaryText?: ReactNode;
  /** Raw HTML summary (trusted markup only). */
  summaryHtml?: string;
  text?: ReactNode;
  /** Raw HTML content (trusted markup only). */
  html?: string;
  children?: ReactNode;
  open?: boolean;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukDetails` (native `<details>`, no JavaScript needed). */
export function Details({
  id,
  summaryText,
  summaryHtml,
  text,
  html,
  children,
  open,
  classes,
  attributes,
}: DetailsProps) {
  return (
    <details id={id} className={cx('govuk-details', classes)} {...attributes} open={open || undefined}>
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text" {...contentProps(summaryHtml, summaryText)} />
      </summary>
      <div
        className="govuk-details__text"
        {...contentProps(children !== undefined ? undefined : html, children ?? text)}
      />
    </details>
  );
}
