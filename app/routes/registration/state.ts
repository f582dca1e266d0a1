// What the server session keeps of a registration (ARCHITECTURE.md "Forms and journeys": stage, ticket, entered
// details except secrets, variant, timer start). SessionData.registration (server/types/express.d.ts) has this type.
// Nothing here reaches the page except the stage and the non-secret details shown back in the form.

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

/**
 * The one URL of the two stages (spec 1 §2 /registration/register/:id?): the stage comes from the session, so each
 * variant keeps one address while its page shows step 1 or step 2.
 */
export function registerPath(activate: boolean): string {
  return activate ? '/registration/register/activate' : '/registration/register';
}
