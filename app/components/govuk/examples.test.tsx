// Checks over every example of every component (examples.tsx also drives the /styleguide page).
import * as govuk from './index.ts';
import { examples } from './examples.tsx';
import { normaliseHtml, renderHtml, renderStatic } from '../test-helpers/govuk.tsx';

const allExamples = Object.entries(examples).flatMap(([component, list]) =>
  list.map((example) => ({ component, ...example })),
);

describe('examples', () => {
  it('cover every exported component', () => {
    const components = Object.entries(govuk)
      .filter(
        ([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name) && name !== 'GovukLinkProvider',
      )
      .map(([name]) => name)
      .sort();
    expect(Object.keys(examples).sort()).toEqual(components);
  });

  it('can all be shown on one page (the styleguide) without duplicate ids', () => {
    const ids = allExamples.flatMap((e) =>
      Array.from(renderStatic(e.element).querySelectorAll('[id]'), (el) => el.id),
    );
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(duplicates).toEqual([]);
  });

  it('have unique names per component', () => {
    for (const list of Object.values(examples)) {
      const names = list.map((example) => example.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each(allExamples.map((e) => [`${e.component}: ${e.name}`, e.element] as const))(
    '%s renders without inline styles, images or GOV.UK branding',
    (_name, element) => {
      const html = renderHtml(element);
      const dom = renderStatic(element);
      expect(dom.querySelector('[style]')).toBeNull();
      expect(dom.querySelector('img')).toBeNull();
      expect(
        dom.querySelector('.govuk-footer__crown, .govuk-header__logotype, .govuk-footer__copyright-logo'),
      ).toBeNull();
      expect(html).not.toMatch(/Crown copyright|Open Government Licence|GOV\.UK/);
      // Every id in an example is unique.
      const ids = Array.from(dom.querySelectorAll('[id]'), (el) => el.id);
      expect(new Set(ids).size).toBe(ids.length);
      // aria-describedby and label for= only point at ids that exist.
      for (const el of Array.from(dom.querySelectorAll('[aria-describedby]'))) {
        for (const id of el.getAttribute('aria-describedby')!.split(' ')) expect(ids).toContain(id);
      }
      for (const label of Array.from(dom.querySelectorAll('label[for]')))
        expect(ids).toContain(label.getAttribute('for'));
    },
  );
});

describe('fixture comparison (test harness)', () => {
  it('sees differences in elements, attributes, classes and text, but not formatting', () => {
    const base = '<div class="a b" id="x"><span>Hi there</span></div>';
    expect(normaliseHtml('<div id="x"  class="b a">\n  <span>  Hi\n there </span>\n</div>')).toBe(
      normaliseHtml(base),
    );
    expect(normaliseHtml('<div class="a" id="x"><span>Hi there</span></div>')).not.toBe(normaliseHtml(base));
    expect(normaliseHtml('<div class="a b" id="y"><span>Hi there</span></div>')).not.toBe(
      normaliseHtml(base),
    );
    expect(normaliseHtml('<div class="a b" id="x"><span>Hi</span></div>')).not.toBe(normaliseHtml(base));
    expect(normaliseHtml('<div class="a b" id="x"><p>Hi there</p></div>')).not.toBe(normaliseHtml(base));
    expect(normaliseHtml('<div class="a b" id="x" hidden><span>Hi there</span></div>')).not.toBe(
      normaliseHtml(base),
    );
  });
});
