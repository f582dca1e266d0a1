import type { ReactNode } from 'react';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface InsetTextProps {
  id?: string;
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  children?: ReactNode;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukInsetText`. */
export function InsetText({ id, text, html, children, classes, attributes }: InsetTextProps) {
  return (
    <div
      id={id}
      className={cx('govuk-inset-text', classes)}
      {...attributes}
      {...contentProps(children !== undefined ? undefined : html, children ?? text)}
    />
  );
}
