// What the server session knows about a signed-in customer. Tickets and tokens never leave the server.

export type Customer = { userId: string; username: string; name: string; lastLoggedIn?: string | undefined };

export type NativeAuth = { kind: 'native'; sessionTicket: string; customer: Customer };
export type OidcAuth = {
  kind: 'oidc';
  accessToken: string;
  refreshToken?: string | undefined;
  idToken?: string | undefined;
  expiresAt: number;
  customer: Customer;
};

export type SignInFlow = {
  /** Opaque upstream ticket for step 2; never sent to the browser. */
  ticket: unknown;
  positions: number[];
  username: string;
  rememberMe: boolean;
  startedAt: number;
  failedPinAttempts: number;
  /** The automatic activation request (spec 1 §4 RequireActivation) is sent once per flow. */
  activationSent?: boolean;
};

/** Why the customer landed on /signed-out: the inactivity timeout, a 402 from upstream, or their own Sign out. */
export type SignedOutReason = 'SessionTimeout' | 'UnauthorizedSignedOut' | 'UserSignedOut';
