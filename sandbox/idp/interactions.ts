import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type { Interaction, Provider } from 'oidc-provider';
import type { SandboxContext } from '../context.ts';
import { recordSuccessfulSignIn } from '../domain/customers.ts';
import { checkPassword } from '../domain/sign-in.ts';
import { errorPage, type FieldErrors, loginPage } from './views.ts';

// The provider's interaction pages (devInteractions off): login with username and password only, then consent,
// which the bank grants on the customer's behalf because the portal is its own first-party client.

const MESSAGES = {
  usernameRequired: 'Enter the username you chose when you registered',
  passwordRequired: 'Please enter a password',
  failed: 'Unknown Username/Password combination', // spec 1 §8 Sign-in: Failed
  blocked:
    'Access to your account was denied for security reasons. The maximum number of failed attempts has been reached: please contact our helpline.',
  inactive: 'Your online access is inactive. Please contact our helpline.',
  nonSignatory: 'You must be a signatory of the account to use online banking. Please contact our helpline.',
} as const;

type Send = (res: Response, status: number, html: string) => void;
const send: Send = (res, status, html) => {
  res.status(status).type('html').send(html);
};

async function grantConsent(provider: Provider, details: Interaction): Promise<string> {
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || !clientId) throw new Error('Consent prompt without a signed-in account or client');
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
  if (missingOIDCScope?.length) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims?.length) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

export function interactionRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { provider, db, clock } = ctx;
  const { bankName, portalUrl } = ctx.settings;
  const parseForm = express.urlencoded({ extended: false, limit: '10kb' });

  /** The interaction behind this browser's cookie, if it is the one named in the URL; otherwise an error page. */
  async function currentInteraction(req: Request, res: Response): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === req.params.uid) return details;
    } catch {
      // SessionNotFound: the interaction cookie is missing or the interaction expired.
    }
    send(
      res,
      400,
      errorPage({
        bankName,
        portalUrl,
        heading: 'Your sign-in has timed out',
        message:
          'You took too long to complete the sign in process, or opened it in another window. Please try again.',
      }),
    );
    return undefined;
  }

  router.get('/interaction/:uid', async (req: Request, res: Response, next: NextFunction) => {
    const details = await currentInteraction(req, res);
    if (!details) return;
    switch (details.prompt.name) {
      case 'login':
        send(res, 200, loginPage({ bankName, uid: details.uid }));
        return;
      case 'consent': {
        const grantId = await grantConsent(provider, details);
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      default:
        next(new Error(`Unsupported interaction prompt ${details.prompt.name}`));
    }
  });

  router.post('/interaction/:uid/login', parseForm, async (req: Request, res: Response) => {
    const details = await currentInteraction(req, res);
    if (!details) return;
    if (details.prompt.name !== 'login') {
      res.redirect(303, `/interaction/${encodeURIComponent(details.uid)}`);
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';

    const errors: FieldErrors = {};
    if (!username) errors.username = MESSAGES.usernameRequired;
    if (!password) errors.password = MESSAGES.passwordRequired;
    if (errors.username || errors.password) {
      send(res, 400, loginPage({ bankName, uid: details.uid, username, errors }));
      return;
    }

    const check = await checkPassword(db, username, password);
    if (check.outcome !== 'Correct') {
      const message =
        check.outcome === 'Blocked' || check.outcome === 'CredentialBlocked'
          ? MESSAGES.blocked
          : check.outcome === 'Inactive'
            ? MESSAGES.inactive
            : check.outcome === 'NonSignatory'
              ? MESSAGES.nonSignatory
              : MESSAGES.failed;
      send(res, 401, loginPage({ bankName, uid: details.uid, username, errors: { username: message } }));
      return;
    }
    // Password alone completes this route (it is the accessible alternative), so it counts as a full sign-in.
    recordSuccessfulSignIn(db, check.customer.userId, clock());
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: check.customer.userId, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  });

  router.post('/interaction/:uid/abort', async (req: Request, res: Response) => {
    const details = await currentInteraction(req, res);
    if (!details) return;
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The customer cancelled signing in' },
      { mergeWithLastSubmission: false },
    );
  });

  return router;
}
