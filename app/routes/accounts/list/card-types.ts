import type { Filterable } from './filters.ts';

// What the accounts list's loader gives each card (built by cards.server.ts, rendered by account-card.tsx).

export type CardKind = 'easy-access' | 'notice' | 'fixed-term' | 'other';

export type CardTransaction = { date: string; amount: string };

export type AccountCard = Filterable & {
  id: string;
  kind: CardKind;
  /** null when the product type is Savings; otherwise the type for 'Account type X not supported'. */
  unsupportedType: string | null;
  /** Not shown for closed accounts (spec 2 §2). */
  name: string | null;
  number: string;
  sortCode: string | null;
  /** Formatted; null for closed accounts (they show opened and closed dates instead). */
  balance: string | null;
  opened: string | null;
  closed: string | null;
  /** 'DD MMM YYYY' for fixed term accounts. */
  maturesOn: string | null;
  /** Easy access only: the latest booked transactions, or 'unavailable' when the call failed. */
  latest: CardTransaction[] | 'unavailable' | null;
  action: { kind: 'withdraw' | 'notice'; href: string } | null;
};
