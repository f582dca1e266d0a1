// Money as integer minor units (pence for GBP). Amounts are never multiplied as floats: 0.1 * 100 is not 10 in binary
// floating point, and 1234567.89 * 100 is 123456788.99999999. Every conversion here goes through the decimal string.

/** An amount in the currency's minor unit (pence for GBP): always a safe integer. */
export type Pence = number;

export type ParseDecimalOptions = {
  /** Decimal places of the currency (2 for GBP). Digits beyond are rejected unless they are trailing zeros. */
  decimals?: number;
  /** Accept a leading minus sign. Default true. */
  allowNegative?: boolean;
  /** Accept thousands separators, which must then be correctly grouped ('1,234', not '12,34'). Default true. */
  allowGrouping?: boolean;
  /** Accept extra fraction digits when they are zeros ('1.500'). Default true. */
  allowTrailingZeros?: boolean;
};

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);
const decimalPattern = /^(-)?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string ('1,234.50', '-0.1', '12') to integer minor units, or null when it is not a decimal amount
 * with at most `decimals` significant fraction digits or does not fit a safe integer.
 */
export function parseDecimalToMinorUnits(value: string, options: ParseDecimalOptions = {}): Pence | null {
  const { decimals = 2, allowNegative = true, allowGrouping = true, allowTrailingZeros = true } = options;
  const match = decimalPattern.exec(value.trim());
  if (!match) return null;
  const [, minus, integerPart = '', fraction = ''] = match;
  if (minus && !allowNegative) return null;
  if (!allowGrouping && integerPart.includes(',')) return null;
  if (fraction.length > decimals) {
    if (!allowTrailingZeros || /[^0]/.test(fraction.slice(decimals))) return null;
  }
  const digits = integerPart.replaceAll(',', '') + fraction.slice(0, decimals).padEnd(decimals, '0');
  const big = BigInt(digits);
  if (big > maxSafe) return null;
  const minor = Number(big);
  return minus && minor !== 0 ? -minor : minor;
}

/**
 * Upstream amount (a JSON number with at most 2 decimals, or a decimal string) to pence. Numbers are read through
 * their shortest round-trip decimal representation (`String(0.1)` is '0.1'), which for an amount written with at most
 * 2 decimals is exactly that amount. Throws RangeError for anything else (NaN, more decimals, exponent forms).
 */
export function toPence(amount: number | string, decimals = 2): Pence {
  const pence = tryToPence(amount, decimals);
  if (pence === null)
    throw new RangeError(`Not a money amount with at most ${decimals} decimals: ${String(amount)}`);
  return pence;
}

/** As toPence, but null instead of throwing. */
export function tryToPence(amount: number | string, decimals = 2): Pence | null {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    const text = String(amount);
    if (/e/i.test(text)) return null; // below 1e-6 or above 1e21: never a valid amount in pence
    return parseDecimalToMinorUnits(text, { decimals, allowGrouping: false });
  }
  if (typeof amount === 'string') return parseDecimalToMinorUnits(amount, { decimals });
  return null;
}

/** Integer minor units to a plain decimal string: 123456 → '1234.56', -5 → '-0.05', 7 with 0 decimals → '7'. */
export function minorUnitsToDecimalString(minor: Pence | bigint, decimals = 2): string {
  const value = typeof minor === 'bigint' ? minor : toBigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${integerPart}${decimals > 0 ? `.${fraction}` : ''}`;
}

function toBigInt(minor: number): bigint {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  return BigInt(minor);
}

/** A currency's formatter with what formatMoney reads of its resolved options, once: resolvedOptions() builds a new
 * object on every call, and a 1,000-row transactions page formats 2,000 amounts. */
type CurrencyFormat = { formatter: Intl.NumberFormat; decimals: number; known: boolean };

const currencyFormats = new Map<string, CurrencyFormat>();

/**
 * en-GB currency formatter, or a plain 2-decimal one when Intl does not know the code (a malformed upstream
 * CurrencyCode must not break the page).
 */
function currencyFormat(currency: string): CurrencyFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    let formatter: Intl.NumberFormat;
    try {
      formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    } catch {
      formatter = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    const options = formatter.resolvedOptions();
    format = { formatter, decimals: options.maximumFractionDigits ?? 2, known: options.style === 'currency' };
    currencyFormats.set(currency, format);
  }
  return format;
}

/** Decimal places of a currency's minor unit per Intl (GBP 2, JPY 0; 2 for a code Intl does not know). */
export function currencyDecimals(currency: string): number {
  return currencyFormat(currency).decimals;
}

/**
 * '£1,234.56' from 123456. Intl formats the exact decimal string (Intl.NumberFormat v3 treats a numeric string as an
 * exact decimal), so no amount is rounded through a float, however large. An unknown currency code is shown before
 * the amount ('XYZ 1,234.56').
 */
export function formatMoney(minor: Pence | bigint, currency = 'GBP'): string {
  const { formatter, decimals, known } = currencyFormat(currency);
  const text = formatter.format(minorUnitsToDecimalString(minor, decimals) as Intl.StringNumericLiteral);
  return known ? text : `${currency} ${text}`;
}
