import { ADVERTS } from '#shared/messages/adverts.ts';

/**
 * The adverts of spec 1 §1 on customer pages (decision 070): each product's title, linking to its advert page
 * (spec 1 §2 advert targets), and its summary. Below the help panel in the sidebar.
 */
export function AdvertList({ heading }: { heading: string }) {
  return (
    <aside
      className="app-sidebar govuk-!-margin-top-6"
      aria-labelledby="adverts-heading"
      data-testid="adverts"
    >
      <h2 className="govuk-heading-s" id="adverts-heading">
        {heading}
      </h2>
      <ul className="govuk-list">
        {Object.entries(ADVERTS).map(([slug, advert]) => (
          <li key={slug}>
            <a className="govuk-link" href={`/${slug}`}>
              {advert.title}
            </a>
            <span className="govuk-body-s govuk-!-display-block">{advert.summary}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
