/**
 * Pence (an integer) to the upstream's Balance: a JSON number with at most two decimals. Built from the decimal
 * string, so 1234567 becomes exactly 12345.67 (the double nearest that decimal, which JSON prints as "12345.67"),
 * with no float arithmetic on the way.
 */
export function penceToAmount(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new TypeError(`Amounts are whole pence, got ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const digits = String(Math.abs(pence)).padStart(3, '0');
  return Number(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`);
}

/** A decimal rate held as text ('4.15') to a JSON number, refusing anything that is not a plain decimal. */
export function decimalToNumber(decimal: string): number {
  if (!/^\d+(\.\d+)?$/.test(decimal)) throw new TypeError(`Not a decimal: ${decimal}`);
  return Number(decimal);
}
