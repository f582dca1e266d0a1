import type { Route } from './+types/list.ts';
import { Pagination } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { MESSAGES_DEFAULTS, MESSAGES_TAG } from '#shared/messages/messaging.ts';
import { listConversations, pageFrom } from './conversations.server.ts';
import { BASE } from './paths.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/view (spec 3 §2): 8 conversations a page, newest first; unread ones highlighted and said so in
// text; paging by ?page= links, so it works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [list, content] = await Promise.all([
    listConversations(ctx, pageFrom(request)),
    managedPage(ctx, MESSAGES_TAG, MESSAGES_DEFAULTS, `${BASE}/view`),
  ]);
  return { ...list, content };
}

const CAPTION_ID = 'conversations-caption';

function pageHref(page: number): string {
  return `${BASE}/view?page=${page}`;
}

export default function ConversationList({ loaderData }: Route.ComponentProps) {
  const { rows, page, pages, total, content } = loaderData;
  const t = contentOf(content);
  const pageLink = (key: 'previous' | 'next') => (
    <>
      {t(key)}
      <span className="govuk-visually-hidden">{` ${t('pageWord')}`}</span>
    </>
  );
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={pages > 1 ? fillIn(t('pageTitle'), { page, pages }) : t('title')} />
        <ManagedText page={content} name="content.title" as="h1" className="govuk-heading-l" />
        <a className="govuk-button" href={`${BASE}/new`} data-testid="send-new-message">
          {t('newMessage')}
        </a>
        <EditControls page={content} keys={['pageTitle', 'newMessage']} />
        {total === 0 ? (
          <>
            <p className="govuk-body" data-testid="no-messages">
              {t('noMessages')}
            </p>
            <EditControls page={content} keys={['noMessages']} />
          </>
        ) : (
          // Narrower than the table (320 px): the table scrolls in a region of its own, named by the caption and
          // reachable by keyboard, so the page never scrolls sideways (WCAG 2.2 SC 1.4.10, 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
          <div className="app-table-scroll" role="region" aria-labelledby={CAPTION_ID} tabIndex={0}>
            <table className="govuk-table" data-testid="conversations">
              <caption id={CAPTION_ID} className="govuk-table__caption govuk-table__caption--m">
                {t('caption')}
                {pages > 1 ? (
                  <span className="govuk-visually-hidden">{fillIn(t('captionPage'), { page, pages })}</span>
                ) : null}
              </caption>
              <thead className="govuk-table__head">
                <tr className="govuk-table__row">
                  <th scope="col" className="govuk-table__header">
                    {t('subject')}
                  </th>
                  <th scope="col" className="govuk-table__header">
                    {t('status')}
                  </th>
                  <th scope="col" className="govuk-table__header">
                    {t('lastUpdated')}
                  </th>
                </tr>
              </thead>
              <tbody className="govuk-table__body">
                {rows.map((row) => (
                  <tr
                    key={row.id}
                    className={`govuk-table__row${row.unread ? ' app-message--unread' : ''}`}
                    data-testid="conversation-row"
                    data-unread={row.unread ? 'true' : 'false'}
                  >
                    <td className="govuk-table__cell">
                      <a
                        className={`govuk-link${row.unread ? ' govuk-!-font-weight-bold' : ''}`}
                        href={`${BASE}/message/view/${row.id}`}
                      >
                        {row.reason}
                      </a>
                    </td>
                    <td className="govuk-table__cell">
                      {row.unread ? (
                        <strong className="govuk-tag govuk-tag--blue">{t('unread')}</strong>
                      ) : (
                        t('read')
                      )}
                    </td>
                    <td className="govuk-table__cell">{row.when}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {total > 0 ? (
          <EditControls
            page={content}
            keys={['caption', 'captionPage', 'subject', 'status', 'lastUpdated', 'unread', 'read']}
          />
        ) : null}
        {pages > 1 ? (
          <>
            <Pagination
              landmarkLabel={t('pagesLabel')}
              previous={page > 1 ? { href: pageHref(page - 1), text: pageLink('previous') } : undefined}
              next={page < pages ? { href: pageHref(page + 1), text: pageLink('next') } : undefined}
              items={Array.from({ length: pages }, (_, i) => ({
                number: i + 1,
                visuallyHiddenText: fillIn(t('pageNumber'), { number: i + 1 }),
                href: pageHref(i + 1),
                current: i + 1 === page,
              }))}
            />
            <EditControls
              page={content}
              keys={['pagesLabel', 'previous', 'next', 'pageWord', 'pageNumber']}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
