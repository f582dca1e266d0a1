import { beforeAll, expect } from '@jest/globals';
import { readThrough } from '../use-portal.ts';
import { type ApiResponse, bankHeaders, callApi } from './api.ts';
import { nativeSignIn } from './sign-in.ts';
import { type TestSandbox } from './test-sandbox.ts';

// The money-movement personas of sandbox/CUSTOMERS.md ("Money movements") and small helpers for their tests:
// a signed-in caller, the accounts and transactions calls, and the test controls (ledger, reset).

export { CARL, NORA, WES } from '../../helpers/customers.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- upstream JSON, asserted on by the tests
export type Json = Record<string, any>;

export type Caller = {
  ticket: string;
  post(path: string, body: unknown): Promise<ApiResponse>;
  account(key: string): Promise<Json>;
  /** Every transaction of the account, newest first, including pending ones dated up to a year ahead. */
  transactions(key: string): Promise<Json[]>;
};

export async function signedIn(
  apiUrl: string,
  who: { username: string; password: string; memorableNumber: string },
): Promise<Caller> {
  const ticket = await nativeSignIn(apiUrl, who);
  const post = (path: string, body: unknown) =>
    callApi(apiUrl, 'POST', path, { body, headers: bankHeaders({ 'x-session-ticket': ticket }) });
  return {
    ticket,
    post,
    async account(key) {
      const { status, body } = await post('/accounts/v3.0/accounts', {});
      expect(status).toBe(200);
      const account = (body.Accounts as Json[]).find((candidate) => candidate.AccountKey.Key === key);
      if (!account) throw new Error(`no account ${key}`);
      return account;
    },
    async transactions(key) {
      const { status, body } = await post('/accounts/v3.0/transactions', {
        AccountKey: { Key: key, Context: 'Savings' },
        Range: { From: 0, To: 5000, Latest: true },
        ExtendedProperties: { FromDate: '2000-01-01', ToDate: '2099-12-31' },
      });
      expect(status).toBe(200);
      return body.Transactions as Json[];
    },
  };
}

/** `who` signed in on `sandbox` before the tests, read through the object returned here. */
export function useCaller(
  sandbox: TestSandbox,
  who: { username: string; password: string; memorableNumber: string },
): Caller {
  let caller: Caller | undefined;
  beforeAll(async () => {
    caller = await signedIn(sandbox.apiUrl, who);
  });
  return readThrough(() => caller, `${who.username}'s session`);
}

export const isPending = (row: Json) => row.ExtendedProperties.Type === 'PendingTransaction';

export async function ledger(apiUrl: string, username: string): Promise<Json[]> {
  const response = await fetch(`${apiUrl}/__test/ledger?username=${encodeURIComponent(username)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Json[];
}

export async function resetMoney(apiUrl: string, username: string): Promise<Response> {
  return fetch(`${apiUrl}/__test/reset-money`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username }),
  });
}

/** A London calendar date `days` after `date` ('YYYY-MM-DD'). */
export function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A POST whose connection the server may drop: resolves with the error instead of throwing. */
export async function postExpectingDrop(
  apiUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ error: unknown } | { status: number }> {
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: bankHeaders(headers),
      body: JSON.stringify(body),
    });
    return { status: response.status };
  } catch (error) {
    return { error };
  }
}

// --- Card payments and the issuer (3-D Secure ACS) ---------------------------------------------------------------

export const CARL_SAVINGS = 'ACC-35200011';
export const CARL_LOAN = 'ACC-35200022';

export const CARDS = {
  challenge: '4444333322221111',
  frictionless: '5555555555554444',
  declined: '4000000000000002',
  blocked: '4000000000000069',
  limit: '4000000000009995',
  failed: '4000000000000119',
} as const;

/** A make request as the portal sends it (shared/api/money-movements.ts CardPaymentRequest). */
export function makeRequest(key: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    AccountKey: { Key: key, Context: 'Savings' },
    Amount: '25.00',
    CurrencyCode: 'GBP',
    CardNumber: CARDS.challenge,
    CardHoldersName: 'MR C CARD',
    ExpiryDate: '12/28',
    Address: '1 Test Street, Cardiff',
    PostCode: 'CF10 1EP',
    SecurityCode: '123',
    PaymentType: 'specific',
    ProductType: 'Savings',
    SaveCardDetails: false,
    PaymentKey: null,
    ThreeDSecureResult: null,
    ExtendedProperties: {},
    ...overrides,
  };
}

/** The complete request: the make request without the card's number, expiry and code, plus the key and PaRes. */
export function completeRequest(
  make: Record<string, unknown>,
  paymentKey: string,
  paRes: string | null,
): Record<string, unknown> {
  const { CardNumber: _number, ExpiryDate: _expiry, SecurityCode: _code, ...rest } = make;
  return { ...rest, PaymentKey: paymentKey, ThreeDSecureResult: paRes };
}

export type Page = { status: number; html: string; headers: Headers };

/** A browser form POST (urlencoded), without following redirects. */
export async function postForm(url: string, form: Record<string, string>): Promise<Page> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The first form of a page: its action and hidden fields (unescaped, as a browser would post them). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*\saction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(input[1] ?? '')] = unescapeHtml(input[2] ?? '');
  return { action: unescapeHtml(form[1] ?? ''), fields };
}

export const HAND_OFF = {
  MD: 'portal-opaque-md-token',
  TermUrl: 'http://localhost:3910/savings-servicing/pay-into-account/3ds/return',
  CancelUrl: 'http://localhost:3910/savings-servicing/pay-into-account/3ds/cancel',
};

/**
 * The customer at the issuer: the merchant's form POST to ThreeDSecureUrl, then one answer. Returns the page that
 * takes them back (its form: PaRes and MD to TermUrl, or MD to CancelUrl).
 */
export async function answerAtIssuer(
  threeDSecureUrl: string,
  action: 'approve' | 'decline' | 'cancel',
  handOff: Record<string, string> = HAND_OFF,
): Promise<Page & { form: ReturnType<typeof formOf> }> {
  const challenge = await postForm(threeDSecureUrl, handOff);
  expect(challenge.status).toBe(200);
  const { fields } = formOf(challenge.html);
  const page = await postForm(`${new URL(threeDSecureUrl).origin}/acs/challenge/answer`, {
    payment: fields.payment ?? '',
    action,
  });
  return { ...page, form: formOf(page.html) };
}
