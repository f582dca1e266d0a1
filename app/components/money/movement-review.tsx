import type { ReactNode } from 'react';
import { formatMoney, type Pence } from '#shared/domain/money.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { movementRowDefaults } from '#shared/messages/money-movements.ts';
import { SummaryList, type SummaryListRow } from '../govuk/index.ts';
import { DangerAlert } from '../danger-alert.tsx';
import { ManagedErrors } from '../managed-errors.tsx';
import { ManagedText } from '../managed-text.tsx';
import { EditControls } from '../managed-texts.tsx';
import { PageTitle } from '../page-title.tsx';
import { ReviewConfirm } from './movement-steps.tsx';
import { contentOf } from '../../lib/managed-values.ts';

// Step 2, Review, that make a withdrawal and give notice share (spec 3 §2, §4; docs/money-journeys.md, Review
// pages): check your answers, with a Change link per row and a closure spelt out, then the confirm button that posts
// the one-time key.

type Movement = {
  money: {
    name: string;
    number: string;
    nominated: string | null;
    currency: string;
    /** A closure sends the whole balance, even above the allowance (decision 069). */
    balance: Pence | null;
    allowance: Pence;
  };
  entry: { amount: Pence | null; reference: string; closeAccount: boolean };
  /** Step 1's path: each Change link goes back to its field there. */
  change: string;
  /** The page's managed texts with the rows' keys (movementRowDefaults; decision 035). */
  page?: ManagedPage;
};

/** What the review's loader gives the page. */
export type MovementReviewData = {
  csrfToken: string;
  money: Movement['money'] & { id: string };
  entry: Movement['entry'];
  /** The one-time submission key. */
  key: string;
  /** The bank's refusal of the last try (spec 3 §8), or null. */
  failed: string | null;
};

/**
 * The whole review: the refusal of the last try, `children` (what the journey says first), the rows a withdrawal
 * and a notice share and the journey's own `lastRow`, then the confirm button ('confirm', or 'confirmClose' for a
 * closure) and the Cancel link.
 */
export function MovementReview({
  page,
  review,
  change,
  action,
  cancelHref,
  failedTestId,
  lastRow,
  lastRowKeys,
  children,
}: {
  page: ManagedPage;
  review: MovementReviewData;
  change: string;
  action: string;
  cancelHref: string;
  failedTestId: string;
  lastRow: SummaryListRow;
  /** The managed texts' keys in `lastRow`, for their Edit controls. */
  lastRowKeys: readonly string[];
  children?: ReactNode;
}) {
  const t = contentOf(page);
  const { money, entry } = review;
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={t('title')} />
          {review.failed ? <DangerAlert testId={failedTestId}>{review.failed}</DangerAlert> : null}
          {children}
          <ManagedText page={page} name="content.step" as="span" className="govuk-caption-l" />
          <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
          <SummaryList rows={[...movementRows({ money, entry, change, page }), lastRow]} />
          <EditControls page={page} keys={[...Object.keys(movementRowDefaults), ...lastRowKeys]} />
          <ReviewConfirm
            page={page}
            action={action}
            csrfToken={review.csrfToken}
            submissionKey={review.key}
            button={entry.closeAccount ? 'confirmClose' : 'confirm'}
            cancelHref={cancelHref}
          />
        </div>
      </div>
    </ManagedErrors>
  );
}

/** From, to the nominated account, then the amount and reference, or a closure spelt out in their place. */
function movementRows({ money, entry, change, page }: Movement): Array<SummaryListRow | false> {
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
    closing && {
      key: { text: t('rowClose') },
      value: { text: fillIn(t('closeValue'), { account: `${money.name} (${money.number})` }) },
      actions: changeLink('closeAccount', 'changeCloseHidden'),
    },
    closing &&
      money.balance !== null && {
        key: { text: t('rowAmount') },
        value: {
          text: (
            <>
              <p className="govuk-body govuk-!-margin-bottom-1" data-testid="close-amount">
                {fillIn(t('closeAmountValue'), { balance: formatMoney(money.balance, money.currency) })}
              </p>
              {money.balance > money.allowance ? (
                <p className="govuk-body govuk-!-margin-bottom-0" data-testid="close-above-limit">
                  {fillIn(t('closeAboveLimit'), { allowance: formatMoney(money.allowance, money.currency) })}
                </p>
              ) : null}
            </>
          ),
        },
      },
    !closing && {
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
