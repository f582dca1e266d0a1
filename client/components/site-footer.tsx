import { Footer } from './govuk/index.ts';

type Props = { bankName: string; bankHomeUrl: string; supportPhone: string };

/** The footer of spec 2 §2: the eight links, regulatory text and the contact block. */
export function SiteFooter({ bankName, bankHomeUrl, supportPhone }: Props) {
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
                Telephone: {supportPhone}
                <br />
                Email:{' '}
                <a className="govuk-footer__link" href={`mailto:${'savings@example.com'}`}>
                  savings@example.com
                </a>
                <br />
                Monday to Friday, 9.00am to 5.00pm
              </p>
              <p className="govuk-body-s">
                {bankName} is authorised by the Prudential Regulation Authority and regulated by the Financial
                Conduct Authority and the Prudential Regulation Authority. Eligible deposits are protected by
                the Financial Services Compensation Scheme.
              </p>
            </>
          ),
        }}
      />
    </footer>
  );
}
