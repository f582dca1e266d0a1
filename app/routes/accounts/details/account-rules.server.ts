import type { Account } from '#shared/api/accounts.ts';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { formatDate, toLondonIsoDate, type IsoDate } from '#shared/domain/dates.ts';
import { maturityMessageKind } from '#shared/domain/maturity.ts';
import { formatMoney, minorUnitsToDecimalString, tryToPence } from '#shared/domain/money.ts';
import {
  accountActionText,
  accountDetailsMessages,
  NOT_AVAILABLE,
} from '#shared/messages/account-details.ts';
import { cardJourneyMessages } from '#shared/messages/card-payment.ts';
import { EASY_ACCESS, FIXED_TERM, NOTICE_ACCOUNT, isClosed } from '../../../lib/accounts.server.ts';

// The pure rules of the account details screen (spec 2 §2): which actions an account offers, which summary rows it
// shows, its maturity message and the accounts its chooser lists. No I/O: the loaders feed them, unit tests too.

export type AccountLink = { text: string; href: string };
export type SummaryRow = { key: string; value: string };
export type ChooserOption = { value: string; text: string };

/** spec 2 §2: only the Savings product type has a summary; any other shows 'Account type X not supported'. */
export function isSupportedProduct(account: Account): boolean {
  return (account.ProductType ?? 'Savings') === 'Savings';
}

export function formattedBalance(account: Account): string {
  const pence = account.Balance == null ? null : tryToPence(account.Balance);
  return pence === null ? NOT_AVAILABLE : formatMoney(pence, account.CurrencyCode ?? 'GBP');
}

/** The account's maturity date as a London calendar date (top-level MaturityDate, else the extended one). */
export function maturityDate(account: Account): IsoDate | null {
  const value = account.MaturityDate ?? account.ExtendedProperties?.MaturityDate;
  return value ? toLondonIsoDate(value) : null;
}

function displayDate(value: string | null | undefined): string {
  const date = value ? toLondonIsoDate(value) : null;
  return date ? formatDate(date, 'DD MMM YYYY') : NOT_AVAILABLE;
}

/**
 * The maturity message of an active fixed-rate account (spec 2 §2), or null. `today` is London today from the
 * request's clock.
 */
export function maturityMessage(account: Account, today: IsoDate): string | null {
  if (account.BrandProductType !== FIXED_TERM || isClosed(account)) return null;
  const date = maturityDate(account);
  const kind = date ? maturityMessageKind(date, today) : null;
  return kind ? accountDetailsMessages.maturity[kind] : null;
}

/**
 * The actions menu (spec 2 §2, §6): each Supports entry the portal knows, in the spec's order, the notice link only
 * for active notice accounts, the withdrawal link only for active easy access accounts and 'Pay in by card' only for
 * active Savings and Loan accounts (spec 3 §2); then always 'Send a message'.
 */
export function accountActions(account: Account): AccountLink[] {
  const supports = new Set(account.Supports ?? []);
  const id = accountKeyToHex(account.AccountKey.Key);
  const active = !isClosed(account);
  const links: AccountLink[] = [];
  const offer = (name: keyof typeof accountActionText, href: string, when = true) => {
    if (supports.has(name) && when) links.push({ text: accountActionText[name], href });
  };
  offer('NominatedAccount', `/accounts/nominated-account/${id}`);
  offer(
    'NoticeOfWithdrawal',
    `/notice-to-withdraw/${id}`,
    active && account.BrandProductType === NOTICE_ACCOUNT,
  );
  offer('MakeWithdrawal', `/make-withdrawal/${id}`, active && account.BrandProductType === EASY_ACCESS);
  // spec 3 §2 Pay into account: active Savings and Loan accounts, under their own servicing type's path.
  const servicing = (account.ProductType ?? 'Savings').trim().toLowerCase();
  if (supports.has('PayByCard') && active && (servicing === 'savings' || servicing === 'loan'))
    links.push({
      text: cardJourneyMessages.payInByCard,
      href: `/${servicing}-servicing/pay-into-account/${id}`,
    });
  offer('OrganisationDetails', '/update-organisation-details');
  offer('SendMessage', `/messaging-twoway/new/${id}`);
  // spec 2 §2: statement options are changed by a message to the bank.
  offer('StatementOptions', `/messaging-twoway/new/${id}`);
  // spec 2 §2 also lists 'Manage account alerts' (/alerts): not offered until that page exists.
  links.push({ text: accountActionText.Messages, href: '/messaging-twoway/view' });
  return links;
}

/** spec 2 §2: the rate as a percentage with 2 decimals, then 'Gross' and the interest payment frequency. */
export function rateText(account: Account): string {
  const hundredths = account.InterestRate == null ? null : tryToPence(account.InterestRate);
  if (hundredths === null) return NOT_AVAILABLE;
  // '4.40% Gross Yearly': the frequency in upstream's words.
  const frequency = account.ExtendedProperties?.InterestPaymentFrequency?.trim();
  return `${minorUnitsToDecimalString(hundredths, 2)}% Gross${frequency ? ` ${frequency}` : ''}`;
}

/**
 * The Summary tab's rows by account type (spec 2 §2): Balance, Rate, Interest Date, Statement method; notice
 * accounts add Notice period (days) and Notices on account, easy access adds Pending withdrawal (both the count of
 * pending transactions), fixed term adds Maturity date.
 */
export function summaryRows(account: Account, pendingCount: number): SummaryRow[] {
  const extended = account.ExtendedProperties;
  const rows: SummaryRow[] = [
    { key: 'Balance', value: formattedBalance(account) },
    { key: 'Rate', value: rateText(account) },
    { key: 'Interest Date', value: displayDate(extended?.NextInterestDueDate) },
    { key: 'Statement method', value: extended?.StatementMethod || NOT_AVAILABLE },
  ];
  switch (account.BrandProductType) {
    case NOTICE_ACCOUNT:
      rows.push({
        key: 'Notice period (days)',
        value: extended?.NoticePeriodInDays == null ? NOT_AVAILABLE : String(extended.NoticePeriodInDays),
      });
      rows.push({ key: 'Notices on account', value: String(pendingCount) });
      break;
    case EASY_ACCESS:
      rows.push({ key: 'Pending withdrawal', value: String(pendingCount) });
      break;
    case FIXED_TERM: {
      const date = maturityDate(account);
      rows.push({ key: 'Maturity date', value: date ? formatDate(date, 'DD MMM YYYY') : NOT_AVAILABLE });
      break;
    }
  }
  return rows;
}

/**
 * spec 2 §2 account chooser: shown on the details of an active withdrawal (easy access) or notice account; it lists
 * the customer's accounts of the same kind, never closed ones, by account number and balance. Null when the
 * account has no chooser, or no other account to choose (decision 014).
 */
export function chooserOptions(account: Account, accounts: readonly Account[]): ChooserOption[] | null {
  const kind = account.BrandProductType;
  if (isClosed(account) || (kind !== EASY_ACCESS && kind !== NOTICE_ACCOUNT)) return null;
  const options = accounts
    .filter((candidate) => candidate.BrandProductType === kind && !isClosed(candidate))
    .map((candidate) => ({
      value: accountKeyToHex(candidate.AccountKey.Key),
      text: `${candidate.AccountNumber} - ${formattedBalance(candidate)}`,
    }));
  // A chooser offering only the account already shown would choose nothing.
  return options.length > 1 ? options : null;
}
