import { redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/review.ts';
import { formatMoney } from '#shared/domain/money.ts';
import {
  PAY_INTO_ACCOUNT_REVIEW_DEFAULTS,
  PAY_INTO_ACCOUNT_REVIEW_TAG,
} from '#shared/messages/card-payment.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { SummaryList } from '../../components/govuk/index.ts';
import { ReviewConfirm } from '../../components/money/movement-steps.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { postedKey, reviewOrDone } from '../../lib/journey.server.ts';
import { holdUsable } from './card-hold.server.ts';
import { loadCardAccount } from './card-account.server.ts';
import {
  backToDetails,
  confirmationPath,
  journeyFor,
  type CardEntry,
  type CardStage,
} from './card-journey.server.ts';
import { makePayment } from './make-payment.server.ts';
import { AlreadyDone } from '../../components/money/processing.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /{type}-servicing/pay-into-account/{id}/review, step 2 (spec 3 §2, §4): the payment as it will be made — the card
// by its last 4 digits only — with 'Edit details' back to step 1 (the card is entered again) and 'Pay £X', which
// posts the one-time key. After the payment, Back here says it has been made (docs/money-journeys.md, Back after it is
// done).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { card, def } = await loadCardAccount(ctx, request, params.id);
  const page = await managedPage(
    ctx,
    PAY_INTO_ACCOUNT_REVIEW_TAG,
    PAY_INTO_ACCOUNT_REVIEW_DEFAULTS,
    def.path('review', card.id),
  );
  // A challenge at the card issuer is under way: its page needs a document load.
  if (journeyFor(ctx, card)?.stage === 'verification')
    throw redirectDocument(def.path('verification', card.id));
  const { done, state: current } = reviewOrDone<CardStage, CardEntry>(ctx, def, card.id, (key) =>
    confirmationPath(card, key),
  );
  if (done !== null) return { page, done, review: null } as const;
  if (!holdUsable(current.data.cardHold, ctx.now())) {
    // The card details are kept 15 minutes at most (decision 022): enter them again.
    backToDetails(current, { notice: 'hold-expired' });
    throw redirect(def.path('details', card.id));
  }
  const entry = current.data;
  return {
    page,
    done: null,
    review: {
      csrfToken: ctx.csrfToken(),
      card,
      key: current.submissionKey ?? '',
      amount: formatMoney(entry.amount, card.currency),
      last4: entry.last4,
      cardholderName: entry.cardholderName,
      address: entry.address,
      postcode: entry.postcode,
      edit: def.path('details', card.id),
    },
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, card, def } = await loadCardAccount(ctx, request, params.id);
  const key = await postedKey(request);
  if (key === null) return seeOther(def.path('review', card.id));
  return makePayment(ctx, account, card, key);
}

export default function PayIntoAccountReview({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.done !== null) {
    return <AlreadyDone page={page} confirmationHref={loaderData.done} />;
  }
  const { card, key, csrfToken, amount, edit } = loaderData.review;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={t('pageTitle')} />
        <ManagedText page={page} name="content.step" as="span" className="govuk-caption-l" />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        <SummaryList
          rows={[
            { key: { text: t('rowPayingInto') }, value: { text: `${card.name} (${card.number})` } },
            { key: { text: t('rowAmount') }, value: { text: amount } },
            {
              key: { text: t('rowCard') },
              value: { text: fillIn(t('cardValue'), { last4: loaderData.review.last4 }) },
            },
            { key: { text: t('rowName') }, value: { text: loaderData.review.cardholderName } },
            {
              key: { text: t('rowAddress') },
              value: { text: `${loaderData.review.address}, ${loaderData.review.postcode}` },
            },
          ]}
        />
        <EditControls
          page={page}
          keys={['pageTitle', 'rowPayingInto', 'rowAmount', 'rowCard', 'cardValue', 'rowName', 'rowAddress']}
        />
        <p className="govuk-body">
          <a className="govuk-link" href={edit} data-testid="edit-details">
            {t('edit')}
          </a>
          <span className="govuk-body-s"> {t('editNote')}</span>
        </p>
        <EditControls page={page} keys={['edit', 'editNote']} />
        <ReviewConfirm
          page={page}
          action={`/${card.type}-servicing/pay-into-account/${card.id}/review`}
          csrfToken={csrfToken}
          submissionKey={key}
          button="pay"
          values={{ amount }}
          cancelHref="/accounts/list"
        />
      </div>
    </div>
  );
}
