// Client-safe constants of the messaging pages (the .server module cannot be imported by components).
export const BASE = '/messaging-twoway';
