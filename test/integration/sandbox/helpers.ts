import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../../sandbox/server.ts';
import { seededDatabase } from '../../helpers/seeded-database.ts';
import { exitWithRunner } from '../../helpers/tether.ts';

export const PORTAL_URL = 'http://localhost:3000';
export const CLIENT_ID = 'savings-portal';
export const CLIENT_SECRET = 'sandbox-client-secret';

export const DEMO = {
  username: 'demo.saver',
  password: 'Demo-Password-2026',
  memorableNumber: '482916',
} as const;
export const SAM = {
  username: 'sam.single',
  password: 'Single-Password-2026',
  memorableNumber: '735104',
} as const;
export const BELLA = {
  username: 'bella.blocked',
  password: 'Blocked-Password-2026',
  memorableNumber: '159260',
} as const;

/** The account-area personas (sandbox/CUSTOMERS.md, "Signed-in account area"). */
export { EZRA, MAYA, PIP } from '../../helpers/customers.ts';

export type TestSandbox = RunningSandbox & { dir: string; stop(): Promise<void> };

/** A sandbox on random ports with its own temporary database, for one test file. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  exitWithRunner();
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const dbFile = join(dir, 'sandbox.sqlite');
  await seededDatabase(dbFile, options.clock);
  const sandbox = await startSandbox({
    apiPort: 0,
    idpPort: 0,
    dbFile,
    portalUrl: PORTAL_URL,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    quiet: true,
    ...options,
  });
  return {
    ...sandbox,
    dir,
    async stop() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The headers the portal sends on every upstream call (spec 1 §7). */
export function bankHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-brand-code': 'NMS',
    'x-channel': 'WEB',
    'x-device-type': 'Desktop',
    'x-client-version': '5.2',
    'accept-language': 'en-gb',
    'x-request-id': randomBytes(8).toString('hex'),
    ...extra,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sandbox answers JSON of many shapes; tests assert on it
export type ApiResponse = { status: number; body: any; text: string; headers: Headers };

export async function callApi(
  apiUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: options.headers ?? bankHeaders(),
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

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

/**
 * A minimal browser cookie jar for driving the identity provider with fetch: honours Path and deletion,
 * ignores Domain (everything here is one host).
 */
export class CookieJar {
  readonly #cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue || '/';
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.#cookies.entries()]
      .filter(
        ([, cookie]) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([key, cookie]) => `${key.split(';')[0]}=${cookie.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.#cookies.keys()].map((key) => key.split(';')[0] ?? '');
  }
}

/** One browser request without following redirects, sending and storing cookies. */
export async function browse(
  jar: CookieJar,
  url: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
): Promise<{ status: number; location: string | null; html: string; response: Response }> {
  const headers: Record<string, string> = { accept: 'text/html' };
  const cookie = jar.header(url);
  if (cookie) headers.cookie = cookie;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
  jar.store(response);
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location && new URL(location, url).href,
    html: await response.text(),
    response,
  };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function basicAuth(id = CLIENT_ID, secret = CLIENT_SECRET): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

export async function tokenRequest(
  issuer: string,
  params: Record<string, string>,
  authorization = basicAuth(),
) {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    body: new URLSearchParams(params).toString(),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- token endpoint JSON; tests assert on it
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

// --- Access flows (registration, forgotten credentials, change of credentials, two-factor) ---------------------

export type Identity = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  postCode: string;
  accountNumber: string;
};

/** The personal details of sandbox/CUSTOMERS.md, as typed into the portal. */
export const PEOPLE = {
  alex: {
    firstName: 'Alex',
    lastName: 'Saver',
    dateOfBirth: '1984-07-19',
    postCode: 'LS1 4DT',
    accountNumber: '30187452',
  },
  bella: {
    firstName: 'Bella',
    lastName: 'Blocked',
    dateOfBirth: '1975-11-30',
    postCode: 'B3 2PJ',
    accountNumber: '32007716',
  },
  nina: {
    firstName: 'Nina',
    lastName: 'Nonsignatory',
    dateOfBirth: '1993-12-05',
    postCode: 'NG1 5FS',
    accountNumber: '32330026',
  },
  fred: {
    firstName: 'Fred',
    lastName: 'Forgetful',
    dateOfBirth: '1958-01-09',
    postCode: 'EX1 1HS',
    accountNumber: '32552248',
  },
  fay: {
    firstName: 'Fay',
    lastName: 'Forgetful',
    dateOfBirth: '1962-10-17',
    postCode: 'EX4 3SR',
    accountNumber: '32552259',
  },
  nora: {
    firstName: 'Nora',
    lastName: 'Nophone',
    dateOfBirth: '1947-05-27',
    postCode: 'YO1 7HH',
    accountNumber: '32663359',
  },
  dan: {
    firstName: 'Dan',
    lastName: 'Down',
    dateOfBirth: '1986-09-03',
    postCode: 'NE1 4ST',
    accountNumber: '32774460',
  },
  cara: {
    firstName: 'Cara',
    lastName: 'Credential',
    dateOfBirth: '1980-03-14',
    postCode: 'BS1 5TR',
    accountNumber: '32118804',
  },
  rita: {
    firstName: 'Rita',
    lastName: 'Register',
    dateOfBirth: '1988-04-12',
    postCode: 'EH1 1YZ',
    accountNumber: '30999001',
  },
  rob: {
    firstName: 'Rob',
    lastName: 'Register',
    dateOfBirth: '1979-09-25',
    postCode: 'G1 1XQ',
    accountNumber: '31000002',
  },
  ruth: {
    firstName: 'Ruth',
    lastName: 'Register',
    dateOfBirth: '2001-01-31',
    postCode: 'AB10 1YP',
    accountNumber: '31000013',
  },
  theo: {
    firstName: 'Theo',
    lastName: 'Thirdparty',
    dateOfBirth: '1987-12-24',
    postCode: 'EH1 1YZ',
    accountNumber: '30999001',
  },
  ned: {
    firstName: 'Ned',
    lastName: 'Notallowed',
    dateOfBirth: '1972-06-15',
    postCode: 'DH1 3HP',
    accountNumber: '31000024',
  },
  barry: {
    firstName: 'Barry',
    lastName: 'Barred',
    dateOfBirth: '1966-03-03',
    postCode: 'LE1 5WW',
    accountNumber: '31000035',
  },
  ada: {
    firstName: 'Ada',
    lastName: 'Activation',
    dateOfBirth: '1994-08-08',
    postCode: 'BN1 1EE',
    accountNumber: '31000046',
  },
  eddie: {
    firstName: 'Eddie',
    lastName: 'Expired',
    dateOfBirth: '1960-10-10',
    postCode: 'PO1 2DD',
    accountNumber: '31000057',
  },
  lou: {
    firstName: 'Lou',
    lastName: 'Lockout',
    dateOfBirth: '1985-05-05',
    postCode: 'CH1 2HS',
    accountNumber: '31000068',
  },
  uma: {
    firstName: 'Uma',
    lastName: 'Unsuccessful',
    dateOfBirth: '1992-02-14',
    postCode: 'WR1 2NA',
    accountNumber: '31000079',
  },
  seth: {
    firstName: 'Seth',
    lastName: 'Setupblocked',
    dateOfBirth: '1970-12-01',
    postCode: 'HR1 2PJ',
    accountNumber: '31000080',
  },
} as const satisfies Record<string, Identity>;

/** Sign-in details of the access-flow customers. */
export const CUSTOMERS = {
  cara: { username: 'cara.credential', password: 'Credential-Password-2026', memorableNumber: '261837' },
  ian: { username: 'ian.inactive', password: 'Inactive-Password-2026', memorableNumber: '374951' },
  nina: { username: 'nina.nonsignatory', password: 'Nonsignatory-Password-2026', memorableNumber: '508263' },
  ava: { username: 'ava.activate', password: 'Activate-Password-2026', memorableNumber: '619274' },
  fred: { username: 'fred.forgetful', password: 'Forgetful-Password-2026', memorableNumber: '730485' },
  fay: { username: 'fay.forgetful', password: 'Forgetful-Password-2027', memorableNumber: '947261' },
  nora: { username: 'nora.nophone', password: 'Nophone-Password-2026', memorableNumber: '841596' },
  dan: { username: 'dan.down', password: 'Down-Password-2026', memorableNumber: '952607' },
  chris: { username: 'chris.change', password: 'Change-Password-2026', memorableNumber: '163728' },
  cleo: { username: 'cleo.change', password: 'Change-Password-2027', memorableNumber: '274839' },
  cole: {
    username: 'cole.changeblocked',
    password: 'Changeblocked-Password-2026',
    memorableNumber: '385940',
  },
  nia: { username: 'nia.noregistered', password: 'Noregistered-Password-2026', memorableNumber: '496051' },
} as const;

/** Identity entries as the portal sends them: [{ Type, Value }]. */
export function entries(identity: Partial<Identity>) {
  return Object.entries(identity).map(([Type, Value]) => ({ Type, Value }));
}

export function post(apiUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return callApi(apiUrl, 'POST', path, { body, headers: bankHeaders(headers) });
}

export function register(apiUrl: string, identity: Partial<Identity>, activationCode?: string) {
  return post(apiUrl, '/webauthentication/v2.0/user/register', {
    TermsAndConditionsDocumentVersion: 'v1.0',
    Entries: entries(identity),
    ExtendedProperties: activationCode === undefined ? null : { ActivationCode: activationCode },
  });
}

/** New credentials as registration and the forgotten-password update send them. */
export function credentialValues(
  password: string | undefined,
  pin: string | undefined,
  context: string | null = null,
) {
  return [
    ...(password === undefined ? [] : [{ Name: 'Password', Value: password, Context: context }]),
    ...(pin === undefined ? [] : [{ Name: 'Pin', Value: pin, Context: context }]),
  ];
}

export function setupCredentials(
  apiUrl: string,
  ticket: string,
  credentials: { username?: string; password?: string; pin?: string; dateOfBirth?: string },
) {
  return post(apiUrl, '/webauthentication/v2.0/user/credentials/setup', {
    Ticket: ticket,
    Username: credentials.username,
    CredentialValues: credentialValues(credentials.password, credentials.pin),
    TermsAndConditionsDocumentVersion: '1.0',
    ExtendedProperties: { IdentityRequest: { DateOfBirth: credentials.dateOfBirth ?? null } },
  });
}

export type OutboxEntry = {
  Id: number;
  SentAt: string;
  Channel: 'SMS' | 'E-mail' | 'Letter';
  Destination: string;
  Text: string;
  Code: string | null;
};

/** The outbox, newest first, optionally for one destination (GET /outbox.json: no bank headers needed). */
export async function outbox(apiUrl: string, destination?: string): Promise<OutboxEntry[]> {
  const query = destination === undefined ? '' : `?destination=${encodeURIComponent(destination)}`;
  const response = await fetch(`${apiUrl}/outbox.json${query}`);
  if (!response.ok) throw new Error(`outbox.json answered ${response.status}`);
  return ((await response.json()) as { Messages: OutboxEntry[] }).Messages;
}

/** The passcode in the newest message to `destination`. */
export async function latestCode(apiUrl: string, destination: string): Promise<string> {
  const [latest] = await outbox(apiUrl, destination);
  const code = /one-time passcode is (\d{6})/.exec(latest?.Text ?? '')?.[1];
  if (!code) throw new Error(`no passcode sent to ${destination}`);
  return code;
}

export function challengeHeaders(key: string, code?: string): Record<string, string> {
  return code === undefined
    ? { 'x-challenge-key': key }
    : { 'x-challenge-key': key, 'x-challenge-code': code };
}

export function destinations(apiUrl: string, challengeKey: string) {
  return post(apiUrl, '/2fa/v1.0/destinations', { ChallengeKey: challengeKey });
}

export function sendChallenge(apiUrl: string, challengeKey: string, destination: string) {
  return post(apiUrl, '/2fa/v1.0/challenge', { Destination: destination, ChallengeKey: challengeKey });
}

/**
 * A call under two-factor from start to end, as the portal makes it: the call (412 ISSUED), destinations, a
 * passcode to the first one, and the replay with key and code. Returns the replay's answer.
 */
export async function withChallenge(
  apiUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const first = await post(apiUrl, path, body, headers);
  if (first.status !== 412) return first;
  const key = first.headers.get('x-challenge-key') ?? '';
  const [destination] = (await destinations(apiUrl, key)).body.Destinations as string[];
  if (!destination) throw new Error('no destinations');
  const sent = await sendChallenge(apiUrl, key, destination);
  if (sent.body?.ResponseStatus !== 'Success') throw new Error(`challenge gave ${sent.text}`);
  return post(apiUrl, path, body, {
    ...headers,
    ...challengeHeaders(key, await latestCode(apiUrl, destination)),
  });
}
