import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface BackLinkProps {
  /** Default "#"; give the real previous page so it works without JavaScript. */
  href?: string;
  /** Default "Back". */
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  children?: ReactNode;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukBackLink`. */
export function BackLink({ href, text, html, children, classes, attributes }: BackLinkProps) {
  return (
    <GovukLink
      href={href || '#'}
      className={cx('govuk-back-link', classes)}
      {...attributes}
      {...contentProps(children !== undefined ? undefined : html, children ?? (text || 'Back'))}
    />
  );
}
