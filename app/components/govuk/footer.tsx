import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, isPresent, type Attributes } from './utils.tsx';

export interface FooterLink {
  text: ReactNode;
  href: string;
  attributes?: Attributes;
}

export interface FooterMeta {
  /** Heading of the meta links, visually hidden, default "Support links". */
  visuallyHiddenTitle?: string;
  items?: FooterLink[];
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  /** Custom content (React nodes), e.g. contact details and the regulatory statement. */
  children?: ReactNode;
}

export interface FooterNavigationSection {
  title: ReactNode;
  columns?: number;
  /** Grid width, e.g. "one-half", default "full". */
  width?: string;
  items?: FooterLink[];
}

export interface FooterProps {
  meta?: FooterMeta;
  navigation?: FooterNavigationSection[];
  /** Custom meta content (e.g. the bank's regulatory statement), after `meta.text`. */
  children?: ReactNode;
  /** Licence text; nothing is rendered by default (no Open Government Licence for a bank). */
  contentLicence?: { text?: ReactNode; html?: string };
  /** Copyright text, e.g. "© Example Savings Bank plc"; nothing by default (no Crown copyright crest). */
  copyright?: { text?: ReactNode; html?: string };
  containerClasses?: string;
  classes?: string;
  attributes?: Attributes;
}

/**
 * govuk-frontend `govukFooter` without the GOV.UK crown, the Open Government Licence and the Royal
 * Arms copyright crest: navigation sections, meta links and a content slot (`children`). Put it in
 * `<footer class="govuk-template__footer">` for the contentinfo landmark.
 */
export function Footer({
  meta,
  navigation,
  children,
  contentLicence,
  copyright,
  containerClasses,
  classes,
  attributes,
}: FooterProps) {
  const custom = (
    <>
      {meta?.children}
      {children}
    </>
  );
  const hasCustom = isPresent(meta?.children) || isPresent(children);
  const hasMetaContent = Boolean(meta && (meta.html || isPresent(meta.text))) || hasCustom;
  return (
    <div className={cx('govuk-footer', classes)} {...attributes}>
      <div className={cx('govuk-width-container', containerClasses)}>
        {navigation && navigation.length > 0 ? (
          <>
            <div className="govuk-footer__navigation">
              {navigation.map((nav, i) => (
                <div className={`govuk-footer__section govuk-grid-column-${nav.width || 'full'}`} key={i}>
                  <h2 className="govuk-footer__heading govuk-heading-m">{nav.title}</h2>
                  {nav.items && nav.items.length > 0 ? (
                    <ul
                      className={cx(
                        'govuk-footer__list',
                        nav.columns && `govuk-footer__list--columns-${nav.columns}`,
                      )}
                    >
                      {nav.items.map((item, j) =>
                        item.href && isPresent(item.text) ? (
                          <li className="govuk-footer__list-item" key={j}>
                            <GovukLink className="govuk-footer__link" href={item.href} {...item.attributes}>
                              {item.text}
                            </GovukLink>
                          </li>
                        ) : null,
                      )}
                    </ul>
                  ) : null}
                </div>
              ))}
            </div>
            <hr className="govuk-footer__section-break" />
          </>
        ) : null}
        <div className="govuk-footer__meta">
          <div className="govuk-footer__meta-item govuk-footer__meta-item--grow">
            {meta ? (
              <>
                <h2 className="govuk-visually-hidden">{meta.visuallyHiddenTitle || 'Support links'}</h2>
                {meta.items && meta.items.length > 0 ? (
                  <ul className="govuk-footer__inline-list">
                    {meta.items.map((item, i) => (
                      <li className="govuk-footer__inline-list-item" key={i}>
                        <GovukLink className="govuk-footer__link" href={item.href} {...item.attributes}>
                          {item.text}
                        </GovukLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
            {hasMetaContent ? (
              meta?.html && !hasCustom ? (
                <div className="govuk-footer__meta-custom" dangerouslySetInnerHTML={{ __html: meta.html }} />
              ) : (
                <div className="govuk-footer__meta-custom">
                  {meta?.html ? <div dangerouslySetInnerHTML={{ __html: meta.html }} /> : meta?.text}
                  {custom}
                </div>
              )
            ) : null}
            {contentLicence && (contentLicence.html || isPresent(contentLicence.text)) ? (
              <span
                className="govuk-footer__licence-description"
                {...contentProps(contentLicence.html, contentLicence.text)}
              />
            ) : null}
          </div>
          {copyright && (copyright.html || isPresent(copyright.text)) ? (
            <div className="govuk-footer__meta-item" {...contentProps(copyright.html, copyright.text)} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
