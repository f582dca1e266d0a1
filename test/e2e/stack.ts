import { join } from 'node:path';
import { stackPorts } from './env.ts';

// The stack the browser tests and the pa11y report run against: the sandbox bank and identity provider, and two
// portals on it, one per sign-in mode, plus the editor deployment (managed content, decision 035).
// playwright.config.ts starts it as webServer entries, test/a11y/run.ts itself; both reuse servers already listening
// on these ports. The built portal is used (`npm run build` first).
//
// The sandbox's identity-provider client is registered for a single portal URL (sandbox/idp/provider.ts
// portalClient), so it is given the oidc portal's; the native portal never needs the provider.

/**
 * Runs a stack server's entry point tied to its starter: the server stops when its standard input (a pipe from the
 * starter) closes. `node SERVE <script>`.
 */
export const SERVE = 'test/e2e/serve.ts';

export type StackServer = {
  name: string;
  /** The Node entry point, run with the current Node through SERVE. */
  script: string;
  env: Record<string, string>;
  /** Answers 2xx once the server is ready. */
  readyUrl: string;
};

/** The servers of stack `index` (one per Playwright worker; test/e2e/env.ts), with its files under `runDir`. */
export function stackServers(runDir: string, index = 0): StackServer[] {
  const ports = stackPorts(index);
  const apiUrl = `http://127.0.0.1:${ports.sandboxApi}`;
  const idpUrl = `http://127.0.0.1:${ports.sandboxIdp}`;
  const acsUrl = `http://127.0.0.1:${ports.sandboxAcs}`;
  const oidcUrl = `http://localhost:${ports.oidc}`;
  const dir = join(runDir, `stack-${index}`);
  const portal = (authMode: 'native' | 'oidc', port: number): StackServer => ({
    name: `portal-${authMode}-${index}`,
    script: 'server/index.ts',
    env: {
      PORT: String(port),
      UPSTREAM_API_URL: apiUrl,
      OIDC_ISSUER: idpUrl,
      SESSION_DATA_DIR: join(dir, `sessions-${authMode}`),
      AUTH_MODE: authMode,
      // The sandbox card issuer: the only origin the 3-D Secure verification page may frame and post to.
      CARD_ISSUER_ORIGINS: acsUrl,
      SESSION_EXPIRY_MINUTES: '20',
      // Metrics on a free port of each portal's own: several portals run at once (server/metrics.ts).
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      // The browser suite drives Alex through every two-factor status in both projects (about 40 passcodes on one
      // stack in minutes): more than the per-customer limit of codes sent allows a real customer in an hour. Every
      // other limit keeps its default (decision 029).
      RATE_LIMIT_OTP_SENDS: '1000',
    },
    readyUrl: `http://localhost:${port}/health/ready`,
  });
  return [
    {
      name: `sandbox-${index}`,
      script: 'sandbox/index.ts',
      env: {
        SANDBOX_API_PORT: String(ports.sandboxApi),
        SANDBOX_IDP_PORT: String(ports.sandboxIdp),
        SANDBOX_ACS_PORT: String(ports.sandboxAcs),
        // A fresh database per run: no lockouts or sessions left over from an earlier one.
        SANDBOX_DB: join(dir, 'sandbox.sqlite'),
        PORTAL_URL: oidcUrl,
        SANDBOX_QUIET: '1',
        SANDBOX_TEST_CONTROLS: '1',
      },
      readyUrl: `${idpUrl}/.well-known/openid-configuration`,
    },
    portal('native', ports.native),
    portal('oidc', ports.oidc),
    // The editor deployment (APP_ENV=editor, config/editor.json with the sandbox's addresses over it): managed
    // content's editor mode for a signed-in content editor (decision 035). A deployment needs a real session secret.
    (() => {
      const editor = portal('native', ports.editor);
      return {
        ...editor,
        name: `portal-editor-${index}`,
        env: {
          ...editor.env,
          APP_ENV: 'editor',
          SESSION_DATA_DIR: join(dir, 'sessions-editor'),
          SESSION_SECRET: 'e2e-editor-portal-session-key-7Hq2Lx9Vw4Zr',
        },
      };
    })(),
  ];
}
