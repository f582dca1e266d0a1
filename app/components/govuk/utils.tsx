// Shared helpers and types for the govuk-frontend React components. The components mirror the
// govuk-frontend 6 Nunjucks macros (same markup, class names and ids); these helpers keep the
// Nunjucks `text`/`html`/`classes`/`attributes` conventions in one place.
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/**
 * Extra HTML attributes for an element, like the Nunjucks `attributes` param. Keys are React prop
 * names (`data-*` and `aria-*` work as-is; use `className` via `classes` instead of `class`).
 * Spread before any props the component must control.
 */
export type Attributes = Record<string, unknown>;

/**
 * Content given as `text` (a string or any React node, escaped by React) or `html` (a raw HTML
 * string, rendered with `dangerouslySetInnerHTML`; only use with trusted markup). `html` wins when
 * both are set, like the Nunjucks macros.
 */
export interface Content {
  text?: ReactNode;
  html?: string;
}

/** Props that can be spread onto the real `<input>`, e.g. react-hook-form's `register(name)`. */
export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
/** Props that can be spread onto the real `<select>`, e.g. react-hook-form's `register(name)`. */
export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
/** Props that can be spread onto the real `<textarea>`, e.g. react-hook-form's `register(name)`. */
export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
};

export type InputMode = InputHTMLAttributes<HTMLInputElement>['inputMode'];

/** Join class names, skipping empty ones. */
export function cx(...classes: Array<string | false | null | undefined | 0>): string {
  return classes.filter(Boolean).join(' ');
}

/** Join ids for `aria-describedby`; `undefined` when there are none (so no empty attribute). */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ').trim();
  return joined === '' ? undefined : joined;
}

function hasHtml(html: string | undefined): html is string {
  return typeof html === 'string' && html !== '';
}

/** True when `text`/`html` would render something (Nunjucks `if params.html or params.text`). */
export function hasContent(content: Content | undefined | null): boolean {
  if (!content) return false;
  return hasHtml(content.html) || isPresent(content.text);
}

/** A ReactNode that renders something (not undefined/null/false/''), counting 0 as present. */
export function isPresent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== true && node !== '';
}

/**
 * Props for an element whose only content is `html` or `text`: either `dangerouslySetInnerHTML`
 * (explicit `html` param) or `children`.
 */
export function contentProps(
  html: string | undefined,
  text: ReactNode,
): { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } } {
  if (hasHtml(html)) return { dangerouslySetInnerHTML: { __html: html } };
  return { children: text };
}

/** Escape text for inclusion in an HTML string (used only when a component combines `html` with its own markup). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Options objects may be given as a plain string, meaning `{ text: string }`. */
export type TextOr<T extends { text?: ReactNode }> = string | T;

/** Normalise `string | options` into options (`''`, `false`, `null` and `undefined` give `undefined`). */
export function toOptions<T extends { text?: ReactNode }>(
  value: TextOr<T> | false | null | undefined,
): T | undefined {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  if (typeof value === 'string') return { text: value } as T;
  return value;
}

/** The accessible "required" note added inside a label or legend when `required` is set. */
export function RequiredNote() {
  return (
    <>
      {' '}
      <span className="govuk-visually-hidden">(required field)</span>
    </>
  );
}
export const REQUIRED_NOTE_HTML = ' <span class="govuk-visually-hidden">(required field)</span>';

/** Shared options for the `formGroup` param of form controls. */
export interface FormGroupOptions {
  classes?: string;
  attributes?: Attributes;
  /** Content before the control (React node; the Nunjucks `html` variant is not supported). */
  beforeInput?: { text?: ReactNode };
  /** Content after the control (React node; the Nunjucks `html` variant is not supported). */
  afterInput?: { text?: ReactNode };
}

/** `formGroup` options of grouped controls (radios, checkboxes, date input). */
export interface FormGroupInputsOptions {
  classes?: string;
  attributes?: Attributes;
  beforeInputs?: { text?: ReactNode };
  afterInputs?: { text?: ReactNode };
}

/** Nunjucks `capitalize`: first character upper case, the rest lower case. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}
