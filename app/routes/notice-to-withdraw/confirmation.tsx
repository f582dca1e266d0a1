import type { Route } from './+types/confirmation.ts';
import { BeingProcessed, OutcomeUnknown, resultMeta } from '../../components/money/processing.tsx';
import { ConfirmationEnd, MovementPanel } from '../../components/money/movement-steps.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { noticeConfirmation } from './notice-to-withdraw.server.ts';
import { noticeAmountText, withdrawalDateText } from './pending-notices.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { resultPage } from '../../lib/result-page.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { NOTICE_CONFIRMATION_DEFAULTS, NOTICE_CONFIRMATION_TAG } from '#shared/messages/money-movements.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/create/{id}/confirmation?key=… step 3 (spec 3 §2, §4; docs/money-journeys.md, Result pages,
// Notice to withdraw): the notice's outcome read back from the submission store — given, still being processed (this
// page reloads itself every 2 seconds, with or without JavaScript), or unknown. The final button goes to
// /accounts/list.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const result = await resultPage(
    ctx,
    request,
    { tag: NOTICE_CONFIRMATION_TAG, defaults: NOTICE_CONFIRMATION_DEFAULTS },
    (key) => noticeConfirmation(ctx, params.id, key),
  );
  if (result.view !== 'success') return result;
  const { answer, page } = result;
  return {
    page,
    view: 'success',
    answer,
    amount: noticeAmountText(answer),
    withdrawalDate: withdrawalDateText(answer.withdrawalDate),
  } as const;
}

export const meta = resultMeta;

export default function NoticeConfirmation({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown page={page} />;
  const { answer, amount, withdrawalDate } = loaderData;
  const what = t(answer.closeAccount ? 'titleClosure' : 'title');
  const account = `${answer.accountName} (${answer.accountNumber})`;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <MovementPanel
          page={page}
          title={what}
          reference={{ label: t('referenceNumber'), value: answer.transactionId, testId: 'notice-reference' }}
        />
        <EditControls
          page={page}
          keys={[answer.closeAccount ? 'titleClosure' : 'title', 'referenceNumber']}
        />
        <ManagedText page={page} name="content.nextHeading" as="h2" className="govuk-heading-m" />
        <p className="govuk-body" data-testid="notice-summary">
          {answer.closeAccount
            ? fillIn(t('summaryClosure'), { date: withdrawalDate, account })
            : fillIn(t('summary'), { date: withdrawalDate, amount, account })}
        </p>
        {answer.nominated ? (
          <p className="govuk-body">{fillIn(t('nominated'), { nominated: answer.nominated })}</p>
        ) : null}
        {answer.reference ? (
          <p className="govuk-body">{fillIn(t('reference'), { reference: answer.reference })}</p>
        ) : null}
        <p className="govuk-body">
          {t('listed')}{' '}
          <a className="govuk-link" href={`/notice-to-withdraw/${answer.accountId}`}>
            {t('listedLink')}
          </a>
          {t('listedAfter')}
        </p>
        <ConfirmationEnd page={page} />
        <EditControls
          page={page}
          keys={[
            answer.closeAccount ? 'summaryClosure' : 'summary',
            'nominated',
            'reference',
            'listed',
            'listedLink',
            'listedAfter',
            'back',
          ]}
        />
      </div>
    </div>
  );
}
