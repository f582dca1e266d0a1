import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../../sandbox/server.ts';

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

export type TestSandbox = RunningSandbox & { dir: string; stop(): Promise<void> };

/** A sandbox on random ports with its own temporary database, for one test file. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await startSandbox({
    apiPort: 0,
    idpPort: 0,
    dbFile: join(dir, 'sandbox.sqlite'),
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
