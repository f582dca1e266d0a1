import type { ReactNode } from 'react';
import { GovukLink } from './link-provider.tsx';
import { cx, type Attributes } from './utils.tsx';

export interface TabsItem {
  /** Panel id (the tab links to `#id`). Defaults to `<idPrefix>-<n>`. */
  id?: string;
  label: ReactNode;
  attributes?: Attributes;
  panel: {
    /** Rendered in `<p class="govuk-body">`. */
    text?: ReactNode;
    /** Raw HTML (trusted markup only). */
    html?: string;
    children?: ReactNode;
    attributes?: Attributes;
  };
}

export interface LinkTabsItem {
  label: ReactNode;
  /** The URL of the page that shows this tab's panel. */
  href: string;
  /** The tab of the current page. */
  selected?: boolean;
  attributes?: Attributes;
}

interface TabsCommon {
  id?: string;
  /** Heading shown above the tab list when tabs are not enhanced, default "Contents". */
  title?: string;
  classes?: string;
  attributes?: Attributes;
}

/** JavaScript tabs: all panels are rendered; govuk-frontend's Tabs JS turns them into tabs. */
export interface JsTabsProps extends TabsCommon {
  mode?: 'panels';
  /** Prefix for panel ids when items have no `id`. */
  idPrefix?: string;
  items: Array<TabsItem | null | undefined | false>;
}

/**
 * Link tabs: each tab is a link to its own page and only the selected tab's panel (`children`) is
 * rendered, so it works without JavaScript. Not a `data-module`: govuk-frontend's JS leaves it
 * alone, and `app-tabs--links` styles it as tabs from tablet width up.
 */
export interface LinkTabsProps extends TabsCommon {
  mode: 'links';
  items: LinkTabsItem[];
  /** Id of the rendered panel, default "tab-panel". */
  panelId?: string;
  panelAttributes?: Attributes;
  /** The selected tab's panel content. */
  children?: ReactNode;
}

export type TabsProps = JsTabsProps | LinkTabsProps;

/** govuk-frontend `govukTabs`, plus a no-JavaScript link mode (`mode="links"`). */
export function Tabs(props: TabsProps) {
  if (props.mode === 'links') return <LinkTabs {...props} />;
  const { id, idPrefix, title, classes, attributes } = props;
  const items = props.items ?? [];
  const panelId = (item: TabsItem, index: number) => item.id || `${idPrefix ?? ''}-${index}`;
  const present = items.length > 0;
  return (
    <div id={id} className={cx('govuk-tabs', classes)} {...attributes} data-module="govuk-tabs">
      <h2 className="govuk-tabs__title">{title ?? 'Contents'}</h2>
      {present ? (
        <>
          <ul className="govuk-tabs__list">
            {items.map((item, i) =>
              item ? (
                <li
                  className={cx('govuk-tabs__list-item', i === 0 && 'govuk-tabs__list-item--selected')}
                  key={i}
                >
                  <a className="govuk-tabs__tab" href={`#${panelId(item, i + 1)}`} {...item.attributes}>
                    {item.label}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
          {items.map((item, i) =>
            item ? (
              <div
                className={cx('govuk-tabs__panel', i > 0 && 'govuk-tabs__panel--hidden')}
                id={panelId(item, i + 1)}
                key={i}
                {...item.panel.attributes}
                {...(item.panel.children !== undefined
                  ? { children: item.panel.children }
                  : item.panel.html
                    ? { dangerouslySetInnerHTML: { __html: item.panel.html } }
                    : {
                        children:
                          item.panel.text !== undefined && item.panel.text !== '' ? (
                            <p className="govuk-body">{item.panel.text}</p>
                          ) : undefined,
                      })}
              />
            ) : null,
          )}
        </>
      ) : null}
    </div>
  );
}

function LinkTabs({
  id,
  title,
  items,
  classes,
  attributes,
  panelId,
  panelAttributes,
  children,
}: LinkTabsProps) {
  return (
    <div id={id} className={cx('govuk-tabs app-tabs--links', classes)} {...attributes}>
      <h2 className="govuk-tabs__title">{title ?? 'Contents'}</h2>
      <ul className="govuk-tabs__list">
        {items.map((item, i) => (
          <li
            className={cx('govuk-tabs__list-item', item.selected && 'govuk-tabs__list-item--selected')}
            key={i}
          >
            <GovukLink
              className="govuk-tabs__tab"
              href={item.href}
              aria-current={item.selected ? 'page' : undefined}
              {...item.attributes}
            >
              {item.label}
            </GovukLink>
          </li>
        ))}
      </ul>
      <div className="govuk-tabs__panel" id={panelId || 'tab-panel'} {...panelAttributes}>
        {children}
      </div>
    </div>
  );
}
