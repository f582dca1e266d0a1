// Without the contract's schemas (classic zod, server-side), so the card payment's verification page can read it in
// the browser (decision 040). shared/api/money-movements.ts re-exports it.

/** The 3-D Secure hand-off's form field names (the issuer's contract). */
export const THREE_DS_FIELDS = {
  md: 'MD',
  termUrl: 'TermUrl',
  cancelUrl: 'CancelUrl',
  paRes: 'PaRes',
} as const;
