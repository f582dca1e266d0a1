// What the server session keeps of a forgotten-username request: SessionData.forgottenUsername
// (server/types/express.d.ts). Post-redirect-get: the action notes that the request was answered, the next GET of
// /forgotten-username/retrieve says so once. The username itself never reaches the portal's pages: the bank sends it
// to the customer's registered contact (issue 12; decision 029).

export type ForgottenUsernameState = {
  /** The request was answered: 'we have sent your username', whether or not the details matched anyone. */
  sent: true;
};
