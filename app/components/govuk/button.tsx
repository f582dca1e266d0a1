import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { cx, type Attributes } from './utils.tsx';

export interface ButtonProps {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  children?: ReactNode;
  /** Button type, default "submit". Ignored for link buttons. */
  type?: 'submit' | 'button' | 'reset';
  name?: string;
  value?: string;
  disabled?: boolean;
  /** Render a link styled as a button (`<a role="button">`). */
  href?: string;
  classes?: string;
  /** Extra attributes, e.g. `form`, `onClick`, `aria-*`. */
  attributes?: Attributes;
  /** Renders `data-prevent-double-click="true|false"` for govuk-frontend's Button JS. */
  preventDoubleClick?: boolean;
  isStartButton?: boolean;
  id?: string;
}

function StartIcon() {
  return (
    <svg
      className="govuk-button__start-icon"
      xmlns="http://www.w3.org/2000/svg"
      width="17.5"
      height="19"
      viewBox="0 0 33 40"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
    </svg>
  );
}

/** govuk-frontend `govukButton`: a `<button>` (default type submit) or a link button when `href` is set. */
export function Button({
  text,
  html,
  children,
  type,
  name,
  value,
  disabled,
  href,
  classes,
  attributes,
  preventDoubleClick,
  isStartButton,
  id,
}: ButtonProps) {
  const className = cx('govuk-button', classes, isStartButton && 'govuk-button--start');
  const common = { className, 'data-module': 'govuk-button', ...attributes, id };
  const label = children ?? text;
  // Start buttons use flexbox, so HTML content is wrapped in a <span> (as in the macro).
  let content: ReactNode;
  let innerHtml: { __html: string } | undefined;
  if (html && isStartButton) content = <span dangerouslySetInnerHTML={{ __html: html }} />;
  else if (html) innerHtml = { __html: html };
  else content = label;

  if (href) {
    return innerHtml ? (
      <GovukLink
        href={href}
        role="button"
        draggable="false"
        {...common}
        dangerouslySetInnerHTML={innerHtml}
      />
    ) : (
      <GovukLink href={href} role="button" draggable="false" {...common}>
        {content}
        {isStartButton ? <StartIcon /> : null}
      </GovukLink>
    );
  }
  const buttonProps = {
    type: type || 'submit',
    value: value || undefined,
    name: name || undefined,
    disabled: disabled || undefined,
    'aria-disabled': disabled ? ('true' as const) : undefined,
    'data-prevent-double-click': preventDoubleClick === undefined ? undefined : String(preventDoubleClick),
    ...common,
  };
  return innerHtml ? (
    <button {...buttonProps} dangerouslySetInnerHTML={innerHtml} />
  ) : (
    <button {...buttonProps}>
      {content}
      {isStartButton ? <StartIcon /> : null}
    </button>
  );
}
