import type { ReactNode } from 'react';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface SkipLinkProps {
  /** Default "#content"; the portal's main element uses "#main-content". */
  href?: string;
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  children?: ReactNode;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukSkipLink` (an in-page link, so always a plain `<a>`). */
export function SkipLink({ href, text, html, children, classes, attributes }: SkipLinkProps) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in the spread props (children, or trusted HTML)
    <a
      href={href || '#content'}
      className={cx('govuk-skip-link', classes)}
      {...attributes}
      data-module="govuk-skip-link"
      {...contentProps(children !== undefined ? undefined : html, children ?? text)}
    />
  );
}
