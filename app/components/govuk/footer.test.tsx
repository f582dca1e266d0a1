import { render, screen } from '@testing-library/react';
import { Footer } from './index.ts';
import { footerExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

interface Texts {
  text?: string;
  html?: string;
}
const has = (value: unknown): boolean => {
  const texts = value as Texts | null | undefined;
  return Boolean(texts && (texts.text || texts.html));
};

// Our footer is govuk-frontend's without the GOV.UK branding: no crown, no Open Government Licence
// logo or default licence text, and no Royal Arms copyright crest link (a custom copyright is plain text).
describeFixtures('footer', Footer, {
  transformExpected: (fragment, options) => {
    fragment.querySelector('.govuk-footer__crown')?.remove();
    fragment.querySelector('.govuk-footer__licence-logo')?.remove();
    if (!has(options['contentLicence']))
      fragment.querySelector('.govuk-footer__licence-description')?.remove();
    const copyright = fragment.querySelector('.govuk-footer__copyright-logo');
    if (copyright) {
      if (has(options['copyright'])) copyright.replaceWith(...Array.from(copyright.childNodes));
      else copyright.parentElement?.remove();
    }
  },
});
describeExamplesAxe(footerExamples);

describe('Footer', () => {
  it('renders meta links and the content slot without crown, licence or crest', () => {
    render(
      <Footer
        meta={{
          items: [
            { href: '/help', text: 'Help' },
            { href: '/privacy', text: 'Privacy notice' },
          ],
          children: <p className="govuk-body-s">Regulated by the FCA.</p>,
        }}
      >
        <p className="govuk-body-s">More text</p>
      </Footer>,
    );
    const footer = must(document, '.govuk-footer');
    expect(screen.getByRole('heading', { name: 'Support links' }).className).toBe('govuk-visually-hidden');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.className])).toEqual([
      ['Help', '/help', 'govuk-footer__link'],
      ['Privacy notice', '/privacy', 'govuk-footer__link'],
    ]);
    expect(must(footer, '.govuk-footer__meta-custom').textContent).toBe('Regulated by the FCA.More text');
    expect(footer.querySelector('svg')).toBeNull();
    expect(footer.querySelector('.govuk-footer__copyright-logo')).toBeNull();
    expect(footer.textContent).not.toMatch(/Crown|Open Government Licence/);
  });

  it('renders a plain-text copyright when given', () => {
    render(<Footer copyright={{ text: '© Example Savings Bank plc' }} />);
    const items = document.querySelectorAll('.govuk-footer__meta-item');
    expect(items[1]?.textContent).toBe('© Example Savings Bank plc');
    expect(items[1]?.querySelector('a')).toBeNull();
  });
});
