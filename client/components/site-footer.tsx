import { Footer } from './govuk/index.ts';

type Props = { bankName: string; bankHomeUrl: string; supportPhone: string; supportEmail: string };

/**
 * The bank's certification mark (spec 2 §2 Footer "a certification logo"): drawn here rather than fetched from a
 * certifier's site, so there is no third-party request and nothing for the CSP to allow. An image with a text
 * alternative (WCAG 1.1.1): role="img" and a title that names the certification.
 */
function CertificationLogo() {
  return (
    <svg
      className="app-footer__certification"
      role="img"
      aria-labelledby="footer-certification-title"
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 48"
      width="120"
      height="48"
      focusable="false"
    >
      <title id="footer-certification-title">Certified: Cyber Essentials Plus</title>
      <rect x="1" y="1" width="118" height="46" rx="6" fill="#ffffff" stroke="#0b0c0c" strokeWidth="2" />
      <path d="M14 10 24 6l10 4v10c0 8-5 13-10 16-5-3-10-8-10-16z" fill="#12436d" />
      <path d="m19 21 4 4 7-8" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
      <text x="42" y="21" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" fill="#0b0c0c">
        Cyber
      </text>
      <text x="42" y="32" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" fill="#0b0c0c">
        Essentials
      </text>
      <text x="42" y="42" fontFamily="Arial, sans-serif" fontSize="8" fill="#0b0c0c">
        PLUS
      </text>
    </svg>
  );
}

/** The footer of spec 2 §2: the eight links, the contact block, regulatory and registration text and the logo. */
export function SiteFooter({ bankName, bankHomeUrl, supportPhone, supportEmail }: Props) {
  const page = (path: string) => new URL(path, bankHomeUrl).href;
  return (
    <footer className="govuk-template__footer">
      <Footer
        meta={{
          visuallyHiddenTitle: 'Support links',
          items: [
            { href: page('faqs'), text: 'FAQs' },
            { href: page('contact-us'), text: 'Contact us' },
            { href: page('website-terms'), text: 'Website terms' },
            { href: page('account-access-terms'), text: 'Account access terms' },
            { href: page('cookies'), text: 'Website cookies' },
            { href: page('privacy-notice'), text: 'Privacy notice' },
            { href: page('accessibility'), text: 'Accessibility' },
            { href: page('security'), text: 'Security' },
          ],
          children: (
            <>
              <h2 className="govuk-heading-s">Contact us</h2>
              <p className="govuk-body-s">
                Telephone:{' '}
                <a className="govuk-footer__link" href={`tel:${supportPhone.replace(/\s+/g, '')}`}>
                  {supportPhone}
                </a>
                <br />
                Email:{' '}
                <a className="govuk-footer__link" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
                <br />
                Monday to Friday, 9.00am to 5.00pm (excluding bank holidays)
              </p>
              <p className="govuk-body-s">
                {bankName} is authorised by the Prudential Regulation Authority and regulated by the Financial
                Conduct Authority and the Prudential Regulation Authority (Financial Services Register number
                100000). Eligible deposits are protected by the Financial Services Compensation Scheme.
              </p>
              <p className="govuk-body-s">
                {bankName} plc. Registered in England and Wales, company number 01000000. Registered office: 1
                Example Street, London EC1A 1AA.
              </p>
              <CertificationLogo />
            </>
          ),
        }}
      />
    </footer>
  );
}
