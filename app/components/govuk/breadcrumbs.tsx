import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { contentProps, cx, type Attributes } from './utils.tsx';

export interface BreadcrumbsItem {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  /** Without `href` the item is the current page (`aria-current="page"`). */
  href?: string;
  attributes?: Attributes;
}

export interface BreadcrumbsProps {
  items: BreadcrumbsItem[];
  collapseOnMobile?: boolean;
  /** Navigation landmark label, default "Breadcrumb". */
  labelText?: string;
  classes?: string;
  attributes?: Attributes;
}

/** govuk-frontend `govukBreadcrumbs`. */
export function Breadcrumbs({ items, collapseOnMobile, labelText, classes, attributes }: BreadcrumbsProps) {
  return (
    <nav
      className={cx(
        'govuk-breadcrumbs',
        classes,
        collapseOnMobile && 'govuk-breadcrumbs--collapse-on-mobile',
      )}
      {...attributes}
      aria-label={labelText ?? 'Breadcrumb'}
    >
      <ol className="govuk-breadcrumbs__list">
        {items.map((item, index) =>
          item.href ? (
            <li className="govuk-breadcrumbs__list-item" key={index}>
              <GovukLink
                className="govuk-breadcrumbs__link"
                href={item.href}
                {...item.attributes}
                {...contentProps(item.html, item.text)}
              />
            </li>
          ) : (
            <li
              className="govuk-breadcrumbs__list-item"
              aria-current="page"
              key={index}
              {...contentProps(item.html, item.text)}
            />
          ),
        )}
      </ol>
    </nav>
  );
}
