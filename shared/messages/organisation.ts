// Organisation details (spec 1 §2 "Update organisation details", §3 "Organisation").

export const organisationMessages = {
  /** With no marketing preferences on record. */
  NoPreferences: "Sorry - we don't have a record of your contact preferences",
} as const;
