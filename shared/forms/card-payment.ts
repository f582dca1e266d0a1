// Pay into account by card, step 1 'Transfer details' (spec 3 §5 "Pay by card"; docs/money-journeys.md): one schema
// for the browser (react-hook-form) and the server (the action). The card number, expiry date and security code are
// secret: never echoed back into the page after an error (validateForm leaves them out of the entered values).
import { z } from '../zod.ts';
import { londonToday } from '../domain/dates.ts';
import type { Pence } from '../domain/money.ts';
import { cardPaymentMessages as messages } from '../messages/card-payment.ts';
import { moneyMessages } from '../messages/money-movements.ts';
import { currencyField, formFieldMeta, textField } from './fields.ts';
import { isUkPostcode, normalisePostcode } from './personal-details.ts';
import { compareWithAvailableBalance, minAmountCheck, required, rule, type FieldRule } from './rules.ts';

/** spec 3 §5: the only payment type the portal offers (the amount is then always entered). */
export const PAYMENT_TYPE = 'specific';

/** The page's fields in order: the error summary lists them so. */
export const cardPaymentFields = [
  'amount',
  'cardNumber',
  'expiryDate',
  'cardholderName',
  'securityCode',
  'addressLine1',
  'addressLine2',
  'townOrCity',
  'postcode',
  'paymentType',
] as const;

/** The fields that carry card data: never echoed, never logged, held only sealed (decision 022). */
export const CARD_SECRET_FIELDS = ['cardNumber', 'expiryDate', 'securityCode'] as const;

export const NAME_MAX = 70;
export const ADDRESS_LINE_MAX = 100;

// ---- Card number ---------------------------------------------------------------------------------------------------

/** Spaces, hyphens and dashes people type or paste between the groups of digits (GOV.UK payment card pattern). */
const SEPARATORS = /[\s\u2010-\u2015-]/g;

/** '4444 3333-2222 1111' → '4444333322221111'. */
export function normaliseCardNumber(value: string): string {
  return value.replace(SEPARATORS, '');
}

/** The Luhn (mod 10) check digit rule of card numbers (ISO/IEC 7812-1). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits with optional separators only ('4444333322221111aaa' fails), 12 to 19 digits, passing Luhn. */
export function isCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** '•••• 1111' is how the review shows it: the last 4 digits only. */
export function lastFour(cardNumber: string): string {
  return normaliseCardNumber(cardNumber).slice(-4);
}

// ---- Expiry date ---------------------------------------------------------------------------------------------------

export type CardMonth = { year: number; month: number };

/**
 * 'MM/YY' and what browsers' autofill and people type for it: 'M/YY', 'MM / YY', 'MM-YY', 'MMYY', 'MM/YYYY'
 * (docs/money-journeys.md, Pay into an account by card). Null when it is not a month 01–12 of a year 2000–2099.
 */
export function parseExpiry(value: string): CardMonth | null {
  const compact = value.replace(/\s+/g, '');
  const match =
    /^(\d{1,2})[/-](\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(compact) ?? null;
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return null;
  return { year, month };
}

/** The 'MM/YY' the bank takes (spec 3 §3 ExpiryDate). */
export function formatExpiry({ year, month }: CardMonth): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The London calendar month at `instant`, 'YYYY-MM' (never UTC: at 00:30 on 1 October BST it is October). */
export function londonMonth(instant: Date): string {
  return londonToday(instant).slice(0, 7);
}

/** 'YYYY-MM' (the London month of the request's clock) → { year, month }. */
export function parseMonth(value: string): CardMonth {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`not a YYYY-MM month: ${value}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** A card is valid to the end of its expiry month: the current month is not expired. */
export function isExpired(expiry: CardMonth, thisMonth: CardMonth): boolean {
  return expiry.year < thisMonth.year || (expiry.year === thisMonth.year && expiry.month < thisMonth.month);
}

// ---- Free text that must not carry card data (docs/money-journeys.md, Pay into an account by card) ----------------

/** More than 11 digits (a card number typed in the wrong box) or only 3–4 digits (a security code). */
export function looksLikeCardData(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits > 11 || /^\s*\d{3,4}\s*$/.test(value);
}

function noCardData(message: string): FieldRule {
  return rule('format', message, (value) => !looksLikeCardData(value));
}

function maxLength(max: number, message: string): FieldRule {
  return rule('format', message, (value) => value.length <= max);
}

// ---- The schema ----------------------------------------------------------------------------------------------------

export type CardPaymentDetails = {
  amount: Pence;
  /** Digits only. */
  cardNumber: string;
  /** 'MM/YY'. */
  expiryDate: string;
  cardholderName: string;
  securityCode: string;
  addressLine1: string;
  addressLine2: string;
  townOrCity: string;
  /** 'LS1 4DT'. */
  postcode: string;
  paymentType: typeof PAYMENT_TYPE;
};

export type CardPaymentSchemaOptions = {
  /** This month in London, 'YYYY-MM', from the request's clock (the server passes it to the page too). */
  thisMonth: string;
  /** For a loan: what is owed, in pence (no more can be paid in). Null or absent: no upper limit. */
  owed?: Pence | null | undefined;
};

/**
 * '£1,000.50 ' → '1,000.50': a pound sign typed before the amount is not an error (docs/money-journeys.md, Amounts).
 */
function withoutPoundSign(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(/^£\s*/, '') : value;
}

function secret<T extends z.ZodMiniType>(field: T): T {
  formFieldMeta.add(field, { secret: true });
  return field;
}

export function cardPaymentSchema(options: CardPaymentSchemaOptions) {
  const thisMonth = parseMonth(options.thisMonth);
  const amountRules: FieldRule[] = [minAmountCheck(1, { message: moneyMessages.amountAboveZero })];
  if (options.owed !== null && options.owed !== undefined)
    amountRules.push(compareWithAvailableBalance(options.owed, { message: messages.amountAboveOwed }));

  const cardNumber = secret(
    z.pipe(
      textField(
        [required(messages.cardNumberRequired), rule('format', messages.cardNumberInvalid, isCardNumber)],
        { secret: true },
      ),
      z.transform(normaliseCardNumber),
    ),
  );
  const expiryDate = secret(
    z.pipe(
      textField(
        [
          required(messages.expiryRequired),
          rule('format', messages.expiryInvalid, (value) => parseExpiry(value) !== null),
          rule('range', messages.expired, (value) => {
            const expiry = parseExpiry(value);
            return expiry === null || !isExpired(expiry, thisMonth);
          }),
        ],
        { secret: true },
      ),
      z.transform((value: string) => formatExpiry(parseExpiry(value) as CardMonth)),
    ),
  );
  const securityCode = textField(
    [
      required(messages.securityCodeRequired),
      rule('format', messages.securityCodeInvalid, (v) => /^\d{3}$/.test(v)),
    ],
    { secret: true },
  );

  return z.object({
    amount: z.pipe(
      z.transform(withoutPoundSign),
      currencyField({
        required: moneyMessages.amountRequired,
        invalid: moneyMessages.amountInvalid,
        rules: amountRules,
      }),
    ),
    cardNumber,
    expiryDate,
    cardholderName: textField(
      [
        required(messages.nameRequired),
        maxLength(NAME_MAX, messages.nameInvalid),
        noCardData(messages.nameInvalid),
      ],
      { label: 'Name on card' },
    ),
    securityCode,
    addressLine1: textField(
      [
        required(messages.addressRequired),
        maxLength(ADDRESS_LINE_MAX, messages.addressInvalid),
        noCardData(messages.addressInvalid),
      ],
      { label: 'Address line 1' },
    ),
    addressLine2: textField(
      [maxLength(ADDRESS_LINE_MAX, messages.addressInvalid), noCardData(messages.addressInvalid)],
      { label: 'Address line 2' },
    ),
    townOrCity: textField(
      [maxLength(ADDRESS_LINE_MAX, messages.addressInvalid), noCardData(messages.addressInvalid)],
      { label: 'Town or city' },
    ),
    postcode: z.pipe(
      textField([
        required(messages.postcodeRequired),
        rule('format', messages.postcodeInvalid, isUkPostcode),
      ]),
      z.transform((value: string) => normalisePostcode(value)),
    ),
    paymentType: z.pipe(
      z.optional(z.literal(PAYMENT_TYPE, { error: messages.paymentTypeInvalid })),
      z.transform((): typeof PAYMENT_TYPE => PAYMENT_TYPE),
    ),
  });
}

/**
 * The entered values to show again after an error, without any that could be card data: the secret fields are
 * already left out by validateForm; a card number or code typed into the name or an address box goes too.
 */
export function withoutCardData(values: Readonly<Record<string, string>>): Record<string, string> {
  const secrets = new Set<string>(CARD_SECRET_FIELDS);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => !secrets.has(field) && (field === 'amount' || !looksLikeCardData(value)),
    ),
  );
}

/** The billing address as the bank takes it (spec 3 §3 Address: the lines joined with ', '). */
export function billingAddress(
  details: Pick<CardPaymentDetails, 'addressLine1' | 'addressLine2' | 'townOrCity'>,
) {
  return [details.addressLine1, details.addressLine2, details.townOrCity]
    .filter((line) => line !== '')
    .join(', ');
}
