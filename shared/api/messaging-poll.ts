// zod-free, so the pages without React (app/enhance/) can read it without the contract's schemas.

/** spec 3 §6 and §9: the 'My Messages' badge asks for the new-message count every 2 minutes. */
export const COUNT_POLL_MS = 120_000;
