import type { ReactNode } from 'react';
import { contentProps, cx, type Attributes } from './utils.tsx';

/** Options for a form control's `hint` param. */
export interface HintOptions {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  classes?: string;
  attributes?: Attributes;
}

export interface HintProps extends HintOptions {
  id?: string;
  children?: ReactNode;
}

/** govuk-frontend `govukHint`: `<div class="govuk-hint">`. */
export function Hint({ id, text, html, children, classes, attributes }: HintProps) {
  return (
    <div
      id={id}
      className={cx('govuk-hint', classes)}
      {...attributes}
      {...contentProps(html, children ?? text)}
    />
  );
}
