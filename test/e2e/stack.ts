import { join } from 'node:path';
import {
  NATIVE_PORT,
  OIDC_PORT,
  OIDC_URL,
  SANDBOX_ACS_PORT,
  SANDBOX_ACS_URL,
  SANDBOX_API_PORT,
  SANDBOX_API_URL,
  SANDBOX_IDP_PORT,
  SANDBOX_IDP_URL,
} from './env.ts';

// The stack the browser tests and the pa11y report run against: the sandbox bank and identity provider, and two
// portals on it, one per sign-in mode. playwright.config.ts starts it as webServer entries, test/a11y/run.ts
// itself; both reuse servers already listening on these ports. The built portal is used (`npm run build` first).
//
// The sandbox's identity-provider client is registered for a single portal URL (sandbox/idp/provider.ts
// portalClient), so it is given the oidc portal's; the native portal never needs the provider.

export type StackServer = {
  name: string;
  /** The Node entry point, run with the current Node. */
  script: string;
  env: Record<string, string>;
  /** Answers 2xx once the server is ready. */
  readyUrl: string;
};

export function stackServers(runDir: string): StackServer[] {
  const portal = (authMode: 'native' | 'oidc', port: number): StackServer => ({
    name: `portal-${authMode}`,
    script: 'server/index.ts',
    env: {
      PORT: String(port),
      UPSTREAM_API_URL: SANDBOX_API_URL,
      OIDC_ISSUER: SANDBOX_IDP_URL,
      SESSION_DATA_DIR: join(runDir, `sessions-${authMode}`),
      AUTH_MODE: authMode,
      // The sandbox card issuer: the only origin the 3-D Secure verification page may frame and post to.
      CARD_ISSUER_ORIGINS: SANDBOX_ACS_URL,
      SESSION_EXPIRY_MINUTES: '20',
      LOG_LEVEL: 'warn',
    },
    readyUrl: `http://localhost:${port}/health/ready`,
  });
  return [
    {
      name: 'sandbox',
      script: 'sandbox/index.ts',
      env: {
        SANDBOX_API_PORT: String(SANDBOX_API_PORT),
        SANDBOX_IDP_PORT: String(SANDBOX_IDP_PORT),
        SANDBOX_ACS_PORT: String(SANDBOX_ACS_PORT),
        // A fresh database per run: no lockouts or sessions left over from an earlier one.
        SANDBOX_DB: join(runDir, 'sandbox.sqlite'),
        PORTAL_URL: OIDC_URL,
        SANDBOX_QUIET: '1',
        SANDBOX_TEST_CONTROLS: '1',
      },
      readyUrl: `${SANDBOX_IDP_URL}/.well-known/openid-configuration`,
    },
    portal('native', NATIVE_PORT),
    portal('oidc', OIDC_PORT),
  ];
}
