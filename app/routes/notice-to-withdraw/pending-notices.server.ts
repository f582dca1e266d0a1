import { z } from 'zod';
import type { Account } from '#shared/api/accounts.ts';
import { isPending, type Transaction } from '#shared/api/account-area.ts';
import {
  addMonths,
  addYears,
  compareIsoDates,
  dayOfWeek,
  formatDate,
  toLondonIsoDate,
} from '#shared/domain/dates.ts';
import type { IsoDate } from '#shared/domain/dates.ts';
import { formatMoney, tryToPence, type Pence } from '#shared/domain/money.ts';

// The pure rules of notice to withdraw (spec 3 §2, §3, §9; docs/money-journeys.md, Notice to withdraw): an
// account's pending notices read from its transactions, its notice period, the dates the pages show. No I/O: the
// loaders feed them, unit tests too.

/** spec 3 §7: the transactions of the last 12 months. */
export const NOTICE_LIST_MONTHS = 12;

/**
 * The booking dates to ask the transactions call for. spec 3 §7 says "last 12 months to today", but the bank books a
 * pending notice on the date it falls due (shared/api/money-movements.ts), always after today: a range ending today
 * would never list one. The range runs a year past today, as the summary's notice count does
 * (app/routes/accounts/details/summary.server.ts).
 */
export function noticeListRange(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addMonths(today, -NOTICE_LIST_MONTHS), to: addYears(today, 1) };
}

export type PendingNotice = {
  /** TransactionIdentifier: the {referenceNo} of the cancel URL; null when upstream gave none. */
  id: string | null;
  /** The withdrawal date (London calendar date); null when upstream sent none readable. */
  date: IsoDate | null;
  /** The amount in pence (positive); null for a closing notice (spec 3 §3: Amount 0 means all funds). */
  amount: Pence | null;
  /** The customer's payment reference, '' when none. */
  paymentReference: string;
  /** spec 3 §4, §6: only a transaction marked cancellable may be cancelled (and only with an id to name it). */
  cancellable: boolean;
  currency: string;
};

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((value) => value === true || String(value).toLowerCase() === 'true');

// spec 3 §3 lists Cancellable beside the transaction's fields; the sandbox sends it (and PaymentReference) in
// ExtendedProperties. Either place is read.
const pendingDetails = z
  .object({
    Cancellable: flag.nullish().catch(null),
    PaymentReference: z.string().nullish().catch(null),
    CurrencyCode: z.string().nullish().catch(null),
  })
  .loose();

/** The pending notices among `transactions`, soonest withdrawal first; rows without an amount dropped. */
export function pendingNotices(
  transactions: readonly Transaction[],
  accountCurrency = 'GBP',
): PendingNotice[] {
  const notices: PendingNotice[] = [];
  for (const transaction of transactions) {
    if (!isPending(transaction)) continue;
    const pence = tryToPence(transaction.Amount);
    if (pence === null) continue;
    const top = pendingDetails.parse(transaction);
    const extended = pendingDetails.parse(transaction.ExtendedProperties ?? {});
    const id = transaction.TransactionIdentifier?.trim() || null;
    notices.push({
      id,
      date: toLondonIsoDate(transaction.Date),
      amount: pence === 0 ? null : Math.abs(pence),
      paymentReference: (extended.PaymentReference ?? top.PaymentReference ?? '').trim(),
      cancellable: id !== null && (extended.Cancellable ?? top.Cancellable ?? false),
      currency: top.CurrencyCode ?? accountCurrency,
    });
  }
  return notices.sort((a, b) => {
    if (a.date === null || b.date === null) return a.date === b.date ? 0 : a.date === null ? 1 : -1;
    return compareIsoDates(a.date, b.date);
  });
}

/** The notice `id` names among `notices`, only if it may be cancelled (checked on the server). */
export function cancellableNotice(
  notices: readonly PendingNotice[],
  id: string | undefined,
): PendingNotice | null {
  return notices.find((notice) => notice.id !== null && notice.id === id && notice.cancellable) ?? null;
}

/** spec 3 §3 NoticePeriodInDays as a whole number of days, or null when the account gives none readable. */
export function noticePeriodDays(account: Account): number | null {
  const value = account.ExtendedProperties?.NoticePeriodInDays;
  if (value === null || value === undefined) return null;
  const days = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(days) && days >= 0 ? days : null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'Tuesday 5th January 2027': the withdrawal date with its weekday, in the journeys' date format. */
export function withdrawalDateText(date: IsoDate): string {
  return `${WEEKDAYS[dayOfWeek(date)] ?? ''} ${formatDate(date, 'Do MMMM YYYY')}`;
}

/** The amount column: the money, or 'All funds (account closure)' for a closing notice (spec 3 §3 Amount 0). */
export function noticeAmountText(notice: Pick<PendingNotice, 'amount' | 'currency'>): string {
  return notice.amount === null ? 'All funds (account closure)' : formatMoney(notice.amount, notice.currency);
}
