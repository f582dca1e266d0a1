// What the server session keeps of a forgotten-username request: SessionData.forgottenUsername
// (server/types/express.d.ts). Post-redirect-get: the action stores the username found, the next GET of
// /forgotten-username/retrieve shows it once and forgets it.

export type ForgottenUsernameState = {
  /** The username upstream found for the personal details (spec 1 §2 /retrieve "shows the username"). */
  username: string;
};
