import { data } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { londonToday, type IsoDate } from '#shared/domain/dates.ts';
import { formatMoney, tryToPence, type Pence } from '#shared/domain/money.ts';
import { DEFAULT_HOLIDAY_LIST_TEXT, parseHolidayList } from '#shared/domain/working-days.ts';
import { DELETED } from '#shared/content/managed.ts';
import { BANK_HOLIDAYS_TAG } from '#shared/messages/managed-tags-shell.ts';
import type { AppContext } from './app-context.server.ts';
import { accountId, accountName, findAccount, isClosed } from './accounts.server.ts';

// What the money journeys share on the server: the account a journey URL names (only of the kinds its selector
// offers), the selector's options, the nominated account and the remaining allowance, today's London date and the
// holiday list for working days.

export type SelectorOption = { value: string; text: string };

export type MoneyAccount = {
  id: string;
  name: string;
  number: string;
  /** spec 3 §3 RemainingAllowance in pence (the balance when the bank gives none); never below zero. */
  allowance: Pence;
  allowanceText: string;
  /** The balance in pence, null when the bank gives none: a closure sends all of it, whatever the allowance. */
  balance: Pence | null;
  currency: string;
  /** The nominated account, masked: 'Mr A Saver, sort code 12-34-56, account ending 5678'; null when unknown. */
  nominated: string | null;
};

/**
 * The account `hexId` names, if it is one of the customer's active accounts that `offered` accepts, with the
 * selector's options (the same kind of accounts). Any other id is the not-found page (docs/money-journeys.md, Every
 * id in a path belongs to the customer).
 */
export async function findMoneyAccount(
  ctx: AppContext,
  hexId: string | undefined,
  offered: (account: Account) => boolean,
): Promise<{ account: Account; money: MoneyAccount; options: SelectorOption[] }> {
  // The managed holiday list is loaded alongside (cached per tag), so the journey's working days read it at once.
  const [{ account, accounts }] = await Promise.all([findAccount(ctx, hexId), loadManagedHolidays(ctx)]);
  const usable = (candidate: Account) => !isClosed(candidate) && offered(candidate);
  if (!usable(account)) throw data(null, { status: 404 });
  const options = accounts.filter(usable).map((candidate) => ({
    value: accountId(candidate),
    text: `${accountName(candidate)} (${candidate.AccountNumber})`,
  }));
  return { account, money: moneyAccount(account), options };
}

export function moneyAccount(account: Account): MoneyAccount {
  const currency = account.CurrencyCode ?? 'GBP';
  const balance = account.Balance == null ? null : tryToPence(account.Balance);
  const remaining = account.RemainingAllowance == null ? null : tryToPence(account.RemainingAllowance);
  const allowance = Math.max(0, remaining ?? balance ?? 0);
  return {
    id: accountId(account),
    name: accountName(account),
    number: account.AccountNumber,
    allowance,
    allowanceText: formatMoney(allowance, currency),
    balance,
    currency,
    nominated: nominatedAccount(account),
  };
}

/**
 * 'Name, sort code 12-34-56, account ending 5678' (docs/money-journeys.md, Make a withdrawal): enough to recognise
 * it, not the whole number.
 */
export function nominatedAccount(account: Account): string | null {
  const extended = account.ExtendedProperties;
  const number = extended?.NominatedAccountNumber?.replace(/\s/g, '');
  if (!number) return null;
  const sortCode = extended?.NominatedSortCode?.replace(/\D/g, '');
  const parts = [
    extended?.NominatedAccountName?.trim(),
    sortCode && sortCode.length === 6
      ? `sort code ${sortCode.slice(0, 2)}-${sortCode.slice(2, 4)}-${sortCode.slice(4)}`
      : null,
    `account ending ${number.slice(-4)}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** London's calendar date now, on the request's clock (never UTC: spec 3 §9's UTC is a slip, decision 019). */
export function today(ctx: AppContext): IsoDate {
  return londonToday(new Date(ctx.now()));
}

const holidaysOfRequest = new WeakMap<AppContext, readonly IsoDate[]>();

function holidaysFrom(published: Record<string, string> | undefined): readonly IsoDate[] {
  const stored = published?.list;
  return parseHolidayList(stored === undefined || stored === DELETED ? DEFAULT_HOLIDAY_LIST_TEXT : stored);
}

/**
 * Loads the published holiday list (managed content, tag 'bank-holidays'; spec 1 §3, decision 038) for this
 * request: the content service's cached value, revalidated as any tag, or the default in code.
 */
export async function loadManagedHolidays(ctx: AppContext): Promise<readonly IsoDate[]> {
  const published = await ctx.content.published(BANK_HOLIDAYS_TAG, ctx.requestId);
  const holidays = holidaysFrom(published?.content);
  holidaysOfRequest.set(ctx, holidays);
  return holidays;
}

/**
 * The holiday list beyond England and Wales' computed bank holidays: the published managed list as this request
 * loaded it (findMoneyAccount loads it), else the last one the content service holds, else the spec's list.
 */
export function managedHolidays(ctx: AppContext): readonly IsoDate[] {
  return holidaysOfRequest.get(ctx) ?? holidaysFrom(ctx.content.cached(BANK_HOLIDAYS_TAG)?.content);
}
