// The withdrawal details form (spec 3 §5 "Withdrawal and notice"): make a withdrawal and give notice share it.
import { z } from '../zod.ts';
import type { Pence } from '../domain/money.ts';
import { moneyMessages } from '../messages/money-movements.ts';
import { checkboxField, currencyField, issuesOf, textField } from './fields.ts';
import { compareWithAvailableBalance, matches, minAmountCheck } from './rules.ts';

/** spec 3 §9: the reference holds at most 18 letters, digits, spaces, hyphens, dots, slashes and ampersands. */
export const REFERENCE_MAX = 18;
const REFERENCE_PATTERN = new RegExp(`^[A-Za-z0-9 ./&-]{0,${REFERENCE_MAX}}$`);

export const withdrawalFields = ['amount', 'reference', 'closeAccount'] as const;

export type WithdrawalDetails =
  | { closeAccount: true; amount: null; reference: '' }
  | { closeAccount: false; amount: Pence; reference: string };

/**
 * '£1,000.50 ' → '1,000.50': a pound sign typed before the amount is not an error (docs/money-journeys.md, Amounts).
 */
function withoutPoundSign(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(/^£\s*/, '') : value;
}

/**
 * The details form against the account's remaining allowance (pence). Ticking 'I wish to close my account' skips
 * every other rule and drops the amount and reference, whatever was posted (spec 3 §5; with JavaScript off the
 * fields cannot be disabled, so the server ignores them).
 */
export function withdrawalSchema(allowance: Pence) {
  const details = z.object({
    amount: z.pipe(
      z.transform(withoutPoundSign),
      currencyField({
        required: moneyMessages.amountRequired,
        invalid: moneyMessages.amountInvalid,
        rules: [
          minAmountCheck(1, { message: moneyMessages.amountAboveZero }),
          compareWithAvailableBalance(allowance, { message: moneyMessages.amountAboveAllowance }),
        ],
      }),
    ),
    reference: textField([matches(REFERENCE_PATTERN, moneyMessages.referenceInvalid)]),
  });
  // The outer shape names all three fields in the page's order (error summary order, echoed values).
  const form = z.object({
    amount: z.optional(z.unknown()),
    reference: z.optional(z.unknown()),
    closeAccount: checkboxField(),
  });
  return z.pipe(
    form,
    z.transform((input: z.output<typeof form>, ctx): WithdrawalDetails => {
      if (input.closeAccount) return { closeAccount: true, amount: null, reference: '' };
      const reference = typeof input.reference === 'string' ? input.reference : '';
      const parsed = details.safeParse({ amount: input.amount, reference });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const params = issue.code === 'custom' ? issue.params : { rule: 'required' };
          issuesOf(ctx).addIssue({ code: 'custom', message: issue.message, path: issue.path, params });
        }
        return z.NEVER;
      }
      return { closeAccount: false, amount: parsed.data.amount, reference: parsed.data.reference };
    }),
  );
}
