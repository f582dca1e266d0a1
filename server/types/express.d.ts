import 'express-session';
import type { Logger } from 'pino';
import type { NativeAuth, OidcAuth, SignedOutReason, SignInFlow } from '../auth/types.ts';
import type {
  ForgottenPasswordFlow,
  ForgottenUsernameState,
  Journeys,
  PersonalDetailsUpdateFlow,
  RegistrationFlow,
  SystemMessagesCache,
  TwoFactorState,
  UpdateSecurityFlow,
} from '../../shared/session/journey-state.ts';

declare module 'express-session' {
  // csrfToken (the CSRF synchronizer token) is declared by csrf-sync.
  interface SessionData {
    createdAt: number;
    lastActivity: number;
    auth: NativeAuth | OidcAuth;
    returnTo: string;
    signIn: SignInFlow;
    /**
     * Step 2 answered CredentialBlocked: the positions that were asked for, so that the next GET of step 2 shows the
     * message and the Home button once (post-redirect-get, the same with JavaScript on and off).
     */
    signInCredentialBlocked: { positions: number[] };
    signInFailures: number;
    /** A message for the next sign-in page: the flow timed out, or its ticket was no longer valid. */
    signInNotice: 'Timeout' | 'InvalidTicket';
    /** Set by POST /sign-out for an identity-provider session: /mgr-signed-out may then end it. */
    signOutRequested: boolean;
    /** Set when the first sign-in activated the credential (spec 1 §4 ActivationSuccess, first-login flag). */
    firstLogin: boolean;
    oidcFlow: { codeVerifier: string; state: string; nonce: string; returnTo: string };
    /** One-shot message for the next page (e.g. SessionTimeout on /signed-out). */
    flash: { signedOut?: SignedOutReason };
    /** Registration (app/routes/registration): stage, ticket, details except secrets, timer start. */
    registration: RegistrationFlow;
    /** Forgotten username (app/routes/forgotten-username): the username found, shown once. */
    forgottenUsername: ForgottenUsernameState;
    /** A two-factor challenge in progress and its pending request (app/routes/two-factor). */
    twoFactor: TwoFactorState;
    /** Forgotten password (app/routes/forgotten-password): stage, tickets, timer start. */
    forgottenPassword: ForgottenPasswordFlow;
    /** Update security details (app/routes/update-security-details): the change under way, or done. */
    updateSecurity: UpdateSecurityFlow;
    /** Maturity messages the customer dismissed, as '{account hex id}:{maturity date}' (spec 2 §2). */
    dismissedMaturity: string[];
    /** System messages fetched for this session, kept a few minutes (app/components/system-messages). */
    systemMessages: SystemMessagesCache;
    /** Hashes of the system messages this customer dismissed; they last as long as the session (decision 017). */
    dismissedSystemMessages: string[];
    /** The last signed-in path that pinged the bank, and when (spec 2 §4 Navigation; decision 017). */
    lastPing: { path: string; at: number };
    /** Personal details (app/routes/personal-details): the outcome of the last update, for its confirmation. */
    personalDetailsUpdate: PersonalDetailsUpdateFlow;
    /** The money journeys under way, by name (app/lib/journey.server.ts). */
    journeys: Journeys;
    /** Who a forgotten-password flow's one-time codes are for, hashed: codes sent are limited per person (decision 029). */
    rateLimitSubject: string;
    /** The bank's answer to "is this signed-in user a content editor?" (editor deployment only; decision 035). */
    contentEditor: boolean;
  }
}

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
      /** Set when this request found its session idle past SESSION_EXPIRY_MINUTES (and so reset it). */
      sessionExpired?: boolean;
      /** Set when this request found a session idle past SESSION_EXPIRY_MINUTES that nobody had signed in to. */
      anonymousSessionExpired?: boolean;
    }
    interface Locals {
      nonce: string;
      /** This request called the bank (server/context.ts): its failure counts towards the rate limits. */
      askedBank?: boolean;
      /** A rate limit answered this request (server/middleware/rate-limit.ts): the bank was not asked. */
      rateLimited?: boolean;
      /** The CSRF token an unsafe request sent, as sent (server/middleware/csrf.ts). */
      csrfSent?: string;
    }
  }
}
