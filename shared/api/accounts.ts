import { z } from 'zod';

// The Account entity of spec 2 §3, parsed tolerantly. Amounts stay as upstream sent them (number or decimal
// string) and are turned into integer pence by shared/domain/money.ts, never by float arithmetic.

const amount = z.union([z.number(), z.string()]);
const optionalText = z.string().nullish();

export const accountSchema = z
  .object({
    AccountKey: z.object({ Key: z.string(), Context: z.string().nullish() }).loose(),
    AccountName: optionalText,
    AccountNumber: z.string(),
    SortCode: optionalText,
    Balance: amount.nullish(),
    /** spec 3 §3: the most that may be withdrawn now (withdrawals and notices are checked against it). */
    RemainingAllowance: amount.nullish(),
    CurrencyCode: z.string().nullish(),
    InterestRate: amount.nullish(),
    AccountStatus: optionalText,
    ProductType: optionalText,
    BrandProductType: optionalText,
    Supports: z.array(z.string()).nullish(),
    MaturityDate: optionalText,
    ExtendedProperties: z
      .object({
        InterestPaymentFrequency: optionalText,
        MaturityDate: optionalText,
        NextInterestDueDate: optionalText,
        StatementMethod: optionalText,
        NoticePeriodInDays: z.union([z.number(), z.string()]).nullish(),
        CompanyName: optionalText,
        DateOpened: optionalText,
        DateClosed: optionalText,
        NominatedAccountNumber: optionalText,
        NominatedSortCode: optionalText,
        NominatedAccountName: optionalText,
      })
      .loose()
      .nullish(),
  })
  .loose();

export const accountsResponseSchema = z.object({ Accounts: z.array(accountSchema).nullish() }).loose();

export type Account = z.infer<typeof accountSchema>;

/** Account keys are hex-encoded in URLs (spec 2 §9). */
export function accountKeyToHex(key: string): string {
  return Array.from(new TextEncoder().encode(key), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hexToAccountKey(hex: string): string | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
