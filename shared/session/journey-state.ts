// What each journey keeps in the server session: the types of SessionData's journey fields
// (server/types/express.d.ts). They sit here, outside both server/ and app/, so that the session's type can name them
// without server/ importing the route tree, and the journeys in app/ can use them without importing server/.
// Types only: nothing here runs, and none of it reaches a page.
import type { UpstreamTicket } from '../api/forgotten.ts';
import type { personalDetailsUpdateResult } from '../messages/personal-details.ts';

// ---- Registration (app/routes/registration): SessionData.registration ----
/**
 * spec 1 §4 "Registration": PersonalDetails, then SecurityDetails. ActivationCode is PersonalDetails in the
 * activation-code variant, forced by an identity check answering ActivationStatus Expired or '5'. Registered is set
 * once the credentials are set up, so /registration/success can tell that it follows a registration.
 */
export type RegistrationStage = 'PersonalDetails' | 'ActivationCode' | 'SecurityDetails' | 'Registered';

/** The personal details as checked (trimmed, normalised); the date of birth is sent again with the credentials. */
export type RegistrationDetails = {
  firstname: string;
  lastname: string;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  postcode: string;
  accountNumber: string;
};

/** A one-shot message for the personal details page after the journey was sent back to it (spec 1 §8). */
export type RegistrationNotice = 'Timeout' | 'InvalidTicket';

export type RegistrationFlow = {
  stage: RegistrationStage;
  /** The activation-code variant (/registration/register/activate). */
  activate: boolean;
  details?: RegistrationDetails | undefined;
  /** The register call's Ticket, sent back to credentials/setup. Opaque; never sent to the browser. */
  ticket?: unknown;
  /** ctx.now() when the security stage started: TICKET_EXPIRY_MINUTES later it times out. */
  securityStartedAt?: number | undefined;
  notice?: RegistrationNotice | undefined;
};

// ---- Forgotten username (app/routes/forgotten-username): SessionData.forgottenUsername ----
// Post-redirect-get: the action notes that the request was answered, the next GET of /forgotten-username/retrieve
// says so once. The username itself never reaches the portal: the bank sends it to the customer (decision 029).
export type ForgottenUsernameState = {
  /** The request was answered: 'we have sent your username', whether or not the details matched anyone. */
  sent: true;
};

// ---- Forgotten password (app/routes/forgotten-password) ----
/** SessionData.forgottenPassword. */
export type ForgottenPasswordFlow =
  | { stage: 'personal'; notice?: string }
  | {
      stage: 'challenge';
      activationTicket: UpstreamTicket;
      dateOfBirth: string;
      nameForSuggestion: string;
    }
  | {
      stage: 'security';
      resetTicket: UpstreamTicket;
      dateOfBirth: string;
      nameForSuggestion: string;
      /** Start of the Security step (ctx.now()): the FORGOT_CREDENTIALS timer of spec 1 §4. */
      startedAt: number;
    }
  | { stage: 'done' };

// ---- Update security details (app/routes/update-security-details) ----
/** SessionData.updateSecurity: the new username (not a secret) while the change is under way; `done` after it. */
export type UpdateSecurityFlow = { username?: string; done?: boolean };

// ---- System messages (app/components/system-messages): SessionData.systemMessages ----
export type SystemMessagesCache = { fetchedAt: number; bodies: string[]; failed?: boolean };

// ---- The money journeys (app/lib/journey.server.ts): SessionData.journeys, by journey name ----
export type JourneyState<Stage extends string = string, Data = unknown> = {
  /** The journey's URL scope: leaving every path under it ends the journey. */
  scope: string;
  /** The hex id of the account the journey is for. */
  account: string;
  stage: Stage;
  data: Data;
  /** The review's one-time submission key (a new one after each definite failure, for the customer's retry). */
  submissionKey?: string | undefined;
  /** The last definite failure's message, shown on the review page until the next attempt. */
  failed?: string | undefined;
};

export type Journeys = Record<string, JourneyState>;

// ---- Personal details (app/routes/personal-details) ----
export type PersonalDetailsOutcome = keyof typeof personalDetailsUpdateResult;

/** SessionData.personalDetailsUpdate: the outcome of the last update, for its confirmation page. */
export type PersonalDetailsUpdateFlow = { outcome: PersonalDetailsOutcome };

// ---- Two-factor challenge (app/routes/two-factor) ----
/** Every screen of spec 2 §2 "Two-factor challenge screens", plus `done` (the replay succeeded). */
export type TwoFactorStage =
  | 'destination'
  | 'code'
  | 'failed'
  | 'request-limit'
  | 'unavailable'
  | 'expired-code'
  | 'expired-challenge'
  | 'exceeded'
  | 'unsupported'
  | 'done';

/** What a journey tells the mechanism when it opts in. */
export type TwoFactorJourney = {
  /** The journey's name (e.g. 'updateSecurity'): a result is only handed to the journey that asked. */
  name: string;
  /** The journey's own pages; leaving them (and the challenge screens) ends the challenge (spec 1 §2). */
  scope: string;
  /** Where a passed challenge continues: a page whose loader takes the result. */
  continueTo: string;
  /** Cancel: the originating page (spec 2 §4 Cancel). */
  cancelTo: string;
  /**
   * Where the expiry screens' 'Start again' returns: sign-in for a signed-in journey, whose session it ends (spec 2
   * §4: expiry pages return to sign-in), the start of the journey for a signed-out one.
   */
  restartTo: string;
};

/** The request waiting for a passed challenge: replayed byte for byte (upstream binds the challenge to it). */
export type PendingRequest = { path: string; body: unknown };

/** SessionData.twoFactor. */
export type TwoFactorState = TwoFactorJourney & {
  stage: TwoFactorStage;
  request: PendingRequest;
  challengeKey: string;
  /** Where a passcode may go, as upstream listed them (only the masked labels reach the page). */
  destinations?: string[];
  /** The destination the passcode went to; 'Request another code' sends to it again. */
  destination?: string;
  /** FAILED answers so far: the second one adds the second-attempt warning. */
  wrongCodes: number;
  /** A new code was sent: the code page says so once. */
  resent?: boolean;
  /** The status behind the 'unsupported' screen. */
  unsupportedStatus?: string;
  /** The replay's answer (stage 'done'), waiting for the journey's `continueTo` loader. */
  result?: unknown;
};
