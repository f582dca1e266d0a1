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

/**
 * A decimal amount as the portal sends it ('1234.50', '12', '0.5') to integer pence; undefined for anything else
 * (signs, exponents, thousands separators, more than two decimals, more than 10 whole digits).
 */
export function decimalToPence(decimal: string): number | undefined {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(decimal);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Pence as the bank writes an amount on its pages: '£1,234.50'. */
export function formatPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const digits = String(Math.abs(pence)).padStart(3, '0');
  const pounds = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}£${pounds}.${digits.slice(-2)}`;
}
