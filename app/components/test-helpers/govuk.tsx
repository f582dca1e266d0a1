// Shared helpers for the govuk component tests:
// - describeFixtures: renders each govuk-frontend 6 fixture (node_modules/govuk-frontend/dist/govuk/
//   components/<name>/fixtures.json) with our React component, server-side, and compares the
//   markup with the fixture's Nunjucks output (elements, attributes, class tokens and text; not
//   whitespace or attribute/class order).
// - describeExamplesAxe: runs axe (WCAG 2.0/2.1/2.2 A and AA rules) over every example.
import { readFileSync } from 'node:fs';
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { render, cleanup } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { Example } from '../govuk/examples.tsx';

export interface Fixture {
  name: string;
  options: Record<string, unknown>;
  html: string;
  hidden?: boolean;
}

export function loadFixtures(component: string): Fixture[] {
  const url = new URL(
    `../../../node_modules/govuk-frontend/dist/govuk/components/${component}/fixtures.json`,
    import.meta.url,
  );
  return (JSON.parse(readFileSync(url, 'utf8')) as { fixtures: Fixture[] }).fixtures;
}

function serialise(node: Node, ignoreAttributes: string[]): string {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    return text === '' ? '' : `${text}\n`;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  const attributes = Array.from(el.attributes)
    .filter((attr) => !ignoreAttributes.includes(attr.name.toLowerCase()))
    .map((attr) => {
      let value = attr.value.replace(/\s+/g, ' ').trim();
      if (attr.name === 'class') value = value.split(' ').filter(Boolean).sort().join(' ');
      return `${attr.name.toLowerCase()}="${value}"`;
    })
    .sort();
  const tag = el.tagName.toLowerCase();
  const children =
    tag === 'template'
      ? ''
      : Array.from(el.childNodes, (child) => serialise(child, ignoreAttributes)).join('');
  return `<${[tag, ...attributes].join(' ')}>\n${children}</${tag}>\n`;
}

/** Canonical form of an HTML fragment, for comparing markup regardless of formatting. */
export function normaliseHtml(
  html: string,
  ignoreAttributes: string[] = [],
  transform?: (fragment: DocumentFragment) => void,
): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  transform?.(template.content);
  return Array.from(template.content.childNodes, (node) => serialise(node, ignoreAttributes)).join('');
}

// HTML attribute names used in the fixtures whose React prop name differs.
const reactAttributeNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  maxlength: 'maxLength',
  hreflang: 'hrefLang',
  readonly: 'readOnly',
  autocomplete: 'autoComplete',
};

/** Rename HTML attribute names to React prop names in every nested `attributes` object of fixture options. */
function reactifyAttributes(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => reactifyAttributes(item));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([name, inner]) => [
    key === 'attributes' ? (reactAttributeNames[name] ?? name) : name,
    reactifyAttributes(inner, name),
  ]);
  return Object.fromEntries(entries);
}

function nodeToReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const props: Record<string, unknown> = { key };
  for (const attr of Array.from(el.attributes))
    props[reactAttributeNames[attr.name] ?? attr.name] = attr.value;
  const children = Array.from(el.childNodes, nodeToReact);
  return createElement(el.tagName.toLowerCase(), props, ...(children.length ? children : []));
}

/**
 * Turn a fixture's HTML string option (slots, `html` params our components take as React nodes)
 * into React elements, so the fixture can be rendered with the React component.
 */
export function htmlToReact(html: string): ReactElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return createElement(Fragment, null, ...Array.from(template.content.childNodes, nodeToReact));
}

/** Server-render an element (what the portal sends before hydration). */
export function renderHtml(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

export interface FixtureOptions {
  /** Fixtures we deliberately do not match, with the reason. */
  skip?: Record<string, string>;
  /** Attributes our components add on purpose (left out of the comparison). */
  ignoreAttributes?: string[];
  /** Map Nunjucks options to props where they differ. */
  mapOptions?: (options: Record<string, unknown>) => Record<string, unknown>;
  /** Adjust the expected (Nunjucks) markup for deliberate differences, e.g. removed GOV.UK branding. */
  transformExpected?: (fragment: DocumentFragment, options: Record<string, unknown>) => void;
}

export function describeFixtures(
  component: string,
  Component: ComponentType<never>,
  { skip = {}, ignoreAttributes = [], mapOptions = (o) => o, transformExpected }: FixtureOptions = {},
): void {
  const fixtures = loadFixtures(component);
  const Any = Component as unknown as ComponentType<Record<string, unknown>>;
  describe(`matches govuk-frontend's ${component} fixtures`, () => {
    it('skips only fixtures that exist', () => {
      const names = new Set(fixtures.map((f) => f.name));
      expect(Object.keys(skip).filter((name) => !names.has(name))).toEqual([]);
    });
    for (const fixture of fixtures) {
      if (fixture.name in skip) continue;
      it(fixture.name, () => {
        const options = reactifyAttributes(fixture.options) as Record<string, unknown>;
        const actual = renderHtml(<Any {...mapOptions(options)} />);
        const expected = normaliseHtml(
          fixture.html,
          ignoreAttributes,
          transformExpected && ((fragment) => transformExpected(fragment, fixture.options)),
        );
        expect(normaliseHtml(actual, ignoreAttributes)).toBe(expected);
      });
    }
  });
}

export const axeOptions = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // jsdom has no layout or canvas, so colour contrast cannot be checked here (see the a11y/e2e runs).
  rules: { 'color-contrast': { enabled: false } },
};

export function describeExamplesAxe(examples: Example[]): void {
  describe('examples have no axe violations', () => {
    afterEach(cleanup);
    it('has examples', () => {
      expect(examples.length).toBeGreaterThan(0);
    });
    for (const example of examples) {
      it(example.name, async () => {
        const { container } = render(example.element);
        const results = await axe(container, axeOptions);
        expect(results).toHaveNoViolations();
      });
    }
  });
}

/** Server-render an element and parse it into a detached container, to inspect the SSR markup. */
export function renderStatic(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderHtml(element);
  return container;
}

/** The element matching `selector`, failing the test if there is none. */
export function must<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}
