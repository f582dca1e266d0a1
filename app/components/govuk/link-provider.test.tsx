import { render, screen } from '@testing-library/react';
import {
  BackLink,
  Breadcrumbs,
  ErrorSummary,
  GovukLinkProvider,
  SkipLink,
  type GovukLinkComponent,
} from './index.ts';

// eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in the spread props (children)
const Custom: GovukLinkComponent = (props) => <a data-custom="yes" {...props} />;

describe('GovukLinkProvider', () => {
  it('renders navigation links with the configured component, keeping govuk classes', () => {
    render(
      <GovukLinkProvider component={Custom}>
        <BackLink href="/accounts" />
        <Breadcrumbs items={[{ text: 'Home', href: '/' }, { text: 'Here' }]} />
      </GovukLinkProvider>,
    );
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('data-custom')).toBe('yes');
    expect(back.className).toBe('govuk-back-link');
    expect(back.getAttribute('href')).toBe('/accounts');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('data-custom')).toBe('yes');
  });

  it('keeps plain anchors for in-page links', () => {
    render(
      <GovukLinkProvider component={Custom}>
        <SkipLink href="#main-content" text="Skip to main content" />
        <ErrorSummary errorList={[{ text: 'Enter a name', href: '#name' }]} disableAutoFocus />
      </GovukLinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' }).hasAttribute('data-custom')).toBe(
      false,
    );
    expect(screen.getByRole('link', { name: 'Enter a name' }).hasAttribute('data-custom')).toBe(false);
  });

  it('uses plain anchors without a provider', () => {
    render(<BackLink href="/x" />);
    expect(screen.getByRole('link', { name: 'Back' }).hasAttribute('data-custom')).toBe(false);
  });
});
