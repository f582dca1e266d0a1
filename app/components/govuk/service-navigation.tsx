import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, isPresent, type Attributes } from './utils.tsx';

export interface ServiceNavigationItem {
  /** The current page: active style and `aria-current="page"`. */
  current?: boolean;
  /** In the current section (not the page itself): active style and `aria-current="true"`. */
  active?: boolean;
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  href?: string;
  attributes?: Attributes;
}

export interface ServiceNavigationSlots {
  start?: ReactNode;
  end?: ReactNode;
  /** "inline" puts the end slot on the same line as the navigation. */
  endAlign?: 'inline';
  /** Extra `<li>` items before the navigation items. */
  navigationStart?: ReactNode;
  /** Extra `<li>` items after the navigation items (e.g. a sign-out form). */
  navigationEnd?: ReactNode;
}

export interface ServiceNavigationProps {
  classes?: string;
  attributes?: Attributes;
  /** Label of the `<section>` when there is a service name or start/end slot, default "Service information". */
  ariaLabel?: string;
  /** Mobile menu button text, default "Menu". */
  menuButtonText?: string;
  menuButtonLabel?: string;
  /** Label of the `<nav>`, default the menu button text. */
  navigationLabel?: string;
  /** Id of the `<ul>`, default "navigation". */
  navigationId?: string;
  navigationClasses?: string;
  /** Collapse behind a "Menu" button on mobile, default when there is more than one item. */
  collapseNavigationOnMobile?: boolean;
  serviceName?: ReactNode;
  serviceUrl?: string;
  navigation?: Array<ServiceNavigationItem | null | undefined | false>;
  slots?: ServiceNavigationSlots;
}

/** govuk-frontend `govukServiceNavigation`: the portal's main menu. */
export function ServiceNavigation({
  classes,
  attributes,
  ariaLabel,
  menuButtonText,
  menuButtonLabel,
  navigationLabel,
  navigationId,
  navigationClasses,
  collapseNavigationOnMobile,
  serviceName,
  serviceUrl,
  navigation,
  slots,
}: ServiceNavigationProps) {
  const buttonText = menuButtonText || 'Menu';
  const navId = navigationId || 'navigation';
  const items = (navigation ?? []).filter((item): item is ServiceNavigationItem => Boolean(item));
  const collapse = collapseNavigationOnMobile ?? items.length > 1;
  const hasEnd = isPresent(slots?.end);
  const endInline = hasEnd && slots?.endAlign === 'inline';

  const inner = (
    <div className={cx('govuk-width-container', endInline && 'govuk-service-navigation__inlining-container')}>
      {slots?.start}
      <div className="govuk-service-navigation__container">
        {isPresent(serviceName) ? (
          <span className="govuk-service-navigation__service-name">
            {serviceUrl ? (
              <GovukLink href={serviceUrl} className="govuk-service-navigation__link">
                {serviceName}
              </GovukLink>
            ) : (
              <span className="govuk-service-navigation__text">{serviceName}</span>
            )}
          </span>
        ) : null}
        {items.length > 0 || isPresent(slots?.navigationStart) || isPresent(slots?.navigationEnd) ? (
          <nav
            aria-label={navigationLabel || buttonText}
            className={cx('govuk-service-navigation__wrapper', navigationClasses)}
          >
            {collapse ? (
              <button
                type="button"
                className="govuk-service-navigation__toggle govuk-js-service-navigation-toggle"
                aria-controls={navId}
                aria-label={menuButtonLabel && menuButtonLabel !== buttonText ? menuButtonLabel : undefined}
                hidden
                aria-hidden="true"
              >
                {buttonText}
              </button>
            ) : null}
            <ul className="govuk-service-navigation__list" id={navId}>
              {slots?.navigationStart}
              {items.map((item, i) => {
                const isActive = Boolean(item.active || item.current);
                const ariaCurrent = isActive ? (item.current ? 'page' : 'true') : undefined;
                const linkContent = isActive ? (
                  <strong
                    className="govuk-service-navigation__active-fallback"
                    {...contentProps(item.html, item.text)}
                  />
                ) : item.html ? undefined : (
                  item.text
                );
                const htmlProps =
                  !isActive && item.html ? { dangerouslySetInnerHTML: { __html: item.html } } : {};
                return (
                  <li
                    key={i}
                    className={cx(
                      'govuk-service-navigation__item',
                      isActive && 'govuk-service-navigation__item--active',
                    )}
                  >
                    {item.href ? (
                      <GovukLink
                        className="govuk-service-navigation__link"
                        href={item.href}
                        aria-current={ariaCurrent}
                        {...item.attributes}
                        {...htmlProps}
                      >
                        {linkContent}
                      </GovukLink>
                    ) : item.html || isPresent(item.text) ? (
                      <span
                        className="govuk-service-navigation__text"
                        aria-current={ariaCurrent}
                        {...htmlProps}
                      >
                        {linkContent}
                      </span>
                    ) : null}
                  </li>
                );
              })}
              {slots?.navigationEnd}
            </ul>
          </nav>
        ) : null}
      </div>
      {hasEnd ? slots?.end : null}
    </div>
  );

  const common = {
    className: cx('govuk-service-navigation', classes),
    'data-module': 'govuk-service-navigation',
    ...attributes,
  };
  if (isPresent(serviceName) || isPresent(slots?.start) || hasEnd) {
    return (
      <section aria-label={ariaLabel ?? 'Service information'} {...common}>
        {inner}
      </section>
    );
  }
  return <div {...common}>{inner}</div>;
}
