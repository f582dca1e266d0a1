import { type ApiResponse, post } from './api.ts';
import type { Identity } from './people.ts';

// Registration, forgotten credentials, change of credentials and two-factor: the calls their tests share.

/** Identity entries as the portal sends them: [{ Type, Value }]. */
export function entries(identity: Partial<Identity>) {
  return Object.entries(identity).map(([Type, Value]) => ({ Type, Value }));
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
