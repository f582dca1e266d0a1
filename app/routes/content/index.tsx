import { data } from 'react-router';
import type { Route } from './+types/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { BackLink } from '../../components/govuk/back-link.tsx';
import { ManagedHtml, ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { isHtmlKey, managedPage } from '../../lib/managed-content.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { namesOf, splitName } from '#shared/content/managed.ts';
import { MANAGED_TAGS } from '#shared/messages/managed-content.ts';
import { requireEditor } from './editor.server.ts';

// /content: the editor's index of every managed text (decision 059), for a signed-in editor in the editor
// deployment only (everyone else: not found). Without a tag, the list of tags; with `?tag=`, each of that tag's texts
// with its newest value, its state and its Edit link. It reaches the texts an editor cannot see on a page while
// signed in: the signed-out pages, the error and Too many attempts pages, the loading states and every message.

export const handle = NO_HYDRATION;

const KIND_NAMES = { content: 'Text', errors: 'Error message', options: 'Option label' } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  await requireEditor(ctx);
  const asked = new URL(request.url).searchParams.get('tag');
  const tags = Object.keys(MANAGED_TAGS).sort();
  if (asked === null) {
    return {
      tag: null,
      tags: tags.map((tag) => ({ tag, count: namesOf(MANAGED_TAGS[tag] ?? {}).length })),
      page: null,
      rows: [],
    };
  }
  const defaults = MANAGED_TAGS[asked];
  if (!defaults) throw data(null, { status: 404 });
  const returnTo = `/content?${new URLSearchParams({ tag: asked }).toString()}`;
  const page = await managedPage(ctx, asked, defaults, returnTo);
  const rows = Object.keys(page.values).map((name) => {
    const [kind, key] = splitName(name) ?? ['content', name];
    return { name, kind, key, html: isHtmlKey(key) };
  });
  return { tag: asked, tags: [], page, rows };
}

export default function ManagedTexts({ loaderData }: Route.ComponentProps) {
  const { tag, tags, page, rows } = loaderData;
  if (tag === null || page === null) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page="Managed texts" />
          <h1 className="govuk-heading-l">Managed texts</h1>
          <p className="govuk-body">
            Every text you can edit, by page tag. Most can also be edited on their page, but the pages shown
            only when signed out, the error pages, the loading states and the error messages are easiest to
            reach here.
          </p>
          <ul className="govuk-list" data-testid="managed-tags">
            {tags.map(({ tag: name, count }) => (
              <li key={name}>
                <a className="govuk-link" href={`/content?${new URLSearchParams({ tag: name }).toString()}`}>
                  {name}
                </a>{' '}
                <span className="govuk-body-s">({count === 1 ? '1 text' : `${count} texts`})</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );
  }
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={`Managed texts: ${tag}`} />
        <BackLink href="/content" text="All managed texts" />
        <span className="govuk-caption-l">{tag}</span>
        <h1 className="govuk-heading-l">Managed texts</h1>
        <p className="govuk-body">
          The newest value of each text: updated, else pending, else published, else the default in code.
        </p>
        <dl className="govuk-summary-list" data-testid="managed-texts">
          {rows.map(({ name, kind, key, html }) => (
            <div className="govuk-summary-list__row" key={name}>
              <dt className="govuk-summary-list__key">
                {key}
                <span className="govuk-body-s govuk-!-display-block">{KIND_NAMES[kind]}</span>
              </dt>
              <dd className="govuk-summary-list__value">
                {html ? (
                  <ManagedHtml page={page} name={name} />
                ) : (
                  <ManagedText page={page} name={name} as="span" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
