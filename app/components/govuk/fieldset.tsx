import type { ReactNode } from 'react';
import { cx, hasContent, REQUIRED_NOTE_HTML, RequiredNote, toOptions, type Attributes } from './utils.tsx';

/** Options for a fieldset's `legend`. */
export interface LegendOptions {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  classes?: string;
  /** Put the legend text in `<h1 class="govuk-fieldset__heading">`. */
  isPageHeading?: boolean;
}

/** Options for the `fieldset` param of radios, checkboxes and date input. */
export interface FieldsetOptions {
  describedBy?: string;
  legend?: string | LegendOptions;
  classes?: string;
  role?: string;
  attributes?: Attributes;
}

export interface FieldsetProps extends FieldsetOptions {
  children?: ReactNode;
  /** Add a visually hidden "(required field)" note inside the legend. */
  required?: boolean;
}

/** govuk-frontend `govukFieldset`. */
export function Fieldset({
  describedBy,
  legend,
  classes,
  role,
  attributes,
  children,
  required,
}: FieldsetProps) {
  const legendOptions = toOptions<LegendOptions>(legend);
  let legendElement: ReactNode = null;
  if (legendOptions && hasContent(legendOptions)) {
    const { text, html, isPageHeading } = legendOptions;
    const inner = html
      ? { dangerouslySetInnerHTML: { __html: html + (required ? REQUIRED_NOTE_HTML : '') } }
      : {
          children: (
            <>
              {text}
              {required ? <RequiredNote /> : null}
            </>
          ),
        };
    const legendClassName = cx('govuk-fieldset__legend', legendOptions.classes);
    legendElement = isPageHeading ? (
      <legend className={legendClassName}>
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the content comes in the spread props (children, or trusted HTML) */}
        <h1 className="govuk-fieldset__heading" {...inner} />
      </legend>
    ) : (
      <legend className={legendClassName} {...inner} />
    );
  }
  return (
    <fieldset
      className={cx('govuk-fieldset', classes)}
      role={role}
      aria-describedby={describedBy || undefined}
      {...attributes}
    >
      {legendElement}
      {children}
    </fieldset>
  );
}
