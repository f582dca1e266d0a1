// The short application's two forms (spec 3 §3 "Short-apply form", §4 "Short apply", §5 "Short apply"; decision
// 026): step 1 (organisation, details changed, deposit) and the review's confirmations. One schema each,
// used by the action and, for step 1, by react-hook-form in the browser.
import { z } from '../zod.ts';
import type { Pence } from '../domain/money.ts';
import { DEPOSIT_METHODS, DEPOSIT_SOURCES, type InterestFrequencyCode } from '../api/short-apply-choices.ts';
import { shortApplyMessages as messages } from '../messages/short-apply.ts';
import { checkboxField, currencyField, issuesOf, textField } from './fields.ts';
import { isValidMessage, normaliseLineBreaks } from './message.ts';
import { maxAmountCheckWithInputValue, minAmountCheckWithInputValue, required, rule } from './rules.ts';

/** The change description's limit (spec 3 §5: 1 to 750 characters; line breaks count once, as for messages). */
export const CHANGES_MAX = 750;

/** The documents of a product, in the order the review lists them (spec 3 §2, §5). */
export const SHORT_APPLY_DOCUMENTS = {
  terms: 'Account Terms & Conditions',
  summary: 'Summary Box',
  tariff: 'Tariff of Charges',
  information: 'Information Sheet & Exclusions List',
} as const;
export type ShortApplyDocument = keyof typeof SHORT_APPLY_DOCUMENTS;
export const SHORT_APPLY_DOCUMENT_KEYS = Object.keys(SHORT_APPLY_DOCUMENTS) as ShortApplyDocument[];
/** The accuracy confirmation needs these three opened first (spec 3 §5 "Review"). */
export const ACCURACY_DOCUMENTS = ['terms', 'summary', 'tariff'] as const satisfies ShortApplyDocument[];

export function isShortApplyDocument(value: unknown): value is ShortApplyDocument {
  return typeof value === 'string' && Object.hasOwn(SHORT_APPLY_DOCUMENTS, value);
}

// ---- Step 1: account details --------------------------------------------------------------------------------------

export const applyFields = [
  'organisationSource',
  'orgDetailsChanged',
  'organisationDetailsChangedInput',
  'depositAmount',
  'depositSource',
  'depositMethod',
] as const;

export type ApplyDetails = {
  /** The organisation's CustomerId; null when the customer has no organisations. */
  organisationId: string | null;
  orgDetailsChanged: 'yes' | 'no';
  /** The change description ('\n' line breaks); '' when the details have not changed (spec 3 §4: 'no' clears it). */
  changes: string;
  depositAmount: Pence;
  depositSource: (typeof DEPOSIT_SOURCES)[number];
  depositMethod: (typeof DEPOSIT_METHODS)[number];
};

export type ApplyLimits = {
  /** The ids of the customer's organisations: one must be chosen when there are any (spec 3 §5). */
  organisations: readonly string[];
  /** Product Minimum_investment and Maximum_investment in pence, inclusive; null when the product has none. */
  minimum: Pence | null;
  maximum: Pence | null;
};

/**
 * '£1,000.50 ' → '1,000.50': a pound sign typed before the amount is not an error (docs/money-journeys.md, Amounts).
 */
function withoutPoundSign(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(/^£\s*/, '') : value;
}

/** A question the page does not ask: whatever is posted, ''. */
function notAsked() {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform(() => ''),
  );
}

function oneOf(values: readonly string[], message: string) {
  return textField([required(message), rule('format', message, (value) => values.includes(value))]);
}

export function applySchema(limits: ApplyLimits) {
  const details = z.object({
    organisationSource:
      limits.organisations.length > 0
        ? oneOf(limits.organisations, messages.organisationRequired)
        : notAsked(),
    orgDetailsChanged: oneOf(['yes', 'no'], messages.orgDetailsChangedRequired),
    depositAmount: z.pipe(
      z.transform(withoutPoundSign),
      currencyField({
        required: messages.depositRequired,
        invalid: messages.depositInvalid,
        rules: [
          minAmountCheckWithInputValue(limits.minimum, { message: messages.depositBelowMinimum }),
          maxAmountCheckWithInputValue(limits.maximum, { message: messages.depositAboveMaximum }),
        ],
      }),
    ),
    depositSource: oneOf(DEPOSIT_SOURCES, messages.depositSourceRequired),
    depositMethod: oneOf(DEPOSIT_METHODS, messages.depositMethodRequired),
  });
  const changesField = z.pipe(
    textField([required(messages.changesRequired), rule('format', messages.changesInvalid, isValidMessage)], {
      trim: false,
      multiline: true,
      label: 'Your answer',
    }),
    z.transform(normaliseLineBreaks),
  );

  // The outer shape names every field in the page's order (error summary order, echoed values); the inner checks run
  // together so that every field's message shows at once, the change text only when 'yes' is chosen.
  const form = z.object({
    organisationSource: z.optional(z.unknown()),
    orgDetailsChanged: z.optional(z.unknown()),
    organisationDetailsChangedInput: z.optional(z.unknown()),
    depositAmount: z.optional(z.unknown()),
    depositSource: z.optional(z.unknown()),
    depositMethod: z.optional(z.unknown()),
  });
  return z.pipe(
    form,
    z.transform((input: z.output<typeof form>, ctx): ApplyDetails => {
      const parsed = details.safeParse(input);
      const yes = input.orgDetailsChanged === 'yes';
      const changes = yes ? changesField.safeParse(input.organisationDetailsChangedInput) : null;
      const issues = [
        ...(parsed.success ? [] : parsed.error.issues),
        ...(changes && !changes.success
          ? changes.error.issues.map((issue) => ({ ...issue, path: ['organisationDetailsChangedInput'] }))
          : []),
      ];
      if (!parsed.success || (changes && !changes.success)) {
        for (const issue of issues) {
          const params = issue.code === 'custom' ? issue.params : { rule: 'required' };
          issuesOf(ctx).addIssue({ code: 'custom', message: issue.message, path: issue.path, params });
        }
        return z.NEVER;
      }
      const data = parsed.data;
      return {
        organisationId: data.organisationSource === '' ? null : data.organisationSource,
        orgDetailsChanged: data.orgDetailsChanged as 'yes' | 'no',
        changes: changes?.success ? changes.data : '',
        depositAmount: data.depositAmount,
        depositSource: data.depositSource as ApplyDetails['depositSource'],
        depositMethod: data.depositMethod as ApplyDetails['depositMethod'],
      };
    }),
  );
}

// ---- Step 2: review and submit ------------------------------------------------------------------------------------

export const reviewFields = ['interestPaymentFrequency', 'accuracyConfirm', 'informationConfirm'] as const;

export type ReviewConfirmations = {
  /** 'MO' or 'YE' when the product offers both; null otherwise (the product's own is sent). */
  interestPaymentFrequency: InterestFrequencyCode | null;
  accuracyConfirm: true;
  informationConfirm: true;
};

export type ReviewContext = {
  /** The product pays interest monthly or yearly at the customer's choice (Interest_Frequency 'both'). */
  chooseFrequency: boolean;
  /** The accuracy documents not opened yet (the server's record of the views, never the browser's). */
  unopened: readonly ShortApplyDocument[];
};

export function reviewSchema(context: ReviewContext) {
  const form = z.object({
    interestPaymentFrequency: context.chooseFrequency
      ? oneOf(['MO', 'YE'], messages.interestFrequencyRequired)
      : notAsked(),
    accuracyConfirm: checkboxField({ required: messages.accuracyRequired }).check(
      z.superRefine((ticked: boolean, ctx) => {
        if (ticked && context.unopened.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: messages.documentsNotOpened(
              context.unopened.map((document) => SHORT_APPLY_DOCUMENTS[document]),
            ),
            params: { rule: 'format' },
          });
        }
      }),
    ),
    informationConfirm: checkboxField({ required: messages.informationRequired }),
  });
  return z.pipe(
    form,
    z.transform((input: z.output<typeof form>): ReviewConfirmations => ({
      interestPaymentFrequency:
        input.interestPaymentFrequency === ''
          ? null
          : (input.interestPaymentFrequency as InterestFrequencyCode),
      accuracyConfirm: true,
      informationConfirm: true,
    })),
  );
}
