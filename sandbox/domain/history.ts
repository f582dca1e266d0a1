import { addDays, addMonths } from './clock.ts';

// A deterministic account history for the demo data: up to three years of transactions (before today, or before
// a closed account closed) whose running balance ends
// exactly at the account's balance (or at zero on the day a closed account closed). Built from the end backwards:
// the newest balance is known, and each older one follows from the transaction before it. No Math.random: a seeded
// PRNG per account number, so every fresh database gets the same history for the same seed day.

export type HistoryAccount = {
  number: string;
  brandProductType: 'EASY_ACCESS' | 'NOTICE_ACCOUNT' | 'FIXED_TERM';
  /** Balance in pence now (ignored for a closed account, which ends at zero). */
  balancePence: number;
  /** Annual rate, decimal text ('3.75'). */
  interestRate: string;
  interestPaymentFrequency: 'Monthly' | 'Yearly';
  dateOpened: string;
  dateClosed: string | null;
  maturityDate: string | null;
};

/** A pending withdrawal or notice: dated the seed day, or `inDays` after it (a notice is dated when it falls due). */
export type PendingPlan = {
  description: string;
  amountPence: number;
  inDays?: number;
  /** A notice the customer may cancel (ExtendedProperties.Cancellable). */
  cancellable?: boolean;
  /** The customer's reference (ExtendedProperties.PaymentReference). */
  reference?: string;
};

export type HistoryOptions = {
  todayAndYesterday?: boolean;
  quietDays?: number;
  pending?: PendingPlan[];
};

export type TransactionKind = 'Opening' | 'Deposit' | 'Withdrawal' | 'Interest' | 'Closing' | 'Pending';

export type GeneratedTransaction = {
  date: string;
  kind: TransactionKind;
  description: string;
  amountPence: number;
  /** After this transaction; null when pending. */
  balancePence: number | null;
  /** Pending only: a notice the customer may cancel, and their reference. */
  cancellable?: boolean;
  reference?: string | null;
};

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

/** Basis points × 100 of a decimal rate: '3.75' → 37500 (exact, no float). */
function rateUnits(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}

type Event = { date: string; kind: Exclude<TransactionKind, 'Pending'>; description: string; order: number };

const HISTORY_MONTHS = 36;
/** A deposit never takes the balance before it below this (so the history never goes overdrawn). */
const FLOOR_PENCE = 10_00;

const DEPOSITS = ['Faster Payment received', 'Transfer from nominated account', 'Deposit by bank transfer'];
const WITHDRAWALS = ['Withdrawal to nominated account', 'Faster Payment to nominated account'];

/**
 * The booked history, oldest first, then the pending entries (dated today). `today` is the London date the history
 * is generated on.
 */
export function generateHistory(
  account: HistoryAccount,
  today: string,
  options: HistoryOptions = {},
): GeneratedTransaction[] {
  const random = seededRandom(seedOf(account.number));
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const end = account.dateClosed ?? today;
  // Three years up to today, or up to the closing day of a closed account.
  const windowStart = addMonths(end, -HISTORY_MONTHS);
  const opensInWindow = account.dateOpened >= windowStart;
  const start = opensInWindow ? account.dateOpened : windowStart;
  const quietFrom = options.quietDays === undefined ? undefined : addDays(today, -options.quietDays);
  const fixed = account.brandProductType === 'FIXED_TERM';

  const events: Event[] = [];
  let order = 0;
  const add = (date: string, kind: Event['kind'], description: string) => {
    if (date < start || date > end) return;
    if (quietFrom !== undefined && date > quietFrom && kind !== 'Opening' && kind !== 'Closing') return;
    events.push({ date, kind, description, order: order++ });
  };

  if (opensInWindow) add(account.dateOpened, 'Opening', 'Opening deposit');
  // Interest: monthly on the 1st, yearly on the anniversary of opening; a fixed term's last one is paid at maturity.
  const interestEnd = fixed && account.maturityDate ? account.maturityDate : end;
  if (account.interestPaymentFrequency === 'Monthly') {
    for (let month = addMonths(start.slice(0, 8) + '01', 1); month <= end; month = addMonths(month, 1))
      if (month < interestEnd || !fixed) add(month, 'Interest', 'Interest paid');
  } else {
    for (let year = 1; ; year += 1) {
      const anniversary = addMonths(account.dateOpened, 12 * year);
      if (anniversary > end || (fixed && anniversary >= interestEnd)) break;
      add(anniversary, 'Interest', 'Annual interest paid');
    }
  }
  // Customer movements: easy access most months, a notice account now and then, a fixed term never.
  if (!fixed) {
    const easy = account.brandProductType === 'EASY_ACCESS';
    for (let month = start.slice(0, 8) + '01'; month <= end; month = addMonths(month, 1)) {
      const count = easy ? between(0, 3) : random() < 0.25 ? 1 : 0;
      for (let index = 0; index < count; index += 1) {
        const date = addDays(month, between(0, 27));
        if (date <= account.dateOpened) continue;
        const deposit = random() < (easy ? 0.45 : 0.8);
        add(date, deposit ? 'Deposit' : 'Withdrawal', pick(deposit ? DEPOSITS : WITHDRAWALS));
      }
    }
  }
  if (options.todayAndYesterday && end === today) {
    add(addDays(today, -1), 'Deposit', 'Faster Payment received');
    add(today, 'Withdrawal', 'Withdrawal to nominated account');
  }
  if (account.dateClosed)
    add(account.dateClosed, 'Closing', 'Account closed - balance paid to nominated account');

  const kindRank = { Opening: 0, Interest: 1, Deposit: 2, Withdrawal: 2, Closing: 3 } as const;
  events.sort(
    (a, b) => a.date.localeCompare(b.date) || kindRank[a.kind] - kindRank[b.kind] || a.order - b.order,
  );

  // Backwards from the end balance: each transaction's amount, and the balance before it.
  const units = rateUnits(account.interestRate);
  const perPeriod = account.interestPaymentFrequency === 'Monthly' ? 12 : 1;
  let after = account.dateClosed ? 0 : account.balancePence;
  const booked: GeneratedTransaction[] = [];
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index] as Event;
    let amount: number;
    switch (event.kind) {
      case 'Closing':
        amount = -between(2_000_00, 9_000_00);
        break;
      case 'Withdrawal':
        amount = -between(20, 900) * 100 - (random() < 0.3 ? between(1, 99) : 0);
        break;
      case 'Deposit':
        amount = Math.min(between(25, 1_200) * 100, after - FLOOR_PENCE);
        break;
      case 'Interest': {
        // after = before × (1 + r / n), so before = after × n / (n + r).
        const denominator = 1_000_000 * perPeriod;
        const before = Math.round((after * denominator) / (denominator + units));
        amount = after - before;
        break;
      }
      case 'Opening':
        amount = after;
        break;
    }
    if (amount === 0 || (event.kind === 'Deposit' && amount < 0)) continue;
    booked.push({
      date: event.date,
      kind: event.kind,
      description: event.description,
      amountPence: amount,
      balancePence: after,
    });
    after -= amount;
  }
  booked.reverse();

  const pending = (options.pending ?? []).map((entry) => ({
    date: entry.inDays ? addDays(today, entry.inDays) : today,
    kind: 'Pending' as const,
    description: entry.description,
    amountPence: entry.amountPence,
    balancePence: null,
    cancellable: entry.cancellable ?? false,
    reference: entry.reference ?? null,
  }));
  return account.dateClosed ? booked : [...booked, ...pending];
}

/** A long, busy history: `transactions` booked entries spread evenly over `years` years up to today. */
export type BulkPlan = { transactions: number; years: number };

/**
 * A long history for the large-data customer (sandbox/CUSTOMERS.md): exactly `plan.transactions` booked entries,
 * oldest first, an opening deposit `plan.years` years ago, interest on the 1st of every month and customer
 * movements spread evenly over the days between, ending at the account's balance. Built backwards like
 * generateHistory, from the same seeded PRNG; a deposit the balance before it cannot afford becomes a withdrawal, so
 * the count is exact. Days are walked once (no sort), so 20,000 entries take milliseconds.
 */
export function bulkHistory(account: HistoryAccount, today: string, plan: BulkPlan): GeneratedTransaction[] {
  const random = seededRandom(seedOf(account.number));
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const start = addMonths(today, -12 * plan.years);
  const days: string[] = [];
  for (let day = addDays(start, 1); day <= today; day = addDays(day, 1)) days.push(day);
  const interestDays = days.filter((day) => day.endsWith('-01'));
  const movements = plan.transactions - 1 - interestDays.length;
  // Oldest first: the day of each entry, interest before the day's movements (as generateHistory orders them).
  const events: { date: string; kind: 'Interest' | 'Movement' }[] = [];
  let next = 0;
  for (const [index, day] of days.entries()) {
    if (day.endsWith('-01')) events.push({ date: day, kind: 'Interest' });
    const until = Math.floor(((index + 1) * movements) / days.length);
    for (; next < until; next += 1) events.push({ date: day, kind: 'Movement' });
  }
  const units = rateUnits(account.interestRate);
  let after = account.balancePence;
  const booked: GeneratedTransaction[] = [];
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index]!;
    let kind: TransactionKind;
    let amount: number;
    let description: string;
    if (event.kind === 'Interest') {
      const denominator = 1_000_000 * 12;
      amount = Math.max(1, after - Math.round((after * denominator) / (denominator + units)));
      kind = 'Interest';
      description = 'Interest paid';
    } else {
      const deposit = random() < 0.5;
      const depositPence = between(25, 1_200) * 100;
      if (deposit && after - depositPence >= FLOOR_PENCE) {
        amount = depositPence;
        kind = 'Deposit';
        description = pick(DEPOSITS);
      } else {
        amount = -between(20, 900) * 100 - (random() < 0.3 ? between(1, 99) : 0);
        kind = 'Withdrawal';
        description = pick(WITHDRAWALS);
      }
    }
    booked.push({ date: event.date, kind, description, amountPence: amount, balancePence: after });
    after -= amount;
  }
  booked.push({
    date: start,
    kind: 'Opening',
    description: 'Opening deposit',
    amountPence: after,
    balancePence: after,
  });
  return booked.reverse();
}
