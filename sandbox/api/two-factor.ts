import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import {
  bodyHash,
  type ChallengeStatus,
  destinationsOf,
  issueChallenge,
  openChallengePerson,
  type RequestBinding,
  sendPasscode,
  verifyChallenge,
} from '../domain/two-factor.ts';
import { notFound, parseBody } from './http.ts';

// 2fa v1.0 (spec 2 §4 Two-factor flow) and the wrapper that puts any upstream call under two-factor.
//
//   1. The call without x-challenge-key: 412, x-challenge-status ISSUED, x-challenge-key <new key>.
//   2. POST /2fa/v1.0/destinations { ChallengeKey }: where the passcode can go.
//   3. POST /2fa/v1.0/challenge { Destination, ChallengeKey }: sends it (GET /outbox shows it).
//   4. The same call again, same body, with x-challenge-key and x-challenge-code: the call's normal answer once
//      the code is right; otherwise 412 with FAILED, EXCEEDED, EXPIRED_CODE or EXPIRED_CHALLENGE.

export const CHALLENGE_KEY_HEADER = 'x-challenge-key';
export const CHALLENGE_CODE_HEADER = 'x-challenge-code';
export const CHALLENGE_STATUS_HEADER = 'x-challenge-status';

/** What a challenge is bound to: the method, the path (no query) and a hash of the JSON body. */
export function requestBinding(req: Request): RequestBinding {
  return {
    method: req.method,
    path: req.originalUrl.split('?')[0] ?? req.path,
    bodyHash: bodyHash(req.body),
  };
}

function challengeAnswer(res: Response, status: ChallengeStatus, key: string): void {
  res.setHeader(CHALLENGE_STATUS_HEADER, status);
  res.setHeader(CHALLENGE_KEY_HEADER, key);
  res.status(412).json({ Message: 'Additional authentication required', ChallengeStatus: status });
}

/**
 * Puts the rest of a handler under two-factor for `personId`: returns true when the request carries a passed
 * challenge (now spent), so the handler goes on with its normal answer; otherwise it has answered 412 and returns
 * false. Call it after the request is known to be well formed and whose it is, before anything changes.
 */
export function requireChallenge(
  ctx: SandboxContext,
  req: Request,
  res: Response,
  personId: string,
): boolean {
  const now = ctx.clock();
  const binding = requestBinding(req);
  const key = req.get(CHALLENGE_KEY_HEADER);
  if (!key) {
    challengeAnswer(res, 'ISSUED', issueChallenge(ctx.db, personId, binding, now));
    return false;
  }
  const verification = verifyChallenge(ctx.db, key, req.get(CHALLENGE_CODE_HEADER), personId, binding, now);
  if (verification.passed) return true;
  challengeAnswer(res, verification.status, key);
  return false;
}

const destinationsBody = z.object({ ChallengeKey: z.string().min(1) });
const challengeBody = z.object({ Destination: z.string(), ChallengeKey: z.string().min(1) });

export function twoFactorRoutes(ctx: SandboxContext): Router {
  const router = Router();

  // The person's mobile number and e-mail address. No sign-in needed: the challenge key is the capability.
  router.post('/2fa/v1.0/destinations', (req, res) => {
    const body = parseBody(destinationsBody, req, res);
    if (!body) return;
    const person = openChallengePerson(ctx.db, body.ChallengeKey, ctx.clock());
    if (!person) {
      notFound(res, 'Challenge not found');
      return;
    }
    if (person.simulate === 'DestinationsUnavailable') {
      // For the portal's 'Phone not available' screen (spec 2 §4: the destinations call errors).
      res.status(500).json({ Message: 'The contact details service is unavailable' });
      return;
    }
    res.json({ Destinations: destinationsOf(person) });
  });

  router.post('/2fa/v1.0/challenge', (req, res) => {
    const body = parseBody(challengeBody, req, res);
    if (!body) return;
    const status = sendPasscode(
      ctx.db,
      body.ChallengeKey,
      body.Destination,
      ctx.clock(),
      ctx.settings.bankName,
    );
    res.json({ ResponseStatus: status });
  });

  return router;
}
