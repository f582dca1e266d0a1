import { COUNT_POLL_MS } from './messaging-poll.ts';

// Without the contract's schemas (classic zod, server-side), so the message forms can read it in the browser
// (decision 040). shared/api/messaging.ts re-exports it.

/** spec 3 §9. */
export const MESSAGING = {
  pageSize: 8,
  messageMax: 750,
  subjectMax: 100,
  defaultSubject: 'General Enquiry',
  countPollMs: COUNT_POLL_MS,
} as const;
