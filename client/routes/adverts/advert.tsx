import { data } from 'react-router';
import type { Route } from './+types/advert.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ADVERTS } from './content.ts';

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\.data$/, '').replace(/^\//, '');
  const advert = ADVERTS[slug];
  if (!advert) throw data(null, { status: 404 });
  return { advert };
}

export default function AdvertPage({ loaderData }: Route.ComponentProps) {
  const { advert } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={advert.title} />
        <h1 className="govuk-heading-l">{advert.title}</h1>
        <p className="govuk-body-l">{advert.summary}</p>
        <ul className="govuk-list govuk-list--bullet">
          {advert.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="govuk-body">
          To find out more, call us or{' '}
          <a className="govuk-link" href="/help">
            see our help page
          </a>
          .
        </p>
      </div>
    </div>
  );
}
