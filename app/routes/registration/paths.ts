// Where registration's pages are. What the session keeps of a registration is RegistrationFlow
// (shared/session/journey-state.ts): nothing of it reaches the page except the stage and the non-secret details.

/**
 * The one URL of the two stages (spec 1 §2 /registration/register/:id?): the stage comes from the session, so each
 * variant keeps one address while its page shows step 1 or step 2.
 */
export function registerPath(activate: boolean): string {
  return activate ? '/registration/register/activate' : '/registration/register';
}
