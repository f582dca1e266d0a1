import type { Account } from '#shared/api/accounts.ts';
import {
  TRANSACTIONS,
  transactionsRequest,
  transactionsResponseSchema,
  type Transaction,
} from '#shared/api/account-area.ts';
import { sortRows, toRows } from '#shared/domain/transactions.ts';
import { addMonths, formatDate, toLondonIsoDate, type IsoDate } from '#shared/domain/dates.ts';
import { formatMoney, tryToPence } from '#shared/domain/money.ts';
import { NOT_AVAILABLE } from '#shared/messages/account-details.ts';
import type { AppContext } from '../../../lib/app-context.server.ts';
import { accountId } from '../../../lib/accounts.server.ts';
import { toListStatus } from './filters.ts';
import type { AccountCard, CardKind, CardTransaction } from './card-types.ts';

export type { AccountCard };

// The accounts list's cards (spec 2 §2 "Accounts list screen"), built on the server: money and dates arrive in the
// page as text, so the browser needs no formatting code and the page is complete without JavaScript.

/** Cards show the latest 3 transactions of the last month (spec 2 §9). */
export const CARD_TRANSACTIONS = 3;
/**
 * Rows asked for: pending transactions come in the same list and are hidden (spec 2 §2), so ask for enough that
 * three booked ones remain behind a few pending ones.
 */
const ROWS_ASKED = 20;

function kindOf(account: Account): CardKind {
  switch (account.BrandProductType?.toUpperCase()) {
    case 'EASY_ACCESS':
      return 'easy-access';
    case 'NOTICE_ACCOUNT':
      return 'notice';
    case 'FIXED_TERM':
      return 'fixed-term';
    default:
      return 'other';
  }
}

/** 'DD MMM YYYY', or null for an absent or unreadable date (one bad field must not break the page). */
function displayDate(value: string | null | undefined): string | null {
  if (!value) return null;
  return toLondonIsoDate(value) === null ? null : formatDate(value, 'DD MMM YYYY');
}

function money(amount: number | string | null | undefined, currency: string): string | null {
  const pence = amount == null ? null : tryToPence(amount);
  return pence === null ? null : formatMoney(pence, currency);
}

/**
 * The action link by type (spec 2 §2, §6): withdraw for active easy access accounts, give notice for active notice
 * accounts, each only when the account's Supports list offers it.
 */
function actionOf(account: Account, kind: CardKind, closed: boolean): AccountCard['action'] {
  if (closed) return null;
  const supports = account.Supports ?? [];
  if (kind === 'easy-access' && supports.includes('MakeWithdrawal'))
    return { kind: 'withdraw', href: `/make-withdrawal/${accountId(account)}` };
  if (kind === 'notice' && supports.includes('NoticeOfWithdrawal'))
    return { kind: 'notice', href: `/notice-to-withdraw/${accountId(account)}` };
  return null;
}

/** The newest booked transactions, newest first; pending ones are hidden (spec 2 §2). */
export function latestBooked(transactions: readonly Transaction[], currency: string): CardTransaction[] {
  return sortRows(toRows(transactions), 'desc')
    .slice(0, CARD_TRANSACTIONS)
    .map((row) => ({ date: formatDate(row.date, 'DD MMM YYYY'), amount: formatMoney(row.amount, currency) }));
}

/** The last month's transactions of an account (spec 2 §9: cards use the 1-month range); null when the call fails. */
async function fetchRecentTransactions(
  ctx: AppContext,
  account: Account,
  today: IsoDate,
): Promise<Transaction[] | null> {
  try {
    const outcome = await ctx.upstream({
      path: TRANSACTIONS,
      body: transactionsRequest(
        account.AccountKey,
        { from: addMonths(today, -1), to: today },
        { count: ROWS_ASKED },
      ),
      schema: transactionsResponseSchema,
    });
    if (outcome.kind === 'ok') return outcome.data.Transactions ?? [];
    ctx.log.warn({ outcome: outcome.kind }, 'accounts list: latest transactions unavailable');
  } catch (error) {
    ctx.log.warn({ err: error }, 'accounts list: latest transactions unavailable');
  }
  return null;
}

/** One account's card; easy access cards fetch their transactions (the callers run these in parallel). */
export async function toCard(ctx: AppContext, account: Account, today: IsoDate): Promise<AccountCard> {
  const status = toListStatus(account.AccountStatus);
  const closed = status === 'Closed';
  const kind = kindOf(account);
  const productType = account.ProductType?.trim() || 'Savings';
  const unsupportedType = productType.toLowerCase() === 'savings' ? null : productType;
  const currency = account.CurrencyCode ?? 'GBP';
  const extended = account.ExtendedProperties;
  const showsTransactions = kind === 'easy-access' && !closed && unsupportedType === null;
  const transactions = showsTransactions ? await fetchRecentTransactions(ctx, account, today) : null;
  return {
    id: accountId(account),
    status,
    company: extended?.CompanyName?.trim() || null,
    kind,
    unsupportedType,
    name: closed ? null : account.AccountName?.trim() || 'Savings account',
    number: account.AccountNumber,
    sortCode: account.SortCode ?? null,
    balance: closed || unsupportedType ? null : (money(account.Balance, currency) ?? NOT_AVAILABLE),
    opened: closed ? displayDate(extended?.DateOpened) : null,
    closed: closed ? displayDate(extended?.DateClosed) : null,
    maturesOn:
      kind === 'fixed-term' && !closed && unsupportedType === null
        ? displayDate(extended?.MaturityDate ?? account.MaturityDate)
        : null,
    latest: showsTransactions ? (transactions ? latestBooked(transactions, currency) : 'unavailable') : null,
    action: unsupportedType ? null : actionOf(account, kind, closed),
  };
}
