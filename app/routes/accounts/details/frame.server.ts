import { redirect } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { londonToday } from '#shared/domain/dates.ts';
import {
  ACCOUNT_DETAILS_DEFAULTS,
  ACCOUNT_DETAILS_TAG,
  accountActionText,
  accountDetailsMessages,
} from '#shared/messages/account-details.ts';
import { cardJourneyMessages } from '#shared/messages/card-payment.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { managedPage } from '../../../lib/managed-content.server.ts';
import type { AppContext } from '../../../lib/app-context.server.ts';
import { accountId, accountName, findAccount, isClosed } from '../../../lib/accounts.server.ts';
import {
  accountActions,
  chooserOptions,
  formattedBalance,
  isSupportedProduct,
  maturityDate,
  maturityMessage,
  type AccountLink,
  type ChooserOption,
} from './account-rules.server.ts';

// The frame every account details tab shares (spec 2 §2 "Account details screen"): the account, its maturity
// message, the tabs, the actions menu and the account chooser. Each tab's loader calls loadAccountFrame first.

export type AccountTab = 'summary' | 'transactions' | 'statements';

/** The query parameter the chooser's resource route sets when it was submitted without a choice. */
export const CHOOSER_ERROR_PARAM = 'chooser';

export type AccountFrameData = {
  /** The upstream account, for the tab loaders (they need its AccountKey). Customer data only, no tokens. */
  account: Account;
  view: {
    id: string;
    name: string;
    number: string;
    sortCode: string;
    balance: string;
    closed: boolean;
    productType: string;
    /** spec 2 §2: only Savings has a summary. */
    supported: boolean;
    brandProductType: string | null;
  };
  /** The maturity message of a fixed-rate account, or null. */
  maturity: string | null;
  /** The managed-text key of the maturity message, or null. */
  maturityKey: string | null;
  /** True once the customer dismissed this maturity message (kept in the server session). */
  maturityDismissed: boolean;
  actions: AccountLink[];
  /** The managed texts of the account details page and its tabs (tag 'account-details'; decision 035). */
  page: ManagedPage;
  /** The managed-text key of each action's link text (same order as `actions`). */
  actionKeys: (string | null)[];
  /** The account chooser (withdrawal and notice accounts), or null. */
  chooser: { options: ChooserOption[]; error: string | null } | null;
};

// The rules (account-rules.server.ts) give each action and maturity message its default text; these name its managed text.
const ACTION_KEYS = new Map<string, string>([
  ...Object.entries(accountActionText).map(([name, text]): [string, string] => [text, `action${name}`]),
  [cardJourneyMessages.payInByCard, 'actionPayByCard'],
]);
const MATURITY_KEYS = new Map<string, string>([
  [accountDetailsMessages.maturity.today, 'maturityToday'],
  [accountDetailsMessages.maturity.soon, 'maturitySoon'],
  [accountDetailsMessages.maturity.later, 'maturityLater'],
]);

/** The session key of a dismissed maturity message: the account and the date, so a new term's message shows. */
export function maturityDismissalKey(account: Account): string | null {
  const date = maturityDate(account);
  return date ? `${accountId(account)}:${date}` : null;
}

export function isMaturityDismissed(ctx: AppContext, account: Account): boolean {
  const key = maturityDismissalKey(account);
  return key !== null && (ctx.session.dismissedMaturity ?? []).includes(key);
}

/** The URL of an account's tab. */
export function accountTabPath(id: string, tab: AccountTab): string {
  return tab === 'summary' ? `/accounts/details/${id}` : `/accounts/details/${id}/${tab}`;
}

/**
 * The frame of `/accounts/details/{hexId}` on `tab`. An unknown id is the not-found page (404); a closed account is
 * forced onto Statements (spec 2 §2).
 */
export async function loadAccountFrame(
  ctx: AppContext,
  request: Request,
  hexId: string | undefined,
  tab: AccountTab,
): Promise<AccountFrameData> {
  const { account, accounts } = await findAccount(ctx, hexId);
  const id = accountId(account);
  const closed = isClosed(account);
  if (closed && tab !== 'statements') throw redirect(accountTabPath(id, 'statements'));
  const options = chooserOptions(account, accounts);
  const chooserError = new URL(request.url).searchParams.get(CHOOSER_ERROR_PARAM) === 'required';
  const page = await managedPage(ctx, ACCOUNT_DETAILS_TAG, ACCOUNT_DETAILS_DEFAULTS, accountTabPath(id, tab));
  const maturity = maturityMessage(account, londonToday(new Date(ctx.now())));
  const actions = accountActions(account);
  const actionKeys = actions.map((action) => ACTION_KEYS.get(action.text) ?? null);
  const maturityKey = maturity === null ? undefined : MATURITY_KEYS.get(maturity);
  return {
    account,
    view: {
      id,
      name: accountName(account),
      number: account.AccountNumber,
      sortCode: account.SortCode ?? '',
      balance: formattedBalance(account),
      closed,
      productType: account.ProductType ?? 'Savings',
      supported: isSupportedProduct(account),
      brandProductType: account.BrandProductType ?? null,
    },
    maturity: maturityKey ? (page.values[`content.${maturityKey}`] ?? maturity) : maturity,
    maturityKey: maturityKey ?? null,
    maturityDismissed: isMaturityDismissed(ctx, account),
    page,
    actionKeys,
    actions: actions.map((action, index) => {
      const key = actionKeys[index];
      return key ? { ...action, text: page.values[`content.${key}`] ?? action.text } : action;
    }),
    chooser: options
      ? { options, error: chooserError ? accountDetailsMessages.chooserRequired : null }
      : null,
  };
}
