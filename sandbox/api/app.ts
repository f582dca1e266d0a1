import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { requestLog } from '../logging.ts';
import { accountsRoutes } from './accounts.ts';
import { addressLookupRoutes } from './address-lookup.ts';
import { changeCredentialsRoutes } from './change-credentials.ts';
import { cmsContentRoutes } from './cmscontent.ts';
import { documentsRoutes } from './documents.ts';
import { forgottenCredentialsRoutes } from './forgotten-credentials.ts';
import { interestHistoryRoutes } from './interest-history.ts';
import { badRequest } from './http.ts';
import { messagingRoutes } from './messaging.ts';
import { moveMoneyRoutes } from './move-money.ts';
import { organisationRoutes } from './organisations.ts';
import { outboxRoutes } from './outbox.ts';
import { payByCardRoutes } from './pay-by-card.ts';
import { registrationRoutes } from './registration.ts';
import { productDocumentRoutes, shortApplyRoutes } from './short-apply.ts';
import { systemMessagesRoutes } from './system-messages.ts';
import { testControlRoutes } from './test-controls.ts';
import { transactionsRoutes } from './transactions.ts';
import { twoFactorRoutes } from './two-factor.ts';
import { userDetailsRoutes } from './user-details.ts';
import { utilityRoutes } from './utility.ts';
import { webauthenticationRoutes } from './webauthentication.ts';

/** Each upstream API area is a factory of its own Router; add new areas here. */
export const API_AREAS: ReadonlyArray<(ctx: SandboxContext) => Router> = [
  webauthenticationRoutes,
  registrationRoutes,
  forgottenCredentialsRoutes,
  changeCredentialsRoutes,
  twoFactorRoutes,
  organisationRoutes,
  addressLookupRoutes,
  utilityRoutes,
  accountsRoutes,
  transactionsRoutes,
  interestHistoryRoutes,
  documentsRoutes,
  userDetailsRoutes,
  systemMessagesRoutes,
  cmsContentRoutes,
  moveMoneyRoutes,
  payByCardRoutes,
  messagingRoutes,
  shortApplyRoutes,
];

/** Headers every portal call must carry (spec 1 §7: channel WEB, client version 5.2, plus brand, device, language...). */
const REQUIRED_HEADERS = ['x-channel', 'x-client-version'] as const;

const requireStandardHeaders: RequestHandler = (req, res, next) => {
  const missing = REQUIRED_HEADERS.filter((name) => !req.get(name));
  if (missing.length > 0) {
    badRequest(res, `Missing required header${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
    return;
  }
  next();
};

export function createApiApp(ctx: SandboxContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestLog(ctx.logger, 'api'));
  app.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });

  // For start-up scripts and readiness checks; not part of the bank's API, so no bank headers needed.
  app.get('/health', (_req, res) => {
    res.json({ Status: 'Up' });
  });
  // What the sandbox "sent" (passcodes, activation codes): for people and tests, not part of the bank's API.
  app.use(outboxRoutes(ctx));

  if (ctx.advanceClock) {
    const advance = ctx.advanceClock;
    // Browser tests only (SANDBOX_TEST_CONTROLS=1): move the bank's clock on to reach expiry rules.
    app.post('/__test/clock', express.json(), (req, res) => {
      const minutes = Number((req.body as { minutes?: unknown }).minutes);
      if (!Number.isFinite(minutes) || minutes <= 0) {
        res.status(400).json({ Message: 'minutes must be a positive number' });
        return;
      }
      advance(minutes * 60_000);
      res.json({ Now: ctx.clock().toISOString() });
    });
    // Puts the clock back to real time, so the tests after a clock test see today's date (money movements need it).
    app.delete('/__test/clock', (_req, res) => {
      advance(Date.now() - ctx.clock().getTime());
      res.json({ Now: ctx.clock().toISOString() });
    });
  }
  // Browser tests only (SANDBOX_TEST_CONTROLS=1): the money-movement ledger and the reset of a customer's money.
  if (ctx.testControls) app.use(testControlRoutes(ctx));

  // The product documents the short application links to: the bank's public web site, opened by browsers.
  app.use(productDocumentRoutes(ctx));

  app.use(requireStandardHeaders);
  app.use(express.json({ limit: '100kb' }));
  for (const area of API_AREAS) app.use(area(ctx));

  app.use((req, res) => {
    res.status(404).json({ Message: 'Resource not found', Path: req.path });
  });

  const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // body-parser: malformed JSON (400), too large (413), unsupported charset (415)... A JSON syntax error's
      // message quotes the body (which may hold card details), so it is not passed on.
      const parseFailed = (error as { type?: unknown }).type === 'entity.parse.failed';
      res
        .status(status)
        .json({ Message: parseFailed ? 'The request body is not valid JSON' : (error as Error).message });
      return;
    }
    ctx.logger.error({ err: error, method: req.method, path: req.path }, 'sandbox API error');
    res.status(500).json({ Message: 'Internal error' });
  };
  app.use(errorHandler);
  return app;
}
