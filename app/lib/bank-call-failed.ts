/**
 * The status a signed-in page's failed bank call is thrown with (decision 071): the protected layout's error boundary
 * shows it as a danger alert in the page, where a signed-out page goes to /network-error (spec 1 §4).
 */
export const BANK_CALL_FAILED = 502;
