import { data, redirect } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { formatMoney, tryToPence, type Pence } from '#shared/domain/money.ts';
import type { ServicingType } from '../../../server/card-issuer/hand-off.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { accountId, accountName, findAccount, isClosed } from '../../lib/accounts.server.ts';
import { cardJourney } from './card-journey.server.ts';

// The accounts a card payment may go into (spec 3 §2 "Pay into account"): active Savings and Loan accounts whose
// Supports offers PayByCard, each under its own servicing type's path, and what the pages show of one.

export type CardAccount = {
  id: string;
  type: ServicingType;
  name: string;
  number: string;
  currency: string;
  /** A loan's balance owed, in pence; null for savings. */
  owed: Pence | null;
  owedText: string | null;
};

export function servicingTypeOf(account: Account): ServicingType | null {
  const type = (account.ProductType ?? 'Savings').trim().toLowerCase();
  return type === 'savings' || type === 'loan' ? type : null;
}

/** spec 3 §2: active Savings and Loan accounts whose Supports offers PayByCard. */
export function takesCardPayments(account: Account): boolean {
  return (
    !isClosed(account) && servicingTypeOf(account) !== null && (account.Supports ?? []).includes('PayByCard')
  );
}

/** The servicing type a request's URL names. */
function servicingTypeOfUrl(request: Request): ServicingType {
  return new URL(request.url).pathname.startsWith('/loan-servicing/') ? 'loan' : 'savings';
}

function cardAccount(account: Account): CardAccount {
  const currency = account.CurrencyCode ?? 'GBP';
  const type = servicingTypeOf(account) ?? 'savings';
  const balance = account.Balance == null ? null : tryToPence(account.Balance);
  // A loan's balance is what is owed, as a negative amount.
  const owed = type === 'loan' && balance !== null ? Math.max(0, -balance) : null;
  return {
    id: accountId(account),
    type,
    name: accountName(account),
    number: account.AccountNumber,
    currency,
    owed,
    owedText: owed === null ? null : formatMoney(owed, currency),
  };
}

/**
 * The account the URL names, if the customer's and it takes card payments (else the not-found page:
 * docs/money-journeys.md, Every id in a path belongs to the customer), with the selector's options and the
 * journey's definition for its servicing type. A URL under the other servicing type is sent to the account's own
 * (GETs only).
 */
export async function loadCardAccount(ctx: AppContext, request: Request, hexId: string | undefined) {
  const { account, accounts } = await findAccount(ctx, hexId);
  if (!takesCardPayments(account)) throw data(null, { status: 404 });
  const card = cardAccount(account);
  if (servicingTypeOfUrl(request) !== card.type) {
    if (request.method !== 'GET') throw data(null, { status: 404 });
    const url = new URL(request.url);
    const rest = url.pathname.replace(/\.data$/, '').replace(/^\/(savings|loan)-servicing/, '');
    throw redirect(`/${card.type}-servicing${rest}${url.search}`);
  }
  const options = accounts.filter(takesCardPayments).map((candidate) => ({
    value: accountId(candidate),
    text: `${accountName(candidate)} (${candidate.AccountNumber})`,
  }));
  return { account, card, options, def: cardJourney(card.type) };
}
