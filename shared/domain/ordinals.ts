// English ordinals for the memorable-number labels (spec 1 §2 Sign-in step 2) and 'Do' dates.

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 4 → '4th', 11 → '11th', 12 → '12th', 13 → '13th', 21 → '21st', 111 → '111th'. */
export function ordinal(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`ordinal needs a non-negative integer, got ${n}`);
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * Labels for the requested memorable-number digits. Upstream positions are zero-based (SignInTicket
 * Data.CredentialStates[Pin].Context.Positions); customers count from one: [0, 2, 5] → ['1st', '3rd', '6th'].
 */
export function memorableNumberLabels(zeroBasedPositions: readonly number[]): string[] {
  return zeroBasedPositions.map((position) => {
    if (!Number.isInteger(position) || position < 0) {
      throw new RangeError(`memorable number positions are zero-based integers, got ${position}`);
    }
    return ordinal(position + 1);
  });
}
