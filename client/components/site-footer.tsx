import { Footer } from './govuk/index.ts';

type Props = { bankName: string; bankHomeUrl: string; supportPhone: string; supportEmail: string };

/**
 * The bank's certification mark (spec 2 §2 Footer "a certification logo"): an SVG of our own, served by the portal
 * (no third-party request, nothing for the CSP to allow), as an image with a text alternative (WCAG 1.1.1).
 */
function CertificationLogo() {
  return (
    <img
      className="app-footer__certification"
      src="/images/certification-cyber-essentials-plus.svg"
      alt="Certified: Cyber Essentials Plus"
      width="120"
      height="48"
    />
  );
}

/** The footer of spec 2 §2: the eight links, the contact block, regulatory and registration text and the logo. */
export function SiteFooter({ bankName, bankHomeUrl, supportPhone, supportEmail }: Props) {
  // Without the root loader's data (React Router skips it when an action throws, e.g. a POST's not-found page) the
  // base is '/', which `new URL` rejects: the links then stay relative rather than failing the whole page with a 500.
  const page = (path: string) => (URL.canParse(bankHomeUrl) ? new URL(path, bankHomeUrl).href : `/${path}`);
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
