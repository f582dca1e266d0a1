import { redirect, redirectDocument } from 'react-router';
import type { Route } from './+types/review.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { cardJourneyMessages } from '#shared/messages/card-payment.ts';
import { SummaryList } from '../../components/govuk/index.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { at, isSubmissionKey } from '../../lib/journey.server.ts';
import { holdUsable } from './card-hold.server.ts';
import {
  backToDetails,
  confirmationPath,
  journeyFor,
  loadCardAccount,
  makePayment,
  type CardEntry,
  type CardStage,
} from './pay-into-account.server.ts';
import { AlreadyDone } from '../../components/money/processing.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /{type}-servicing/pay-into-account/{id}/review, step 2 (spec 3 §2, §4): the payment as it will be made — the card
// by its last 4 digits only — with 'Edit details' back to step 1 (the card is entered again) and 'Pay £X', which
// posts the one-time key. After the payment, Back here says it has been made (SAFE-04).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { card, def } = await loadCardAccount(ctx, request, params.id);
  const state = journeyFor(ctx, card);
  if (state?.stage === 'done' && state.submissionKey) {
    return { done: confirmationPath(card, state.submissionKey), review: null } as const;
  }
  if (state?.stage === 'verification') throw redirectDocument(def.path('verification', card.id));
  const current = at<CardStage, CardEntry>(ctx, def, card.id, ['review']);
  if (!holdUsable(current.data.cardHold, ctx.now())) {
    // The card details are kept 15 minutes at most (decision 022): enter them again.
    backToDetails(current, { notice: 'hold-expired' });
    throw redirect(def.path('details', card.id));
  }
  const entry = current.data;
  return {
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
  const { submissionKey } = formDataToObject(await request.formData());
  if (!isSubmissionKey(submissionKey)) return seeOther(def.path('review', card.id));
  return makePayment(ctx, account, card, submissionKey);
}

export default function PayIntoAccountReview({ loaderData }: Route.ComponentProps) {
  if (loaderData.done !== null) {
    return (
      <AlreadyDone
        title="You have already made this payment"
        again="It will not be made again."
        confirmationHref={loaderData.done}
        confirmationText="See your payment confirmation"
      />
    );
  }
  const { card, key, csrfToken, amount, edit } = loaderData.review;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={`Check your payment - ${cardJourneyMessages.title}`} />
        <span className="govuk-caption-l">Step 2 of 4: Review</span>
        <h1 className="govuk-heading-l">Check your payment</h1>
        <SummaryList
          rows={[
            { key: { text: 'Paying into' }, value: { text: `${card.name} (${card.number})` } },
            { key: { text: 'Amount' }, value: { text: amount } },
            { key: { text: 'Card' }, value: { text: `Card ending ${loaderData.review.last4}` } },
            { key: { text: 'Name on card' }, value: { text: loaderData.review.cardholderName } },
            {
              key: { text: 'Billing address' },
              value: { text: `${loaderData.review.address}, ${loaderData.review.postcode}` },
            },
          ]}
        />
        <p className="govuk-body">
          <a className="govuk-link" href={edit} data-testid="edit-details">
            Edit details
          </a>
          <span className="govuk-body-s"> (you will need to enter your card details again)</span>
        </p>
        <p className="govuk-body">
          Nothing has been taken from your card yet. Check the details, then pay. Your card issuer may ask you
          to confirm the payment.
        </p>
        <ConfirmOnceForm
          action={`/${card.type}-servicing/pay-into-account/${card.id}/review`}
          csrfToken={csrfToken}
          submissionKey={key}
          button={`Pay ${amount}`}
          busyText="Sending your payment. Do not refresh or leave this page."
        />
        <p className="govuk-body">
          <a className="govuk-link" href="/accounts/list">
            Cancel
          </a>
        </p>
      </div>
    </div>
  );
}
