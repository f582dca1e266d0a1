import type { Route } from './+types/services.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { SERVICES_DEFAULTS, SERVICES_TAG } from '#shared/messages/account-details.ts';
import { SERVICE_CARDS } from './service-cards.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// Managed content, tag 'services' (decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await managedPage(app(context), SERVICES_TAG, SERVICES_DEFAULTS, '/services/index') };
}

/** /services/index (spec 2 §2 "My Details services"): the 'My Details' grid of service cards. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  return (
    <>
      <PageTitle page={t('title')} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ul className="govuk-list govuk-grid-row">
        {SERVICE_CARDS.map((card) => (
          <li className="govuk-grid-column-one-half" key={card.href}>
            <h2 className="govuk-heading-m">
              <a className="govuk-link" href={card.href}>
                {t(card.titleKey)}
              </a>
            </h2>
            <EditControls page={page} keys={[card.titleKey]} />
            <ManagedText page={page} name={`content.${card.descriptionKey}`} className="govuk-body" />
          </li>
        ))}
      </ul>
    </>
  );
}
