// Where the browser tests find the stack that playwright.config.ts starts (or reuses). Also read by test/a11y/run.ts.
// The portals are reached as http://localhost and the sandbox as http://127.0.0.1, so their cookies never mix.

// E2E_PORT_BASE moves the whole stack (default 3910), so two checkouts can run their browser tests side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3910);
export const NATIVE_PORT = BASE;
export const OIDC_PORT = BASE + 10;
export const SANDBOX_API_PORT = BASE + 1;
export const SANDBOX_IDP_PORT = BASE + 2;
/** The sandbox card issuer (3-D Secure ACS): another site than the portal and the bank's API. */
export const SANDBOX_ACS_PORT = BASE + 3;

/** The portal with native sign-in (username, password, memorable number). */
export const NATIVE_URL = `http://localhost:${NATIVE_PORT}`;
/** The portal whose protected routes use the identity provider (/mgr-sign-in). */
export const OIDC_URL = `http://localhost:${OIDC_PORT}`;
export const SANDBOX_API_URL = `http://127.0.0.1:${SANDBOX_API_PORT}`;
export const SANDBOX_IDP_URL = `http://127.0.0.1:${SANDBOX_IDP_PORT}`;
export const SANDBOX_ACS_URL = `http://127.0.0.1:${SANDBOX_ACS_PORT}`;

/** The demo customers of sandbox/db/seed.ts (test/helpers/customers.ts). */
export { CARL, DEMO, EZRA, MAYA, NORA, PIP, SINGLE, WES } from '../helpers/customers.ts';
