import type { ReactNode } from 'react';
import { contentProps, cx, isPresent, type Attributes } from './utils.tsx';

export interface NotificationBannerProps {
  text?: ReactNode;
  /** Raw HTML content (trusted markup only). */
  html?: string;
  /** Content (like the Nunjucks `caller`); use `govuk-notification-banner__heading` for a heading. */
  children?: ReactNode;
  /** Default "Important", or "Success" for the success type. */
  titleText?: ReactNode;
  titleHtml?: string;
  titleHeadingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** "success" adds the green variant and `role="alert"`. */
  type?: 'success';
  /** Default "alert" for success, "region" otherwise. */
  role?: string;
  /** Default "govuk-notification-banner-title"; set a unique one when several banners are on a page. */
  titleId?: string;
  disableAutoFocus?: boolean;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukNotificationBanner`. */
export function NotificationBanner({
  text,
  html,
  children,
  titleText,
  titleHtml,
  titleHeadingLevel,
  type,
  role,
  titleId,
  disableAutoFocus,
  classes,
  attributes,
}: NotificationBannerProps) {
  const success = type === 'success';
  const id = titleId || 'govuk-notification-banner-title';
  const Heading = `h${titleHeadingLevel || 2}` as const;
  const title = titleHtml ? undefined : isPresent(titleText) ? titleText : success ? 'Success' : 'Important';
  let content: ReactNode = null;
  let contentHtml: { __html: string } | undefined;
  if (isPresent(children)) content = children;
  else if (html) contentHtml = { __html: html };
  else if (isPresent(text)) content = <p className="govuk-notification-banner__heading">{text}</p>;
  return (
    <div
      className={cx('govuk-notification-banner', success && 'govuk-notification-banner--success', classes)}
      role={role || (success ? 'alert' : 'region')}
      aria-labelledby={id}
      data-module="govuk-notification-banner"
      data-disable-auto-focus={disableAutoFocus === undefined ? undefined : String(disableAutoFocus)}
      {...attributes}
    >
      <div className="govuk-notification-banner__header">
        <Heading className="govuk-notification-banner__title" id={id} {...contentProps(titleHtml, title)} />
      </div>
      {contentHtml ? (
        <div className="govuk-notification-banner__content" dangerouslySetInnerHTML={contentHtml} />
      ) : (
        <div className="govuk-notification-banner__content">{content}</div>
      )}
    </div>
  );
}
