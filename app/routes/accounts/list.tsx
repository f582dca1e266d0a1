import type { Route } from './+types/list.ts';
import { londonToday } from '#shared/domain/dates.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { fetchAccounts } from '../../lib/accounts.server.ts';
import { toCard } from './list/cards.server.ts';
import { listView, parseListQuery, toListStatus } from './list/filters.ts';
import { AccountCard } from './list/account-card.tsx';
import { ListControls } from './list/list-controls.tsx';
import { AccountsListSidebar } from './list/sidebar.tsx';
import { useListFade } from './list/use-fade.ts';
import { GotAQuestion } from '../../components/got-a-question.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { ManagedPageHead } from '../../components/managed-texts.tsx';
import { WithSidebar } from '../../components/with-sidebar.tsx';
import { inTurns } from '../../components/later-turn.tsx';
import {
  ACCOUNT_STATUS_OPTIONS,
  ACCOUNTS_LIST_DEFAULTS,
  ACCOUNTS_LIST_TAG,
} from '#shared/messages/account-details.ts';
import { fillIn } from '#shared/content/managed.ts';
import { optionLabel } from '#shared/content/managed-options.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** Cards the server renders in one turn of its event loop (200 cards would block it for about 80 ms). */
const CARDS_PER_TURN = 50;

// spec 2 §2 "Accounts list screen". Every state lives in the URL query (status, company, mode), so the page is a
// plain GET without JavaScript, and a bookmark or the back button shows the same view.

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = app(context);
  const accounts = await fetchAccounts(ctx);
  const requested = parseListQuery(new URL(request.url).searchParams);
  const view = listView(
    accounts.map((account) => ({
      account,
      status: toListStatus(account.AccountStatus),
      company: account.ExtendedProperties?.CompanyName?.trim() || null,
    })),
    requested,
  );
  const today = londonToday(new Date(ctx.now()));
  // The cards' transaction calls run in parallel; a failed one leaves only its own card without transactions.
  const { shown, ...controls } = view;
  const [cards, page] = await Promise.all([
    Promise.all(shown.map(({ account }) => toCard(ctx, account, today))),
    managedPage(ctx, ACCOUNTS_LIST_TAG, ACCOUNTS_LIST_DEFAULTS, '/accounts/list'),
  ]);
  return { cards, controls: { ...controls, requestedMode: requested.mode }, page };
}

export default function AccountsList({ loaderData }: Route.ComponentProps) {
  const { cards, controls, page } = loaderData;
  const { query } = controls;
  const { fading, startFade } = useListFade();
  const { supportPhone } = useRootData();
  const statusText = optionLabel(page, 'status', ACCOUNT_STATUS_OPTIONS, query.status);
  const listClasses = [
    'app-account-cards',
    query.mode === 'grid' ? 'app-account-cards--grid' : null,
    fading ? 'app-account-cards--fading' : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <WithSidebar
      sidebar={
        <>
          <AccountsListSidebar page={page} />
          <GotAQuestion supportPhone={supportPhone} />
        </>
      }
    >
      <ManagedPageHead page={page} paragraphs={[]} />
      <ListControls {...controls} page={page} onSwitch={startFade} />
      <div className={listClasses} aria-busy={fading || undefined}>
        {cards.length === 0 ? (
          <>
            <p className="govuk-body">
              {fillIn(page.values['content.noAccounts'] ?? '', { status: statusText })}
            </p>
            <EditControl page={page} name="content.noAccounts" />
          </>
        ) : (
          <>
            <ul
              className="app-account-list"
              aria-label={fillIn(page.values['content.listLabel'] ?? '', { status: statusText })}
            >
              {inTurns(cards, CARDS_PER_TURN, (part) =>
                part.map((card) => <AccountCard key={card.id} card={card} page={page} />),
              )}
            </ul>
            <EditControl page={page} name="content.listLabel" />
          </>
        )}
      </div>
    </WithSidebar>
  );
}
