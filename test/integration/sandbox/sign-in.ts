import { callApi } from './api.ts';

// The customers these tests sign in as (sandbox/CUSTOMERS.md): demo.saver, sam.single and the account-area personas
// as test/helpers/customers.ts has them, and bella.blocked.
export { DEMO, EZRA, MAYA, PIP, SINGLE as SAM } from '../../helpers/customers.ts';
export const BELLA = {
  username: 'bella.blocked',
  password: 'Blocked-Password-2026',
  memorableNumber: '159260',
} as const;

export function signInCreate(apiUrl: string, username: string, password: string) {
  return callApi(apiUrl, 'POST', '/webauthentication/v2.0/user/sign-in/create', {
    body: {
      Username: username,
      CredentialValues: [{ Name: 'Password', Value: password }],
      ExtendedProperties: null,
    },
  });
}

export function signInUpdate(apiUrl: string, ticket: unknown, pin: string) {
  return callApi(apiUrl, 'POST', '/webauthentication/v2.0/user/sign-in/update', {
    body: { Ticket: ticket, CredentialValues: [{ Name: 'Pin', Value: pin }], ExtendedProperties: null },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks the upstream SignInTicket JSON as the bank sends it
export function positionsOf(signInTicket: any): number[] {
  return signInTicket.Data.CredentialStates.find((state: { Name: string }) => state.Name === 'Pin').Context
    .Positions;
}

export function digitsAt(memorableNumber: string, positions: number[]): string {
  return positions.map((position) => memorableNumber.charAt(position)).join('');
}

/** Digits that are certainly wrong for these positions. */
export function wrongDigitsAt(memorableNumber: string, positions: number[]): string {
  return positions.map((position) => String((Number(memorableNumber.charAt(position)) + 1) % 10)).join('');
}

/** Both steps of the native sign-in; returns the session ticket. */
export async function nativeSignIn(
  apiUrl: string,
  who: { username: string; password: string; memorableNumber: string },
) {
  const step1 = await signInCreate(apiUrl, who.username, who.password);
  if (step1.body?.Status !== 'Incomplete') throw new Error(`step 1 gave ${step1.text}`);
  const positions = positionsOf(step1.body.SignInTicket);
  const step2 = await signInUpdate(apiUrl, step1.body.SignInTicket, digitsAt(who.memorableNumber, positions));
  if (step2.body?.Status !== 'Success') throw new Error(`step 2 gave ${step2.text}`);
  return step2.body.SessionTicket as string;
}
