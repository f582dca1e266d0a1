import { formatMoney, type Pence } from '#shared/domain/money.ts';
import type { SummaryListRow } from '../govuk/summary-list.tsx';

type Movement = {
  money: { name: string; number: string; nominated: string | null; currency: string };
  entry: { amount: Pence | null; reference: string; closeAccount: boolean };
  /** Step 1's path: each Change link goes back to its field there (SPEC3-NOTES SAFE-08). */
  change: string;
};

/**
 * The review rows a withdrawal and a notice share (spec 3 §2): from, to the nominated account, then the amount and
 * reference, or a closure spelt out in their place.
 */
export function movementRows({ money, entry, change }: Movement): Array<SummaryListRow | false> {
  const closing = entry.closeAccount;
  return [
    {
      key: { text: 'From' },
      value: { text: `${money.name} (${money.number})` },
      actions: { items: [{ href: `${change}#account`, text: 'Change', visuallyHiddenText: 'account' }] },
    },
    { key: { text: 'To your nominated account' }, value: { text: money.nominated ?? 'Not available' } },
    closing
      ? {
          key: { text: 'Close account' },
          value: {
            text: `Yes: we will send the whole balance, with any interest, to your nominated account and close ${money.name} (${money.number})`,
          },
          actions: {
            items: [{ href: `${change}#closeAccount`, text: 'Change', visuallyHiddenText: 'close account' }],
          },
        }
      : {
          key: { text: 'Amount' },
          value: { text: formatMoney(entry.amount ?? 0, money.currency) },
          actions: { items: [{ href: `${change}#amount`, text: 'Change', visuallyHiddenText: 'amount' }] },
        },
    !closing && {
      key: { text: 'Reference' },
      value: { text: entry.reference || 'None' },
      actions: { items: [{ href: `${change}#reference`, text: 'Change', visuallyHiddenText: 'reference' }] },
    },
  ];
}
