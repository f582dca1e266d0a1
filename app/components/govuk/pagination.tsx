import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface PaginationItem {
  number?: string | number;
  /** Accessible name of the link, default "Page <number>". */
  visuallyHiddenText?: string;
  href?: string;
  current?: boolean;
  /** Render "⋯" instead of a link. */
  ellipsis?: boolean;
  attributes?: Attributes;
}

export interface PaginationLink {
  /** Default "Previous page" / "Next page" (the word "page" visually hidden). */
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  /** Shown under the link text in the block (prev/next only) layout, e.g. the page title. */
  labelText?: string;
  href: string;
  attributes?: Attributes;
}

export interface PaginationProps {
  items?: Array<PaginationItem | null | undefined | false>;
  previous?: PaginationLink;
  next?: PaginationLink;
  /** Navigation landmark label, default "Pagination". */
  landmarkLabel?: string;
  classes?: string;
  attributes?: Attributes;
}

const ARROW_PATHS = {
  prev: 'm6.5938-0.0078125-6.7266 6.7266 6.7441 6.4062 1.377-1.449-4.1856-3.9768h12.896v-2h-12.984l4.2931-4.293-1.414-1.414z',
  next: 'm8.107-0.0078125-1.4136 1.414 4.2926 4.293h-12.986v2h12.896l-4.1855 3.9766 1.377 1.4492 6.7441-6.4062-6.7246-6.7266z',
};

function Arrow({ type }: { type: 'prev' | 'next' }) {
  return (
    <svg
      className={`govuk-pagination__icon govuk-pagination__icon--${type}`}
      xmlns="http://www.w3.org/2000/svg"
      height="13"
      width="15"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 15 13"
    >
      <path d={ARROW_PATHS[type]} />
    </svg>
  );
}

/** govuk-frontend `govukPagination`: numbered pages, or a block layout with only previous/next. */
export function Pagination({ items, previous, next, landmarkLabel, classes, attributes }: PaginationProps) {
  const blockLevel = !items && Boolean(next || previous);

  const arrowLink = (link: PaginationLink, type: 'prev' | 'next') => {
    const defaultText = (
      <>
        {type === 'prev' ? 'Previous' : 'Next'}
        <span className="govuk-visually-hidden"> page</span>
      </>
    );
    const hasText = Boolean(link.html) || (link.text !== undefined && link.text !== null && link.text !== '');
    return (
      <div className={`govuk-pagination__${type}`}>
        <GovukLink
          className="govuk-link govuk-pagination__link"
          href={link.href}
          rel={type}
          {...link.attributes}
        >
          {blockLevel || type === 'prev' ? <Arrow type={type} /> : null}
          <span
            className={cx(
              'govuk-pagination__link-title',
              blockLevel && !link.labelText && 'govuk-pagination__link-title--decorated',
            )}
            {...(hasText ? contentProps(link.html, link.text) : { children: defaultText })}
          />
          {link.labelText && blockLevel ? (
            <>
              <span className="govuk-visually-hidden">:</span>
              <span className="govuk-pagination__link-label">{link.labelText}</span>
            </>
          ) : null}
          {!blockLevel && type === 'next' ? <Arrow type={type} /> : null}
        </GovukLink>
      </div>
    );
  };

  return (
    <nav
      className={cx('govuk-pagination', blockLevel && 'govuk-pagination--block', classes)}
      aria-label={landmarkLabel || 'Pagination'}
      {...attributes}
    >
      {previous && previous.href ? arrowLink(previous, 'prev') : null}
      {items ? (
        <ul className="govuk-pagination__list">
          {items.map((item, i) =>
            item && Object.keys(item).length > 0 ? (
              <li
                key={i}
                className={cx(
                  'govuk-pagination__item',
                  item.current && 'govuk-pagination__item--current',
                  item.ellipsis && 'govuk-pagination__item--ellipsis',
                )}
              >
                {item.ellipsis ? (
                  '\u22EF'
                ) : (
                  <GovukLink
                    className="govuk-link govuk-pagination__link"
                    href={item.href ?? ''}
                    aria-label={item.visuallyHiddenText || `Page ${item.number ?? ''}`}
                    aria-current={item.current ? 'page' : undefined}
                    {...item.attributes}
                  >
                    {item.number}
                  </GovukLink>
                )}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {next && next.href ? arrowLink(next, 'next') : null}
    </nav>
  );
}
