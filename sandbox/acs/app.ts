import { fileURLToPath } from 'node:url';
import express, { type Express, type Response } from 'express';
import type { SandboxContext } from '../context.ts';
import {
  answerChallenge,
  type Challenge,
  findChallenge,
  paResFor,
  storeHandOff,
} from '../domain/card-payments.ts';
import { formatPounds } from '../domain/money.ts';
import type { ChallengeAnswer } from '../domain/three-d-secure.ts';
import { requestLog } from '../logging.ts';
import { pageErrorHandler } from '../page-errors.ts';
import { challengePage, handOffPage, problemPage } from './views.ts';

// The sandbox card issuer: the 3-D Secure access control server (ACS) a PerformThreeDSecure answer points at
// (ThreeDSecureUrl). Its own Express app on its own port (SandboxOptions.acsPort, default 3103), so it is another
// site than the portal, as a real issuer is: the hand-off in and out are cross-site form POSTs.
//
//   POST /acs/challenge?payment=<id>  form MD, TermUrl, CancelUrl (from the merchant)  → the challenge page
//   POST /acs/challenge/answer        form payment, action = approve | decline | cancel → a page that POSTs
//                                     PaRes + MD to TermUrl (approve, decline) or MD to CancelUrl (cancel)
//
// TermUrl and CancelUrl must be absolute http(s) URLs. The pages may be framed by any merchant (no frame-ancestors),
// and otherwise have a strict CSP: scripts and styles only from this origin, forms only to it and to the one
// merchant origin a hand-off page posts to.

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));
const MAX_FIELD = 2048;
const CHALLENGE_ID = /^[0-9a-f]{32}$/;
const ANSWERS: Readonly<Record<string, ChallengeAnswer | 'C'>> = { approve: 'Y', decline: 'N', cancel: 'C' };

function csp(formTarget?: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self'${formTarget ? ` ${new URL(formTarget).origin}` : ''}`,
    "base-uri 'none'",
  ].join('; ');
}

/** An absolute http: or https: URL without credentials (javascript:, data: and relative URLs are refused). */
export function isHttpUrl(value: string): boolean {
  if (value.length > MAX_FIELD) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

type Form = Record<string, unknown>;
const field = (form: Form, name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');

export function createAcsApp(ctx: SandboxContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestLog(ctx.logger, 'acs'));
  app.use((_req, res, next) => {
    res.setHeader('content-security-policy', csp());
    res.setHeader('x-content-type-options', 'nosniff');
    // Like a browser's default: the merchant's return endpoint sees Origin http://127.0.0.1:<acs port> (not null),
    // and a Referer of the origin only (never the challenge's id).
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('cache-control', 'no-store');
    next();
  });
  const merchant = ctx.settings.bankName;

  const problem = (res: Response, status: number, heading: string, message: string) => {
    res.status(status).type('html').send(problemPage({ heading, message }));
  };
  const finished = (res: Response) =>
    problem(
      res,
      409,
      'This payment cannot be confirmed',
      `The payment has already been completed or cancelled. Return to ${merchant} to check it.`,
    );

  /** The page that takes the customer back to the merchant after an answer (the same each time it is asked for). */
  const handOff = (res: Response, challenge: Challenge) => {
    if (challenge.answer === 'C') {
      if (!challenge.cancelUrl || challenge.md === null) return finished(res);
      res.setHeader('content-security-policy', csp(challenge.cancelUrl));
      res.type('html').send(
        handOffPage({
          merchant,
          outcome: 'cancel',
          action: challenge.cancelUrl,
          fields: { MD: challenge.md },
        }),
      );
      return;
    }
    const paRes = paResFor(ctx.issuerSecret, challenge);
    if (!paRes || !challenge.termUrl || challenge.md === null || !challenge.open) return finished(res);
    res.setHeader('content-security-policy', csp(challenge.termUrl));
    res.type('html').send(
      handOffPage({
        merchant,
        outcome: challenge.answer === 'Y' ? 'approve' : 'decline',
        action: challenge.termUrl,
        fields: { PaRes: paRes, MD: challenge.md },
      }),
    );
  };

  app.get('/health', (_req, res) => {
    res.json({ Status: 'Up' });
  });
  app.get('/favicon.ico', (_req, res) => {
    res.status(204).end();
  });
  app.use('/acs/assets', express.static(PUBLIC_DIR, { index: false, fallthrough: false, maxAge: '1h' }));
  app.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));

  app.post('/acs/challenge', (req, res) => {
    const challengeId = typeof req.query.payment === 'string' ? req.query.payment : '';
    const challenge = CHALLENGE_ID.test(challengeId) ? findChallenge(ctx.db, challengeId) : undefined;
    if (!challenge) {
      problem(res, 404, 'Payment not found', `Return to ${merchant} and try the payment again.`);
      return;
    }
    const form = (req.body ?? {}) as Form;
    const md = field(form, 'MD');
    const termUrl = field(form, 'TermUrl');
    const cancelUrl = field(form, 'CancelUrl');
    if (!md || md.length > MAX_FIELD || !isHttpUrl(termUrl) || !isHttpUrl(cancelUrl)) {
      problem(
        res,
        400,
        'This payment cannot be confirmed',
        `${merchant} sent the payment without a valid return address. Return to ${merchant} and try again.`,
      );
      return;
    }
    if (challenge.answer !== null) {
      handOff(res, challenge);
      return;
    }
    if (!challenge.open) {
      finished(res);
      return;
    }
    storeHandOff(ctx.db, challengeId, { md, termUrl, cancelUrl }, ctx.clock());
    res.type('html').send(
      challengePage({
        challengeId,
        merchant,
        amount: formatPounds(challenge.amountPence),
        cardLast4: challenge.cardLast4,
      }),
    );
  });

  app.post('/acs/challenge/answer', (req, res) => {
    const form = (req.body ?? {}) as Form;
    const challengeId = field(form, 'payment');
    const action = field(form, 'action');
    const challenge = CHALLENGE_ID.test(challengeId) ? findChallenge(ctx.db, challengeId) : undefined;
    if (!challenge || !challenge.termUrl) {
      problem(res, 404, 'Payment not found', `Return to ${merchant} and try the payment again.`);
      return;
    }
    const answer = Object.hasOwn(ANSWERS, action) ? ANSWERS[action] : undefined;
    if (!answer) {
      problem(res, 400, 'Choose an answer', 'Choose Approve payment, Decline or Cancel.');
      return;
    }
    if (challenge.answer === null && !challenge.open) {
      finished(res);
      return;
    }
    // The first answer stands: asking again shows the same way back.
    handOff(res, answerChallenge(ctx.db, challengeId, answer, ctx.clock()) ?? challenge);
  });

  app.get('/acs/challenge', (_req, res) => {
    res.setHeader('allow', 'POST');
    problem(res, 405, 'Open this page from the merchant', `Start the payment on ${merchant}'s website.`);
  });

  app.use((_req, res) => {
    problem(res, 404, 'Page not found', 'There is nothing here.');
  });

  app.use(
    pageErrorHandler(
      // The message only: a request body (MD, PaRes) never reaches the log.
      (error, req) =>
        ctx.logger.error(
          { method: req.method, path: req.path, message: (error as Error | undefined)?.message },
          'sandbox ACS error',
        ),
      (res, status) =>
        problem(
          res,
          status,
          'Sorry, there is a problem with the service',
          `Return to ${merchant} and try again.`,
        ),
    ),
  );
  return app;
}
