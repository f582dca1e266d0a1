import { Footer } from './govuk/index.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { layoutText, type LayoutKey } from '#shared/messages/layout.ts';

type Props = {
  bankName: string;
  bankHomeUrl: string;
  supportPhone: string;
  supportEmail: string;
  /** The shell's managed texts (tag 'layout', decision 038); the defaults in code without them. */
  layout?: ManagedPage | undefined;
};

/**
 * The bank's certification mark (spec 2 §2 Footer "a certification logo"): an SVG of our own, served by the portal
 * (no third-party request, nothing for the CSP to allow), as an image with a text alternative (WCAG 1.1.1).
 */
function CertificationLogo({ alt }: { alt: string }) {
  return (
    <img
      className="app-footer__certification"
      src="/images/certification-cyber-essentials-plus.svg"
      alt={alt}
      width="120"
      height="48"
    />
  );
}

/** The footer of spec 2 §2: the eight links, the contact block, regulatory and registration text and the logo. */
export function SiteFooter({ bankName, bankHomeUrl, supportPhone, supportEmail, layout }: Props) {
  const t = (key: LayoutKey) => layoutText(layout?.values, key);
  // Without the root loader's data (React Router skips it when an action throws, e.g. a POST's not-found page) the
  // base is '/', which `new URL` rejects: the links then stay relative rather than failing the whole page with a 500.
  const page = (path: string) => (URL.canParse(bankHomeUrl) ? new URL(path, bankHomeUrl).href : `/${path}`);
  return (
    <footer className="govuk-template__footer">
      <Footer
        meta={{
          visuallyHiddenTitle: t('footerLinksTitle'),
          items: [
            { href: page('faqs'), text: t('footerFaqs') },
            { href: page('contact-us'), text: t('footerContactUs') },
            { href: page('website-terms'), text: t('footerWebsiteTerms') },
            { href: page('account-access-terms'), text: t('footerAccountAccessTerms') },
            { href: page('cookies'), text: t('footerCookies') },
            { href: page('privacy-notice'), text: t('footerPrivacy') },
            { href: page('accessibility'), text: t('footerAccessibility') },
            { href: page('security'), text: t('footerSecurity') },
          ],
          children: (
            <>
              <h2 className="govuk-heading-s">{t('contactHeading')}</h2>
              <p className="govuk-body-s">
                {t('telephoneLabel')}{' '}
                <a className="govuk-footer__link" href={`tel:${supportPhone.replace(/\s+/g, '')}`}>
                  {supportPhone}
                </a>
                <br />
                {t('emailLabel')}{' '}
                <a className="govuk-footer__link" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
                <br />
                {t('supportHours')}
              </p>
              <p className="govuk-body-s">{fillIn(t('regulatory'), { bankName })}</p>
              <p className="govuk-body-s">{fillIn(t('registration'), { bankName })}</p>
              <CertificationLogo alt={t('certificationAlt')} />
              {layout?.editor ? <ShellEditControls layout={layout} /> : null}
            </>
          ),
        }}
      />
    </footer>
  );
}

/**
 * Editor mode only: where to edit the shell's texts (tag 'layout': the header's button and menu, the skip link, the
 * footer, the help panel, the error and loading pages, the timeout warning), which mostly sit where a link cannot go,
 * and the bank holiday list: the editor's index of each tag's texts, with their states and Edit links.
 */
function ShellEditControls({ layout }: { layout: ManagedPage }) {
  const returnTo = layout.editor?.returnTo ?? '/';
  return (
    <div className="app-content-shell-edit">
      <h2 className="govuk-heading-s">Editing</h2>
      <ul className="govuk-list govuk-body-s">
        <li>
          <a className="govuk-link" href="/content?tag=layout">
            Edit the header, footer and other shell texts
          </a>
        </li>
        <li>
          <a
            className="govuk-link"
            href={`/content/edit?${new URLSearchParams({ tag: 'bank-holidays', name: 'content.list', returnTo }).toString()}`}
          >
            Edit the bank holiday list
          </a>
        </li>
        <li>
          <a className="govuk-link" href="/content">
            All managed texts, by page
          </a>
        </li>
      </ul>
    </div>
  );
}
