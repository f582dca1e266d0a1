import { formatMoney, type Pence } from '#shared/domain/money.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { movementRowDefaults } from '#shared/messages/money-movements.ts';
import type { SummaryListRow } from '../govuk/summary-list.tsx';

type Movement = {
  money: { name: string; number: string; nominated: string | null; currency: string };
  entry: { amount: Pence | null; reference: string; closeAccount: boolean };
  /** Step 1's path: each Change link goes back to its field there (SPEC3-NOTES SAFE-08). */
  change: string;
  /** The page's managed texts with the rows' keys (movementRowDefaults; decision 035). */
  page?: ManagedPage;
};

/**
 * The review rows a withdrawal and a notice share (spec 3 §2): from, to the nominated account, then the amount and
 * reference, or a closure spelt out in their place.
 */
export function movementRows({ money, entry, change, page }: Movement): Array<SummaryListRow | false> {
  const closing = entry.closeAccount;
  const t = (key: keyof typeof movementRowDefaults) =>
    page?.values[`content.${key}`] ?? movementRowDefaults[key];
  const changeLink = (hash: string, hidden: keyof typeof movementRowDefaults) => ({
    items: [{ href: `${change}#${hash}`, text: t('change'), visuallyHiddenText: t(hidden) }],
  });
  return [
    {
      key: { text: t('rowFrom') },
      value: { text: `${money.name} (${money.number})` },
      actions: changeLink('account', 'changeAccountHidden'),
    },
    { key: { text: t('rowTo') }, value: { text: money.nominated ?? t('notAvailable') } },
    closing
      ? {
          key: { text: t('rowClose') },
          value: { text: fillIn(t('closeValue'), { account: `${money.name} (${money.number})` }) },
          actions: changeLink('closeAccount', 'changeCloseHidden'),
        }
      : {
          key: { text: t('rowAmount') },
          value: { text: formatMoney(entry.amount ?? 0, money.currency) },
          actions: changeLink('amount', 'changeAmountHidden'),
        },
    !closing && {
      key: { text: t('rowReference') },
      value: { text: entry.reference || t('noReference') },
      actions: changeLink('reference', 'changeReferenceHidden'),
    },
  ];
}

/** The managed-text keys of the review rows, for their Edit controls after the summary list. */
export const MOVEMENT_ROW_KEYS = Object.keys(movementRowDefaults);
