import { PageTitle } from '../../components/page-title.tsx';
import { SERVICE_CARDS } from './service-cards.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** /services/index (spec 2 §2 "My Details services"): the 'My Details' grid of service cards. */
export default function Services() {
  return (
    <>
      <PageTitle page="My Details" />
      <h1 className="govuk-heading-l">My Details</h1>
      <ul className="govuk-list govuk-grid-row">
        {SERVICE_CARDS.map((card) => (
          <li className="govuk-grid-column-one-half" key={card.href}>
            <h2 className="govuk-heading-m">
              <a className="govuk-link" href={card.href}>
                {card.title}
              </a>
            </h2>
            <p className="govuk-body">{card.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
