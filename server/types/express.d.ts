import 'express-session';
import type { Logger } from 'pino';
import type { NativeAuth, OidcAuth, SignedOutReason, SignInFlow } from '../auth/types.ts';

declare module 'express-session' {
  interface SessionData {
    csrfToken: string;
    createdAt: number;
    lastActivity: number;
    auth: NativeAuth | OidcAuth;
    returnTo: string;
    signIn: SignInFlow;
    signInFailures: number;
    /** A message for the next sign-in page: the flow timed out, or its ticket was no longer valid. */
    signInNotice: 'TimeoutReset' | 'InvalidTicket';
    /** Set when the first sign-in activated the credential (spec 1 §4 ActivationSuccess, first-login flag). */
    firstLogin: boolean;
    oidcFlow: { codeVerifier: string; state: string; nonce: string; returnTo: string };
    /** One-shot message for the next page (e.g. SessionTimeout on /signed-out). */
    flash: { signedOut?: SignedOutReason };
  }
}

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
      /** Set when this request found its session idle past SESSION_EXPIRY_MINUTES (and so reset it). */
      sessionExpired?: boolean;
      /** Raw body of a form POST, kept so React Router can read it after the CSRF check. */
      rawBody?: Buffer;
    }
    interface Locals {
      nonce: string;
    }
  }
}
