import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { SiteFooter } from './site-footer.tsx';
import { axeOptions } from './test-helpers/govuk.tsx';

// spec 2 §2 Footer: the eight links, the contact block, regulatory and registration text and a certification logo.
describe('SiteFooter', () => {
  const props = {
    bankName: 'Northmoor Savings',
    bankHomeUrl: 'https://www.bank.test/',
    supportPhone: '0800 123 4567',
    supportEmail: 'help@bank.test',
  };

  it('links to the eight content pages on the bank’s website', () => {
    render(<SiteFooter {...props} />);
    const footer = screen.getByRole('contentinfo');
    const links = [
      ['FAQs', 'faqs'],
      ['Contact us', 'contact-us'],
      ['Website terms', 'website-terms'],
      ['Account access terms', 'account-access-terms'],
      ['Website cookies', 'cookies'],
      ['Privacy notice', 'privacy-notice'],
      ['Accessibility', 'accessibility'],
      ['Security', 'security'],
    ];
    for (const [name, path] of links) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(
        `https://www.bank.test/${path}`,
      );
    }
  });

  it('shows the contact block, the regulatory and registration text and the logo', () => {
    render(<SiteFooter {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '0800 123 4567' }).getAttribute('href')).toBe(
      'tel:08001234567',
    );
    expect(within(footer).getByRole('link', { name: 'help@bank.test' }).getAttribute('href')).toBe(
      'mailto:help@bank.test',
    );
    expect(footer.textContent).toMatch('Monday to Friday, 9.00am to 5.00pm');
    expect(footer.textContent).toMatch(
      /Northmoor Savings is authorised by the Prudential Regulation Authority/,
    );
    expect(footer.textContent).toMatch(/Registered in England and Wales/);
    expect(within(footer).getByRole('img', { name: 'Certified: Cyber Essentials Plus' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(<SiteFooter {...props} />);
    expect(await axe(container, axeOptions)).toHaveNoViolations();
  });
});
