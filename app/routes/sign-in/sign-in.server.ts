import { signInResponseSchema, pinPositions, type SignInResponse } from '#shared/api/webauthentication.ts';
import type { Customer, NativeAuth } from '../../../server/auth/types.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { safeReturnTo } from '#shared/domain/return-to.ts';

// The upstream calls of native sign-in (spec 1 §7 "Sign-in step 1/2") and what the session keeps between steps.

export const SIGN_IN_CREATE = '/webauthentication/v2.0/user/sign-in/create';
export const SIGN_IN_UPDATE = '/webauthentication/v2.0/user/sign-in/update';

export function createSignIn(ctx: AppContext, username: string, password: string) {
  return ctx.upstream({
    path: SIGN_IN_CREATE,
    body: {
      Username: username,
      CredentialValues: [{ Name: 'Password', Value: password }],
      ExtendedProperties: null,
    },
    schema: signInResponseSchema,
  });
}

export function updateSignIn(ctx: AppContext, ticket: unknown, pin: string) {
  return ctx.upstream({
    path: SIGN_IN_UPDATE,
    body: { Ticket: ticket, CredentialValues: [{ Name: 'Pin', Value: pin }], ExtendedProperties: null },
    schema: signInResponseSchema,
  });
}

export const ACTIVATE_CREDENTIALS = '/webauthentication/v2.0/user/setupcredentials/activate';

/** spec 1 §4 "Sign-in step 2": RequireActivation with an activation ticket sends this once. */
export function activateCredentials(ctx: AppContext, requireActivationTicket: unknown) {
  return ctx.upstream({
    path: ACTIVATE_CREDENTIALS,
    body: { RequireActivationTicket: requireActivationTicket },
    schema: signInResponseSchema,
  });
}

/** Keeps the step-2 ticket and the positions asked for in the server session; the page only sees positions. */
export function rememberSignInTicket(
  ctx: AppContext,
  response: SignInResponse,
  username: string,
  rememberMe: boolean,
) {
  const positions = pinPositions(response.SignInTicket);
  if (!response.SignInTicket || !positions) return false;
  const previous = ctx.session.signIn;
  ctx.session.signIn = {
    ticket: response.SignInTicket,
    positions,
    username,
    rememberMe,
    startedAt: previous?.startedAt ?? ctx.now(),
    failedPinAttempts: previous?.failedPinAttempts ?? 0,
  };
  return true;
}

function customerFrom(response: SignInResponse, fallbackUsername: string): Customer {
  return {
    userId: response.Customer?.UserId ?? fallbackUsername,
    username: response.Customer?.Username ?? fallbackUsername,
    name: response.Customer?.Name ?? '',
    lastLoggedIn: response.Customer?.LastLoggedIn ?? undefined,
  };
}

/**
 * The sign-in flow timer (spec 1 §4 "inactivity timers ... sign-in (LOG_IN)"): steps 1 to 2 must be done within
 * FLOW_TIMEOUT_MINUTES, after which the flow starts again with the timer's message (spec 1 §8 Timeout; decision 032).
 */
export function signInFlowExpired(ctx: AppContext): boolean {
  const flow = ctx.session.signIn;
  return Boolean(flow && ctx.now() - flow.startedAt >= ctx.config.flowTimeoutMinutes * 60_000);
}

/** Success: the session ticket and customer go into a new server session; returns where to go next. */
export async function completeSignIn(
  ctx: AppContext,
  response: SignInResponse,
  username: string,
): Promise<string | undefined> {
  if (!response.SessionTicket) return undefined;
  const auth: NativeAuth = {
    kind: 'native',
    sessionTicket: response.SessionTicket,
    customer: customerFrom(response, username),
  };
  const returnTo = safeReturnTo(ctx.session.returnTo);
  await ctx.signIn(auth);
  delete ctx.session.returnTo;
  return returnTo;
}
