import { data, redirect } from 'react-router';
import type { Route } from './+types/apply.ts';
import {
  applySchema,
  reviewSchema,
  SHORT_APPLY_DOCUMENT_KEYS,
  SHORT_APPLY_DOCUMENTS,
} from '#shared/forms/short-apply.ts';
import { formDataToObject, validateForm, type FormValues } from '#shared/forms/validate.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { FormFailure } from '../../components/forms/use-validated-form.tsx';
import {
  AlreadyDone,
  BeingProcessed,
  OutcomeUnknown,
  resultMeta,
} from '../../components/money/processing.tsx';
import {
  endJourney,
  isSubmissionKey,
  newSubmissionKey,
  readSubmission,
  reviewOrDone,
  startJourney,
  updateJourney,
} from '../../lib/journey.server.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { ManagedErrors } from '../../components/managed-errors.tsx';
import { SHORT_APPLY_DEFAULTS, SHORT_APPLY_TAG } from '#shared/messages/short-apply.ts';
import { ApplyStep } from './apply-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ApplicationSubmitted } from './submitted.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import {
  applicationResult,
  journeyFor,
  shortApplyJourney,
  submitApplication,
  unopenedAccuracyDocuments,
  type ShortApplyEntry,
  type ShortApplyStage,
} from './short-apply.server.ts';
import { fetchApplicant, fetchOrganisationChoices } from './applicant.server.ts';
import { findProduct, type ProductView } from './products.server.ts';
import { documentPath, productPath, successPath, URL_STAGES, type UrlStage } from './paths.ts';

// /short-apply/index/{hex product code}?stage=apply|review|applySuccess (spec 3 §2, §4, §5; docs/money-journeys.md,
// Short application): 'Apply for {product}'. The stage in the URL is advisory: the journey in the session decides which
// step is shown (an invalid stage resets to apply and clears the saved response; applySuccess shows only a stored
// outcome).

/**
 * The application's outcome pages (`?stage=applySuccess`: submitted, being processed, unknown, already done) are
 * served fully by the server: no React on a document load (decision 034). The two form steps stay hydrated.
 */
export const handle: RouteHandle = {
  hydrate: (loaderData) => {
    const view = (loaderData as { view?: string } | undefined)?.view;
    return view === 'apply' || view === 'review' || view === undefined;
  },
};

function isUrlStage(value: string): value is UrlStage {
  return (URL_STAGES as readonly string[]).includes(value);
}

/** spec 3 §2: an invalid stage resets to apply and clears the saved response (what was typed stays). */
function resetToApply(ctx: AppContext, productId: string): void {
  const state = journeyFor(ctx, productId);
  if (!state) return;
  if (state.stage === 'done') endJourney(ctx, shortApplyJourney);
  else updateJourney(ctx, shortApplyJourney, { stage: 'apply', failed: undefined, submissionKey: undefined });
}

function productSummary(view: ProductView) {
  return { id: view.id, name: view.name, rangeText: view.rangeText, frequency: view.frequency };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const url = new URL(request.url);
  const { view } = await findProduct(ctx, params.id);
  const product = productSummary(view);
  const stage = url.searchParams.get('stage') ?? 'apply';
  if (!isUrlStage(stage)) {
    resetToApply(ctx, view.id);
    throw redirect(productPath(view.id, 'apply'));
  }

  // The pages' managed texts and option labels (tag 'short-apply'; decision 038), for every step.
  const page = await managedPage(ctx, SHORT_APPLY_TAG, SHORT_APPLY_DEFAULTS, `${url.pathname}${url.search}`);

  if (stage === 'applySuccess') {
    const result = await applicationResult(ctx, view.id, url.searchParams.get('key'));
    return { ...result, product, page };
  }

  if (stage === 'review') {
    // Back here after the application was sent: say so, with no button (docs/money-journeys.md, Back after it is
    // done).
    const { done, state: current } = reviewOrDone<ShortApplyStage, ShortApplyEntry>(
      ctx,
      shortApplyJourney,
      view.id,
      (key) => successPath(view.id, key),
    );
    if (done !== null) return { view: 'done', product, page, href: done } as const;
    const entry = current.data;
    return {
      view: 'review',
      product,
      page,
      csrfToken: ctx.csrfToken(),
      key: current.submissionKey ?? '',
      failed: current.failed ?? null,
      details: {
        ...entry.details,
        depositAmountText: formatMoney(entry.details.depositAmount, 'GBP'),
      },
      organisation: entry.organisation,
      documents: SHORT_APPLY_DOCUMENT_KEYS.map((document) => ({
        document,
        name: SHORT_APPLY_DOCUMENTS[document],
        href: documentPath(view.id, document),
        opened: entry.opened.includes(document),
      })),
      values: entry.review ?? {},
    } as const;
  }

  // Step 1. After a finished application the form starts empty; 'Back to step 1' and 'Change' keep what was typed.
  const state = journeyFor(ctx, view.id);
  if (state?.stage === 'done') endJourney(ctx, shortApplyJourney);
  const applicant = await fetchApplicant(ctx);
  const organisations = await fetchOrganisationChoices(ctx, applicant.personId);
  return {
    view: 'apply',
    product: { ...product, minimum: view.minimum, maximum: view.maximum },
    page,
    csrfToken: ctx.csrfToken(),
    organisations,
    values: state && state.stage !== 'done' ? state.data.values : {},
  } as const;
}

export const meta = resultMeta;

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { view } = await findProduct(ctx, params.id);
  const input = formDataToObject(await request.formData());
  return new URL(request.url).searchParams.get('stage') === 'review'
    ? submitReview(ctx, view, input)
    : continueToReview(ctx, view, input);
}

/** Step 1's Continue: checks the answers against the product and the customer's organisations, then the review. */
async function continueToReview(ctx: AppContext, view: ProductView, input: Record<string, unknown>) {
  const applicant = await fetchApplicant(ctx);
  const organisations = await fetchOrganisationChoices(ctx, applicant.personId);
  const schema = applySchema({
    organisations: organisations.map((organisation) => organisation.id),
    minimum: view.minimum,
    maximum: view.maximum,
  });
  // spec 3 §4: choosing 'no' clears the change description (with JavaScript off the box is always there).
  if (input.orgDetailsChanged !== 'yes') delete input.organisationDetailsChangedInput;
  const result = validateForm(schema, input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const details = result.data;
  const typed = (name: string) => (typeof input[name] === 'string' ? input[name] : '');
  const values: FormValues = {
    organisationSource: details.organisationId ?? '',
    orgDetailsChanged: details.orgDetailsChanged,
    organisationDetailsChangedInput: details.changes,
    depositAmount: typed('depositAmount').trim(),
    depositSource: details.depositSource,
    depositMethod: details.depositMethod,
  };
  const previous = journeyFor(ctx, view.id);
  const state = startJourney<ShortApplyStage, ShortApplyEntry>(ctx, shortApplyJourney, view.id, {
    details,
    values,
    organisation: organisations.find((organisation) => organisation.id === details.organisationId) ?? null,
    applicant,
    // The documents already opened for this product stay opened (decision 026).
    opened: previous && previous.stage !== 'done' ? previous.data.opened : [],
    review: previous && previous.stage !== 'done' ? previous.data.review : undefined,
  });
  state.stage = 'review';
  state.submissionKey = newSubmissionKey();
  return seeOther(productPath(view.id, 'review'));
}

/** The review's 'Submit application': the key first (a repeat shows the first result), then the confirmations. */
async function submitReview(ctx: AppContext, view: ProductView, input: Record<string, unknown>) {
  const key = input.submissionKey;
  if (!isSubmissionKey(key)) return seeOther(productPath(view.id, 'review'));
  // A key this customer already used, whatever the session now says: its result, never a second save.
  const existing = await readSubmission(ctx, key);
  if (existing.state !== 'missing') return seeOther(successPath(view.id, key));
  const state = journeyFor(ctx, view.id);
  if (!state || state.stage !== 'review' || state.submissionKey !== key) {
    // A stale form: the step the journey is really at.
    return seeOther(shortApplyJourney.path(state?.stage ?? 'apply', view.id));
  }
  const schema = reviewSchema({
    chooseFrequency: view.frequency === 'both',
    unopened: unopenedAccuracyDocuments(state.data),
  });
  const result = validateForm(schema, input);
  if (!result.ok) {
    updateJourney(ctx, shortApplyJourney, { failed: undefined });
    return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  }
  state.data.review = {
    interestPaymentFrequency: result.data.interestPaymentFrequency ?? '',
    accuracyConfirm: 'yes',
    informationConfirm: 'yes',
  };
  return submitApplication(ctx, view, state, key, result.data);
}

export default function ShortApply({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? undefined;
  switch (loaderData.view) {
    case 'processing':
      return <BeingProcessed page={loaderData.page} />;
    case 'unknown':
      return <OutcomeUnknown page={loaderData.page} />;
    case 'success':
      return (
        <ApplicationSubmitted
          productName={loaderData.product.name}
          reference={loaderData.answer.reference}
          page={loaderData.page}
        />
      );
    case 'done':
      return <AlreadyDone page={loaderData.page} confirmationHref={loaderData.href} />;
    // Both steps show their messages in their published wording (the `errors` kind of the tag).
    case 'review':
      return (
        <ManagedErrors page={loaderData.page}>
          <ReviewStep data={loaderData} failure={failure} />
        </ManagedErrors>
      );
    case 'apply':
      return (
        <ManagedErrors page={loaderData.page}>
          <ApplyStep data={loaderData} failure={failure} />
        </ManagedErrors>
      );
  }
}
