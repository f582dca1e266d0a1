import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The element used for navigation links inside the govuk components (back link, breadcrumbs,
 * service navigation, pagination, tabs in link mode, summary list actions, link buttons, footer
 * and header links). Defaults to a plain `<a>`. It must render an `<a href>` with the props it
 * gets, so the markup stays govuk-frontend's; in-page links (error summary, skip link) always
 * use a plain `<a>`.
 *
 * With React Router, for client-side navigation:
 * `<GovukLinkProvider component={({ href, ...rest }) => <Link to={href} {...rest} />}>`
 */
export type GovukLinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

const LinkContext = createContext<GovukLinkComponent | null>(null);

export function GovukLinkProvider({
  component,
  children,
}: {
  component: GovukLinkComponent;
  children?: ReactNode;
}) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** Internal: render a navigation link with the configured link component. */
export function GovukLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const Component = useContext(LinkContext);
  // eslint-disable-next-line react-hooks/static-components -- a stable component from context (GovukLinkProvider), not created here
  if (Component) return <Component {...props} />;
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in the spread props (children)
  return <a {...props} />;
}
