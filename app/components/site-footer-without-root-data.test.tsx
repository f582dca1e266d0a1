import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer.tsx';

// The not-found page of a POST (an action that throws 404) renders without the root loader's data: the footer gets
// the layout's fallback base '/' and must still render (it used to throw 'Invalid URL', turning a 404 into a 500).
describe('SiteFooter without the bank home URL', () => {
  it('keeps its links on this site', () => {
    render(<SiteFooter bankName="" bankHomeUrl="/" supportPhone="" supportEmail="" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faqs');
    expect(within(footer).getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/security');
  });
});
