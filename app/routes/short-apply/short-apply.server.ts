import { SAVE_SHORT_APPLICATION, saveShortApplicationResponseSchema } from '#shared/api/short-apply.ts';
import type { SaveShortApplicationRequest } from '#shared/api/short-apply.ts';
import { minorUnitsToDecimalString } from '#shared/domain/money.ts';
import {
  ACCURACY_DOCUMENTS,
  type ApplyDetails,
  type ReviewConfirmations,
  type ShortApplyDocument,
} from '#shared/forms/short-apply.ts';
import type { FormValues } from '#shared/forms/validate.ts';
import { shortApplyMessages } from '#shared/messages/short-apply.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import {
  answerSubmission,
  getJourney,
  submitOnce,
  type JourneyDefinition,
} from '../../lib/journey.server.ts';
import { readResult, successView, type SuccessView } from '../../lib/result-page.server.ts';
import type { Applicant, OrganisationChoice } from './applicant.server.ts';
import { productPath, successPath } from './paths.ts';
import type { ProductView } from './products.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// The short application (spec 3 §2 "Short application", §3, §4, §5, §7; docs/money-journeys.md, Short application;
// decision 026) on the journey mechanism (app/lib/journey.server.ts, decision 019): the product list, step 1 (account
// details), step 2 (review and submit) and the success page, all on /short-apply/index/{hex product code} with the
// stage in the query (`?stage=apply|review|applySuccess`, spec 3 §2; paths.ts); the save is sent once under the
// review's submission key. The products are in products.server.ts, who applies in applicant.server.ts.

export type ShortApplyStage = 'apply' | 'review' | 'done';

export const shortApplyJourney: JourneyDefinition<ShortApplyStage> = {
  name: 'shortApply',
  scope: '/short-apply',
  stages: ['apply', 'review', 'done'],
  // 'done' shows the review's "already submitted" content (docs/money-journeys.md, Back after it is done).
  path: (stage, product) => productPath(product, stage === 'apply' ? 'apply' : 'review'),
};

/** What step 1 gathered, kept in the session for the review and the save. */
export type ShortApplyEntry = {
  details: ApplyDetails;
  /** As typed, for 'Back to step 1' and 'Change'. */
  values: FormValues;
  organisation: OrganisationChoice | null;
  applicant: Applicant;
  /** The documents opened through /short-apply/document: recorded by the server, so JS is not needed. */
  opened: ShortApplyDocument[];
  /** The review's ticks and choice as last posted, shown again after a failure. */
  review?: FormValues | undefined;
};
export type ShortApplyJourney = JourneyState<ShortApplyStage, ShortApplyEntry>;

export function journeyFor(ctx: AppContext, productId: string): ShortApplyJourney | undefined {
  const state = getJourney<ShortApplyStage, ShortApplyEntry>(ctx, shortApplyJourney);
  return state?.account === productId ? state : undefined;
}

export function unopenedAccuracyDocuments(entry: ShortApplyEntry): ShortApplyDocument[] {
  return ACCURACY_DOCUMENTS.filter((document) => !entry.opened.includes(document));
}

/** Records that the customer opened one of the product's documents (a no-op outside the product's journey). */
export function recordDocumentOpened(ctx: AppContext, productId: string, document: ShortApplyDocument): void {
  const state = journeyFor(ctx, productId);
  if (state && !state.data.opened.includes(document)) state.data.opened = [...state.data.opened, document];
}

/** What the success page shows, kept with the submission's outcome (never read from the session). */
export type ShortApplyAnswer = {
  status: 'Success' | 'Failed' | 'Unknown';
  reference: string | null;
  productId: string;
  productName: string;
};

/** The save payload of spec 3 §7 (shared/api/short-apply.ts SaveShortApplicationRequest). */
export function saveRequest(
  view: ProductView,
  entry: ShortApplyEntry,
  review: ReviewConfirmations,
): SaveShortApplicationRequest {
  const { details, organisation, applicant } = entry;
  const frequency = review.interestPaymentFrequency ?? (view.frequency === 'both' ? null : view.frequency);
  return {
    Application: {
      DepositFundsOption: details.depositSource,
      ProductTypeCode: view.code,
      DepositAmount: { Amount: minorUnitsToDecimalString(details.depositAmount), CurrencyCode: 'GBP' },
      InterestPaymentFrequency: frequency ?? '',
      DOB: applicant.dateOfBirth,
      ExtendedProperties: [
        { Name: 'FirstName', Value: applicant.firstName },
        { Name: 'LastName', Value: applicant.lastName },
        { Name: 'ChangedDetails', Value: details.orgDetailsChanged === 'yes' ? details.changes : '' },
        { Name: 'OrganisationDetailsChanged', Value: details.orgDetailsChanged === 'yes' ? 'Yes' : 'No' },
        { Name: 'OrganisationName', Value: organisation?.name ?? '' },
        { Name: 'OrganisationEmail', Value: organisation?.email ?? '' },
        { Name: 'CustomerId', Value: organisation?.id ?? '' },
        { Name: 'DepositMeans', Value: details.depositMethod },
        // Only from the ticked information confirmation (decision 026): the schema refuses the review without it.
        { Name: 'FCSCConfirmation', Value: String(review.informationConfirm) },
      ],
    },
    ExtendedProperties: { ApplicationType: 'ShortApply' },
  };
}

/**
 * The review's 'Submit application' after its checks passed: claims the key and saves once. A repeat of a key
 * already claimed goes to that key's result (being processed, done or unknown).
 */
export async function submitApplication(
  ctx: AppContext,
  view: ProductView,
  state: ShortApplyJourney,
  key: string,
  review: ReviewConfirmations,
): Promise<Response> {
  const result = await submitOnce(
    ctx,
    shortApplyJourney.name,
    key,
    {
      path: SAVE_SHORT_APPLICATION,
      body: saveRequest(view, state.data, review),
      schema: saveShortApplicationResponseSchema,
    },
    (response): ShortApplyAnswer => ({
      status: response.Status === 'Success' || response.Status === 'Failed' ? response.Status : 'Unknown',
      reference: response.Reference ?? null,
      productId: view.id,
      productName: view.name,
    }),
  );
  // A definite refusal: the review again, nothing lost, with a danger alert and a new key for the new try.
  return answerSubmission(
    ctx,
    shortApplyJourney,
    result,
    { result: successPath(view.id, key), review: productPath(view.id, 'review') },
    { message: shortApplyMessages.saveFailed },
  );
}

/**
 * `?stage=applySuccess&key=…`: the save's outcome read back from the submission store. Without a stored outcome for
 * this product the apply step is shown (docs/money-journeys.md, Short application).
 */
export async function applicationResult(
  ctx: AppContext,
  productId: string,
  key: string | null,
): Promise<SuccessView<ShortApplyAnswer>> {
  const apply = productPath(productId, 'apply');
  const result = await readResult<ShortApplyAnswer>(ctx, key, {
    journey: shortApplyJourney.name,
    belongs: (answer) => answer.productId === productId,
    missing: apply,
    otherwise: apply,
  });
  return successView(result, productPath(productId, 'review'));
}
