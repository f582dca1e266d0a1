import { z } from 'zod';

// Tolerant schemas of the 2fa v1.0 payloads (spec 2 §3 "Two-factor", §4 "Two-factor flow"): unknown fields pass
// through, optional fields may be null. The endpoints are not in the spec; the sandbox's are used
// (POST /2fa/v1.0/destinations, POST /2fa/v1.0/challenge).

export const TWO_FACTOR_DESTINATIONS = '/2fa/v1.0/destinations';
export const TWO_FACTOR_CHALLENGE = '/2fa/v1.0/challenge';

/** The x-challenge-status values of spec 2 §3. Anything else is 'Unsupported challenge status {status}.' */
export const challengeStatuses = [
  'ISSUED',
  'FAILED',
  'EXPIRED_CODE',
  'EXPIRED_CHALLENGE',
  'EXCEEDED',
] as const;
export type ChallengeStatus = (typeof challengeStatuses)[number];

export function isChallengeStatus(value: string): value is ChallengeStatus {
  return (challengeStatuses as readonly string[]).includes(value);
}

/** POST /2fa/v1.0/destinations { ChallengeKey } → where a passcode can go: phone numbers or e-mail addresses. */
export const destinationsResponseSchema = z
  .object({ Destinations: z.array(z.string()).nullish() })
  .loose()
  .nullish();

/** The send statuses of spec 2 §3: Success, Failed, ExceededMaximumActivationCodeRequests. */
export const sendStatuses = ['Success', 'Failed', 'ExceededMaximumActivationCodeRequests'] as const;
export type SendStatus = (typeof sendStatuses)[number];

/** POST /2fa/v1.0/challenge { Destination, ChallengeKey } → { ResponseStatus }. */
export const sendChallengeResponseSchema = z
  .object({ ResponseStatus: z.string().nullish() })
  .loose()
  .nullish();

export type DestinationsResponse = z.infer<typeof destinationsResponseSchema>;
export type SendChallengeResponse = z.infer<typeof sendChallengeResponseSchema>;
