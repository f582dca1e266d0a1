import { data } from 'react-router';
import type { Route } from './+types/advert.ts';
import { ManagedHtml, ManagedText } from '../../components/managed-text.tsx';
import { ManagedPageHead } from '../../components/managed-texts.tsx';
import { ADVERTS, advertDefaults, advertTag } from '#shared/messages/adverts.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// The advert pages of spec 1 §1/§2, as managed content (decision 035): tag 'advert-{slug}'.
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  const slug = path.replace(/^\//, '');
  const advert = ADVERTS[slug];
  if (!advert) throw data(null, { status: 404 });
  const defaults = advertDefaults(advert);
  const page = await managedPage(app(context), advertTag(slug), defaults, path);
  return { page, points: advert.points.map((_point, index) => `content.point${index + 1}`) };
}

export default function AdvertPage({ loaderData }: Route.ComponentProps) {
  const { page, points } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ManagedPageHead page={page} paragraphs={[]} />
        <ManagedText page={page} name="content.summary" className="govuk-body-l" />
        <ul className="govuk-list govuk-list--bullet">
          {points.map((name) => (
            <ManagedText key={name} page={page} name={name} as="li" />
          ))}
        </ul>
        <ManagedHtml page={page} name="content.moreHtml" />
      </div>
    </div>
  );
}
