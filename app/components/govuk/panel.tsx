import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, isPresent, type Attributes } from './utils.tsx';

export interface PanelAction {
  text: ReactNode;
  /** "button" renders a button even with an `href`. */
  type?: 'button' | 'submit';
  href?: string;
  classes?: string;
  attributes?: Attributes;
}

export interface PanelProps {
  titleText?: ReactNode;
  /** Raw HTML title (trusted markup only). */
  titleHtml?: string;
  /** Heading level of the title, default 1. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  text?: ReactNode;
  /** Raw HTML body (trusted markup only). */
  html?: string;
  children?: ReactNode;
  /** Defaults to the confirmation variant; "govuk-panel--interruption" for the interruption variant. */
  classes?: string;
  attributes?: Attributes;
  /** Actions of the interruption variant. */
  actions?: { items?: PanelAction[]; classes?: string; attributes?: Attributes };
}

/** govuk-frontend `govukPanel` (confirmation by default). */
export function Panel({
  titleText,
  titleHtml,
  headingLevel = 1,
  text,
  html,
  children,
  classes,
  attributes,
  actions,
}: PanelProps) {
  const isInterruption = Boolean(classes && classes.includes('govuk-panel--interruption'));
  const Heading = `h${headingLevel}` as const;
  const body = children ?? text;
  const hasBody = isPresent(body) || Boolean(html);
  return (
    <div
      className={cx('govuk-panel', !isInterruption && 'govuk-panel--confirmation', classes)}
      {...attributes}
    >
      <Heading className="govuk-panel__title" {...contentProps(titleHtml, titleText)} />
      {hasBody ? (
        <div
          className="govuk-panel__body"
          {...contentProps(children !== undefined ? undefined : html, body)}
        />
      ) : null}
      {isInterruption && actions ? (
        <div className={cx('govuk-panel__actions', actions.classes)} {...actions.attributes}>
          {actions.items && actions.items.length > 0 ? (
            <div className="govuk-button-group">
              {actions.items.map((action, i) =>
                !action.href || action.type === 'button' ? (
                  <Button
                    key={i}
                    text={action.text}
                    type={action.type || 'button'}
                    classes={cx('govuk-button--inverse', action.classes)}
                    href={action.href}
                    attributes={action.attributes}
                  />
                ) : (
                  <GovukLink
                    key={i}
                    className={cx('govuk-link govuk-link--inverse', action.classes)}
                    href={action.href}
                    {...action.attributes}
                  >
                    {action.text}
                  </GovukLink>
                ),
              )}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
