// Generic pages (spec 1 §2 "Shell and generic routes", §8 "Pages").

export const notFoundPage = {
  title: 'Resource not found.',
  text: 'The requested resource could not be found.',
} as const;

export const networkErrorPage = {
  title: 'Network Error',
  text: "The operation couldn't be completed.",
  back: 'Back to previous page',
} as const;

/** /network-error's managed texts (issue 13; decision 035): tag 'network-error', defaults as above. */
export const NETWORK_ERROR_TAG = 'network-error';
export const NETWORK_ERROR_DEFAULTS = { content: { ...networkErrorPage } };
