// Where the browser tests find the stack that playwright.config.ts starts (or reuses). Also read by test/a11y/run.ts.
// The portals are reached as http://localhost and the sandbox as http://127.0.0.1, so their cookies never mix.

// Each Playwright worker has a whole stack of its own (playwright.config.ts), so tests in parallel never share a
// customer's lockouts, sessions or money: worker n (TEST_PARALLEL_INDEX, set by Playwright in each worker process)
// uses the ports from E2E_PORT_BASE + n × STACK_STRIDE. E2E_PORT_BASE (default 3910) moves every stack, so two
// checkouts can run their browser tests side by side; E2E_STACKS (default 2) sets how many stacks and workers run.
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3910);
export const STACK_STRIDE = 20;
export const E2E_STACKS = Math.max(1, Number(process.env.E2E_STACKS ?? 2));

/** The ports of stack `index`. */
export function stackPorts(index: number) {
  const base = E2E_PORT_BASE + index * STACK_STRIDE;
  return {
    native: base,
    oidc: base + 10,
    sandboxApi: base + 1,
    sandboxIdp: base + 2,
    /** The sandbox card issuer (3-D Secure ACS): another site than the portal and the bank's API. */
    sandboxAcs: base + 3,
    /** The editor deployment (APP_ENV=editor): managed content's editor mode (decision 035). */
    editor: base + 11,
  };
}

const ports = stackPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const NATIVE_PORT = ports.native;
export const OIDC_PORT = ports.oidc;
export const SANDBOX_API_PORT = ports.sandboxApi;
export const SANDBOX_IDP_PORT = ports.sandboxIdp;
export const SANDBOX_ACS_PORT = ports.sandboxAcs;
export const EDITOR_PORT = ports.editor;

/** The portal with native sign-in (username, password, memorable number). */
export const NATIVE_URL = `http://localhost:${NATIVE_PORT}`;
/** The portal whose protected routes use the identity provider (/mgr-sign-in). */
export const OIDC_URL = `http://localhost:${OIDC_PORT}`;
/** The editor deployment (native sign-in; a content editor such as edna.editor gets editor mode). */
export const EDITOR_URL = `http://localhost:${EDITOR_PORT}`;
export const SANDBOX_API_URL = `http://127.0.0.1:${SANDBOX_API_PORT}`;
export const SANDBOX_IDP_URL = `http://127.0.0.1:${SANDBOX_IDP_PORT}`;
export const SANDBOX_ACS_URL = `http://127.0.0.1:${SANDBOX_ACS_PORT}`;

/** The demo customers of sandbox/db/seed.ts (test/helpers/customers.ts). */
export { CARL, DEMO, EDNA, EZRA, MAYA, MIA, NORA, PIP, SINGLE, WES } from '../helpers/customers.ts';
