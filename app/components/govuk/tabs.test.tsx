import { render, screen } from '@testing-library/react';
import { Tabs } from './index.ts';
import { tabsExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('tabs', Tabs);
describeExamplesAxe(tabsExamples);

describe('Tabs', () => {
  it('renders all panels for govuk-frontend JavaScript, first selected', () => {
    render(
      <Tabs
        items={[
          { id: 'one', label: 'One', panel: { text: 'First' } },
          { id: 'two', label: 'Two', panel: { children: <p>Second</p> } },
        ]}
      />,
    );
    const tabs = must(document, '.govuk-tabs');
    expect(tabs.getAttribute('data-module')).toBe('govuk-tabs');
    expect(screen.getByRole('link', { name: 'One' }).getAttribute('href')).toBe('#one');
    expect(screen.getByRole('link', { name: 'One' }).parentElement?.className).toBe(
      'govuk-tabs__list-item govuk-tabs__list-item--selected',
    );
    expect(must(document, '#one').className).toBe('govuk-tabs__panel');
    expect(must(document, '#two').className).toBe('govuk-tabs__panel govuk-tabs__panel--hidden');
    expect(must(document, '#one p.govuk-body').textContent).toBe('First');
  });

  it('link mode: tabs are links to pages, only the selected panel is rendered, no JavaScript module', () => {
    render(
      <Tabs
        mode="links"
        title="Account"
        panelId="account-panel"
        items={[
          { label: 'Transactions', href: '/a/transactions', selected: true },
          { label: 'Details', href: '/a/details' },
        ]}
      >
        <p>Transactions panel</p>
      </Tabs>,
    );
    const tabs = must(document, '.govuk-tabs');
    expect(tabs.hasAttribute('data-module')).toBe(false);
    expect(tabs.className).toBe('govuk-tabs app-tabs--links');
    const selected = screen.getByRole('link', { name: 'Transactions' });
    expect(selected.getAttribute('href')).toBe('/a/transactions');
    expect(selected.getAttribute('aria-current')).toBe('page');
    expect(selected.parentElement?.className).toBe('govuk-tabs__list-item govuk-tabs__list-item--selected');
    const other = screen.getByRole('link', { name: 'Details' });
    expect(other.getAttribute('href')).toBe('/a/details');
    expect(other.hasAttribute('aria-current')).toBe(false);
    const panels = document.querySelectorAll('.govuk-tabs__panel');
    expect(panels).toHaveLength(1);
    expect(panels[0]?.id).toBe('account-panel');
    expect(panels[0]?.className).toBe('govuk-tabs__panel');
    expect(panels[0]?.textContent).toBe('Transactions panel');
  });
});
