// Personal details update result (spec 2 §8). Keys are the update ResponseStatus; `Unknown` is "anything else".
// Spelling slips in the spec corrected: "occured" → "occurred", "Unkown" → "Unknown".

export const personalDetailsUpdateResult = {
  Success: { title: 'Personal details updated', text: 'You have updated your personal details' },
  Failed: {
    title: 'Personal details update failed',
    text: 'An error occurred while trying to process your request',
  },
  Unknown: {
    title: 'Unknown Error',
    text: 'An unknown error occurred please check your accounts before retrying.',
  },
} as const;

export function personalDetailsUpdateOutcome(
  responseStatus: string,
): keyof typeof personalDetailsUpdateResult {
  return responseStatus === 'Success' || responseStatus === 'Failed' ? responseStatus : 'Unknown';
}
