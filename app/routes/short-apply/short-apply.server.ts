import { data, redirect } from 'react-router';
import { z } from 'zod';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { GET_USER_DETAILS } from '#shared/api/account-area.ts';
import { addressLines } from '#shared/api/organisations.ts';
import {
  GET_PRODUCTS,
  INTEREST_FREQUENCIES,
  productsResponseSchema,
  SAVE_SHORT_APPLICATION,
  saveShortApplicationResponseSchema,
  type InterestFrequencyCode,
  type Product,
  type SaveShortApplicationRequest,
} from '#shared/api/short-apply.ts';
import { formatMoney, minorUnitsToDecimalString, tryToPence, type Pence } from '#shared/domain/money.ts';
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
  readSubmission,
  submitOnce,
  type JourneyDefinition,
} from '../../lib/journey.server.ts';
import { expectOk } from '../../lib/route-helpers.server.ts';
import { fetchOrganisations } from '../update-organisation-details/organisations.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// The short application (spec 3 §2 "Short application", §3, §4, §5, §7; SPEC3-NOTES APPLY-01..09b) on the journey
// mechanism (app/lib/journey.server.ts, decision 019): the product list, step 1 (account details), step 2
// (review and submit) and the success page, all on /short-apply/index/{hex product code} with the stage in the
// query (`?stage=apply|review|applySuccess`, spec 3 §2); the save is sent once under the review's submission key.
// docs/decisions/026-short-apply-pages.md.

export const LIST_PATH = '/short-apply/index';

export type ShortApplyStage = 'apply' | 'review' | 'done';
/** The stages the URL may name (spec 3 §2). */
export const URL_STAGES = ['apply', 'review', 'applySuccess'] as const;
export type UrlStage = (typeof URL_STAGES)[number];

export function productPath(id: string, stage?: UrlStage): string {
  return `${LIST_PATH}/${id}${stage ? `?stage=${stage}` : ''}`;
}

export function successPath(id: string, key: string): string {
  return `${productPath(id, 'applySuccess')}&key=${encodeURIComponent(key)}`;
}

export function documentPath(id: string, document: ShortApplyDocument): string {
  return `/short-apply/document/${id}/${document}`;
}

export const shortApplyJourney: JourneyDefinition<ShortApplyStage> = {
  name: 'shortApply',
  scope: '/short-apply',
  stages: ['apply', 'review', 'done'],
  // 'done' shows the review's "already submitted" content (SAFE-04).
  path: (stage, product) => productPath(product, stage === 'apply' ? 'apply' : 'review'),
};

// ---- Products -----------------------------------------------------------------------------------------------------

export type InterestFrequency = InterestFrequencyCode | 'both';

/** What the pages show of a product (no document URL reaches a page except the list's Summary Box link). */
export type ProductView = {
  /** The hex-encoded Product_Code (spec 3 §2 "id is the hex-encoded product code"). */
  id: string;
  code: string;
  name: string;
  toApply: string[];
  keyFacts: string[];
  minimum: Pence | null;
  maximum: Pence | null;
  /** 'Minimum £1,000, maximum £1,000,000' (APPLY-05), or null when the product sets neither. */
  rangeText: string | null;
  frequency: InterestFrequency | null;
  summaryBoxUrl: string | null;
};

export type ProductDocuments = Record<ShortApplyDocument, string | null>;

/** A whole-pound amount without pence ('£1,000'), otherwise with them ('£1,000.50'). */
export function poundsText(pence: Pence): string {
  return formatMoney(pence, 'GBP').replace(/\.00$/, '');
}

function rangeText(minimum: Pence | null, maximum: Pence | null): string | null {
  if (minimum !== null && maximum !== null)
    return `Minimum ${poundsText(minimum)}, maximum ${poundsText(maximum)}`;
  if (minimum !== null) return `Minimum ${poundsText(minimum)}`;
  if (maximum !== null) return `Maximum ${poundsText(maximum)}`;
  return null;
}

function frequencyOf(product: Product): InterestFrequency | null {
  const value = (product.Interest_Frequency ?? product.InterestPaymentFrequency ?? '').trim();
  if (value.toLowerCase() === 'both') return 'both';
  const code = value.toUpperCase();
  return Object.hasOwn(INTEREST_FREQUENCIES, code) ? (code as InterestFrequencyCode) : null;
}

/** Only http(s) links reach a page or a redirect. */
function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function amount(value: string | null | undefined): Pence | null {
  return value === null || value === undefined || value === '' ? null : tryToPence(value);
}

/** spec 3 §2: a card only for Display_For_Short_Apply 'Y' and Product_Status 'A'. */
export function isOffered(product: Product): boolean {
  return product.Display_For_Short_Apply === 'Y' && product.Product_Status === 'A';
}

export function productView(product: Product): ProductView {
  const minimum = amount(product.Minimum_investment);
  const maximum = amount(product.Maximum_investment);
  return {
    id: accountKeyToHex(product.Product_Code),
    code: product.Product_Code,
    name: product.Product_Name,
    toApply: product.To_apply_you_must_list ?? [],
    keyFacts: product.Key_facts_list ?? [],
    minimum,
    maximum,
    rangeText: rangeText(minimum, maximum),
    frequency: frequencyOf(product),
    summaryBoxUrl: webUrl(product.Summary_box_url),
  };
}

export function productDocuments(product: Product): ProductDocuments {
  return {
    terms: webUrl(product.Product_Specific_TAndCs_Link),
    summary: webUrl(product.Summary_box_url),
    tariff: webUrl(product.Tariff_Of_Charges_Link),
    information: webUrl(product.Information_Sheet_Link),
  };
}

/** spec 3 §7 "Get all products" (checkLimitExceeded, isShortApply): the offered ones, by Sort_order (spec 3 §2). */
export async function offeredProducts(ctx: AppContext): Promise<Product[]> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: GET_PRODUCTS,
      body: { checkLimitExceeded: true, isShortApply: true },
      schema: productsResponseSchema,
    }),
  );
  return (response.Products ?? [])
    .filter(isOffered)
    .map((product, index) => ({ product, index }))
    .sort(
      (a, b) =>
        (a.product.Sort_order ?? Number.MAX_SAFE_INTEGER) -
          (b.product.Sort_order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ product }) => product);
}

/** The offered product a URL names; anything else goes back to the list (spec 3 §2). */
export async function findProduct(
  ctx: AppContext,
  id: string | undefined,
): Promise<{ product: Product; view: ProductView }> {
  const products = await offeredProducts(ctx);
  const product = products.find((candidate) => accountKeyToHex(candidate.Product_Code) === id);
  if (!product) throw redirect(LIST_PATH);
  return { product, view: productView(product) };
}

// ---- The applicant and their organisations ------------------------------------------------------------------------

const text = z.string().nullish();
const idString = z.union([z.string(), z.number()]).transform(String);

/** spec 3 §3 Applicant: from the user details call, which also answers UserId and ExtendedProperties.DateOfBirth. */
const applicantSchema = z
  .object({
    FirstName: text,
    Surname: text,
    UserId: idString.nullish(),
    ExtendedProperties: z.object({ DateOfBirth: text }).loose().nullish(),
  })
  .loose();

export type Applicant = { firstName: string; lastName: string; dateOfBirth: string | null; personId: string };

export type OrganisationChoice = {
  /** The organisation's CustomerId: the radio's value and the payload's CustomerId. */
  id: string;
  name: string;
  email: string;
  address: string[];
  registeredOffice: string[];
};

export async function fetchApplicant(ctx: AppContext): Promise<Applicant> {
  const details = await expectOk(
    ctx,
    await ctx.upstream({ path: GET_USER_DETAILS, body: { ExtendedProperties: {} }, schema: applicantSchema }),
  );
  return {
    firstName: details.FirstName ?? '',
    lastName: details.Surname ?? '',
    dateOfBirth: details.ExtendedProperties?.DateOfBirth || null,
    personId: details.UserId || ctx.session.auth?.customer.userId || '',
  };
}

/** spec 3 §7: the applicant's organisations (by PersonId, their UserId), as the step-1 choice and the review. */
export async function fetchOrganisationChoices(
  ctx: AppContext,
  personId: string,
): Promise<OrganisationChoice[]> {
  return (await fetchOrganisations(ctx, personId)).map((organisation) => ({
    id: organisation.CustomerId,
    name: organisation.FullName ?? '',
    email: organisation.ContactDetails?.Email ?? '',
    address: addressLines(organisation),
    registeredOffice: addressLines({ CorrespondenceAddress: organisation.RegisteredAddress ?? null }),
  }));
}

// ---- The journey --------------------------------------------------------------------------------------------------

/** What step 1 gathered, kept in the session for the review and the save. */
export type ShortApplyEntry = {
  details: ApplyDetails;
  /** As typed, for 'Back to step 1' and 'Change'. */
  values: FormValues;
  organisation: OrganisationChoice | null;
  applicant: Applicant;
  /** The documents opened through /short-apply/document (APPLY-02): recorded by the server, so JS is not needed. */
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

// ---- The save -----------------------------------------------------------------------------------------------------

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
        // Only from the ticked information confirmation (APPLY-03): the schema refuses the review without it.
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

export type ResultView =
  { view: 'processing' } | { view: 'unknown' } | { view: 'success'; answer: ShortApplyAnswer };

/**
 * `?stage=applySuccess&key=…`: the save's outcome read back from the submission store. Without a stored outcome for
 * this product the apply step is shown (SPEC3-NOTES APPLY-09).
 */
export async function applicationResult(
  ctx: AppContext,
  productId: string,
  key: string | null,
): Promise<ResultView> {
  const submission = await readSubmission<ShortApplyAnswer>(ctx, key);
  if (submission.state === 'missing') throw redirect(productPath(productId, 'apply'));
  if (submission.state === 'in-flight') return { view: 'processing' };
  if (submission.state === 'unknown') return { view: 'unknown' };
  const { outcome, journey } = submission;
  if (journey !== shortApplyJourney.name) throw redirect(productPath(productId, 'apply'));
  if (outcome.kind === 'signed-out') throw redirect('/signed-out');
  if (outcome.kind === 'refused') throw redirect('/network-error');
  if (outcome.kind !== 'answer' || outcome.answer.productId !== productId) {
    throw redirect(productPath(productId, 'apply'));
  }
  if (outcome.answer.status === 'Failed') throw redirect(productPath(productId, 'review'));
  if (outcome.answer.status === 'Unknown') return { view: 'unknown' };
  return { view: 'success', answer: outcome.answer };
}

/** The list's products as cards. */
export async function productCards(ctx: AppContext): Promise<ProductView[]> {
  return (await offeredProducts(ctx)).map(productView);
}

export function notFound(): never {
  throw data(null, { status: 404 });
}
