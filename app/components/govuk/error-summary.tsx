import { useEffect, useRef, type ReactNode } from 'react';
import { contentProps, cx, hasContent, isPresent, type Attributes } from './utils.tsx';

export interface ErrorSummaryItem {
  /** Link to the field in error, e.g. `#email` (the id of the first input of the field). */
  href?: string;
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  attributes?: Attributes;
}

export interface ErrorSummaryProps {
  /** Default "There is a problem". */
  titleText?: ReactNode;
  /** Raw HTML title (trusted markup only). */
  titleHtml?: string;
  descriptionText?: ReactNode;
  descriptionHtml?: string;
  /** Description content (like the Nunjucks `caller`). */
  children?: ReactNode;
  errorList?: ErrorSummaryItem[];
  /** Set to stop the summary taking focus (no `autofocus`, and govuk-frontend's JS will not focus it). */
  disableAutoFocus?: boolean;
  classes?: string;
  attributes?: Attributes;
}

/**
 * govuk-frontend `govukErrorSummary`. Put it at the top of the main content. It is focusable
 * (`tabindex="-1"`) and has `autofocus`, so it takes focus when the page loads even without
 * JavaScript; govuk-frontend's ErrorSummary JS also focuses it and makes the links move focus to
 * the field. Links are real `<a href="#field-id">` links.
 *
 * React does not apply `autoFocus` to a `<div>` it renders in the browser, so when the summary is
 * mounted client-side (e.g. after client validation; give it a new `key` to remount it) an effect
 * focuses it. A server-rendered summary keeps its `autofocus` attribute, which tells the effect that
 * the browser already focused it on load (so hydration does not steal focus back).
 */
export function ErrorSummary({
  titleText = 'There is a problem',
  titleHtml,
  descriptionText,
  descriptionHtml,
  children,
  errorList,
  disableAutoFocus,
  classes,
  attributes,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || disableAutoFocus || element.hasAttribute('autofocus')) return;
    element.focus();
  }, [disableAutoFocus]);
  const description = children ?? descriptionText;
  const hasDescription = isPresent(description) || hasContent({ html: descriptionHtml });
  return (
    <div
      ref={ref}
      className={cx('govuk-error-summary', classes)}
      data-disable-auto-focus={disableAutoFocus === undefined ? undefined : String(disableAutoFocus)}
      tabIndex={-1}
      // The summary must take focus on page load (GOV.UK pattern), also without JavaScript.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={!disableAutoFocus}
      {...attributes}
      data-module="govuk-error-summary"
    >
      {/* role="alert" is on a child to avoid a race between focusing and the announcement. */}
      <div role="alert">
        {/* eslint-disable-next-line jsx-a11y/heading-has-content -- the content comes in the spread props (children, or trusted HTML) */}
        <h2 className="govuk-error-summary__title" {...contentProps(titleHtml, titleText)} />
        <div className="govuk-error-summary__body">
          {hasDescription ? (
            <p {...contentProps(isPresent(children) ? undefined : descriptionHtml, description)} />
          ) : null}
          {errorList && errorList.length > 0 ? (
            <ul className="govuk-list govuk-error-summary__list">
              {errorList.map((item, index) =>
                item.href ? (
                  <li key={index}>
                    {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in the spread props (children, or trusted HTML) */}
                    <a href={item.href} {...item.attributes} {...contentProps(item.html, item.text)} />
                  </li>
                ) : (
                  <li key={index} {...contentProps(item.html, item.text)} />
                ),
              )}
            </ul>
          ) : null}
        </div>
      </div>
    </div>
  );
}
