import { render, screen } from '@testing-library/react';
import { ServiceNavigation } from './index.ts';
import { serviceNavigationExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, htmlToReact, must } from '../test-helpers/govuk.tsx';

// Slots are React nodes here (HTML strings in Nunjucks), and the end slot's `align` is `slots.endAlign`.
describeFixtures('service-navigation', ServiceNavigation, {
  mapOptions: (options) => {
    const slots = options['slots'] as Record<string, string | { html: string; align?: string }> | undefined;
    if (!slots) return options;
    const mapped: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(slots)) {
      if (typeof value === 'string') mapped[name] = htmlToReact(value);
      else {
        mapped[name] = htmlToReact(value.html);
        if (value.align) mapped['endAlign'] = value.align;
      }
    }
    return { ...options, slots: mapped };
  },
});
describeExamplesAxe(serviceNavigationExamples);

describe('ServiceNavigation', () => {
  it('renders the signed-in main menu with the current page marked', () => {
    render(
      <ServiceNavigation
        navigationLabel="Main menu"
        navigation={[
          { href: '/accounts', text: 'My Accounts', current: true },
          { href: '/services', text: 'My Details' },
        ]}
        slots={{
          navigationEnd: (
            <li className="govuk-service-navigation__item">
              <a className="govuk-service-navigation__link" href="/sign-out">
                Sign out
              </a>
            </li>
          ),
        }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.className).toBe('govuk-service-navigation__wrapper');
    const current = screen.getByRole('link', { name: 'My Accounts' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(must(current, 'strong.govuk-service-navigation__active-fallback').textContent).toBe('My Accounts');
    expect(current.parentElement?.className).toBe(
      'govuk-service-navigation__item govuk-service-navigation__item--active',
    );
    expect(screen.getByRole('link', { name: 'My Details' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign out' }).closest('ul')?.id).toBe('navigation');
    const toggle = must(document, 'button.govuk-service-navigation__toggle');
    expect(toggle.hasAttribute('hidden')).toBe(true);
    expect(toggle.getAttribute('aria-controls')).toBe('navigation');
    const root = must(document, '.govuk-service-navigation');
    expect(root.tagName).toBe('DIV');
    expect(root.getAttribute('data-module')).toBe('govuk-service-navigation');
  });

  it('uses a labelled section when there is a service name', () => {
    render(<ServiceNavigation serviceName="Online savings" serviceUrl="/" navigation={[]} />);
    const section = screen.getByRole('region', { name: 'Service information' });
    expect(section.tagName).toBe('SECTION');
    expect(screen.getByRole('link', { name: 'Online savings' }).getAttribute('href')).toBe('/');
  });

  it('marks an active section with aria-current="true"', () => {
    render(<ServiceNavigation navigation={[{ href: '/accounts', text: 'Accounts', active: true }]} />);
    expect(screen.getByRole('link', { name: 'Accounts' }).getAttribute('aria-current')).toBe('true');
    expect(document.querySelector('.govuk-service-navigation__toggle')).toBeNull();
  });
});
