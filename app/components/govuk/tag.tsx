import type { ReactNode } from 'react';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface TagProps {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  children?: ReactNode;
  /** Colour modifiers, e.g. "govuk-tag--green". */
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukTag`: `<strong class="govuk-tag">`. */
export function Tag({ text, html, children, classes, attributes }: TagProps) {
  return (
    <strong
      className={cx('govuk-tag', classes)}
      {...attributes}
      {...contentProps(children !== undefined ? undefined : html, children ?? text)}
    />
  );
}
