import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, isPresent, type Attributes } from './utils.tsx';

export interface GenericHeaderProps {
  /** Homepage link, default "/". */
  url?: string;
  /** The text wordmark: the bank's name. */
  logoText?: ReactNode;
  /** Raw HTML logo (trusted markup only). */
  logoHtml?: string;
  /** Default "govuk-width-container". */
  containerClasses?: string;
  classes?: string;
  attributes?: Attributes;
  /** Right-hand area, e.g. "Hi Alex" and a sign-out form (laid out by `app-header__account`; see app/styles/_app-header.scss). */
  children?: ReactNode;
}

/**
 * The crown-free govuk-frontend `govukGenericHeader` with a text wordmark, plus an optional
 * right-hand area. Put it in `<header class="govuk-template__header">` for the banner landmark.
 */
export function GenericHeader({
  url,
  logoText,
  logoHtml,
  containerClasses,
  classes,
  attributes,
  children,
}: GenericHeaderProps) {
  const hasChildren = isPresent(children);
  return (
    <div className={cx('govuk-generic-header', classes)} {...attributes}>
      <div
        className={cx(
          'govuk-generic-header__container',
          containerClasses || 'govuk-width-container',
          hasChildren && 'app-header__container',
        )}
      >
        <div className="govuk-generic-header__logo">
          <GovukLink
            href={url || '/'}
            className="govuk-generic-header__homepage-link"
            {...contentProps(logoHtml, logoText)}
          />
        </div>
        {hasChildren ? <div className="app-header__account">{children}</div> : null}
      </div>
    </div>
  );
}
