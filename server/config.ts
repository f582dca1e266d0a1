import { ConfigError, invalid } from './config/error.ts';
import { DEPLOYMENTS, readDeploymentFile } from './config/deployment-file.ts';
import { envSchema, LOCAL_DEFAULTS, LOOPBACK, parseOrigins, parseTrustProxy } from './config/env.ts';

// Environment, parsed once at start-up (docs/architecture.md, Configuration). A bad value stops the process with a
// message naming the variable; `npm start` with no variables runs against the sandbox with safe local defaults.
// APP_ENV=prod|qa|uat|editor also reads config/<APP_ENV>.json (spec 2 §7 "Deployment configuration"; decision 017):
// the deployment's addresses and lifetimes, committed, never a secret. A variable set in the environment wins over the
// file; secrets (session secret, client secret, Redis password) only ever come from the environment.

export { ConfigError } from './config/error.ts';
export { DEPLOYMENTS, defaultConfigDir } from './config/deployment-file.ts';
export { parseOrigins } from './config/env.ts';
export { publicConfig, type PublicConfig } from './config/public.ts';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /**
   * True when the portal is reached over plain http on loopback: no HSTS, no Secure cookies (docs/stack-notes.md,
   * The CSP and what it rules out).
   */
  insecureLocal: boolean;
  bankName: string;
  /** The bank's public website, which hosts its content pages (spec 2 §7 content host). */
  bankHomeUrl: string;
  supportPhone: string;
  supportEmail: string;
  upstream: { url: string; timeoutMs: number; brandCode: string };
  /** Managed content from the bank's cmscontent area (decision 035). */
  content: { timeoutMs: number; freshMs: number };
  authMode: 'native' | 'oidc';
  oidc: {
    /** The identity provider (spec 2 §7 identity URL): its discovery document gives the token and logout endpoints. */
    issuer: string;
    clientId: string;
    clientSecret: string;
    /** Where browsers are sent to authorise (spec 2 §7 authorisation URL); unset: the discovered endpoint. */
    authorisationUrl: string | undefined;
  };
  session: {
    secret: string;
    expiryMinutes: number;
    absoluteMinutes: number;
    dataDir: string;
    redisUrl: string | undefined;
    redisConnectTimeoutMs: number;
    redisCommandTimeoutMs: number;
  };
  /** The bank's ticket lifetime as the deployment states it (spec 2 §7 ticketExpiry). */
  ticketExpiryMinutes: number;
  /**
   * The flow timer of sign-in, the registration security step and the forgotten-password security step
   * (FLOW_TIMEOUT_MINUTES; decision 032): always shorter than the session's idle expiry, so a customer who never
   * signed in is told the flow took too long instead of losing it to the session's inactivity limit.
   */
  flowTimeoutMinutes: number;
  appEnv: 'local' | (typeof DEPLOYMENTS)[number];
  /** The deployment file read (relative to the project), or undefined for `local`. */
  configFile: string | undefined;
  /** The tag manager id of the deployment. Kept on the server: no tag is loaded yet (decision 017). */
  tagId: string | undefined;
  logLevel: string;
  /** JSON lines, or readable ones for a person at a terminal (`npm start`). */
  logFormat: 'json' | 'pretty';
  /** The metrics server's address (server/metrics.ts); `port` undefined: no metrics server (METRICS_PORT=off). */
  metrics: { port: number | undefined; host: string };
  /**
   * The card issuers' 3-D Secure origins (CARD_ISSUER_ORIGINS): only the verification page adds them to its CSP
   * frame-src and form-action, and a ThreeDSecureUrl elsewhere is never handed to the browser (decision 020). In
   * production without the variable the list is empty: every 3-D Secure hand-off is then refused.
   */
  cardIssuerOrigins: string[];
  /**
   * Anti-automation (decision 029): per client, failures in RATE_LIMIT_WINDOW_MINUTES on each of sign-in, the
   * identity forms and code entry, and identity-provider hand-offs; per target, in RATE_LIMIT_TARGET_WINDOW_MINUTES,
   * failed sign-ins per username, identity attempts per person, wrong codes and codes sent per customer.
   */
  rateLimits: {
    windowMinutes: number;
    clientFailures: number;
    targetWindowMinutes: number;
    accountFailures: number;
    identityAttempts: number;
    otpFailures: number;
    otpSends: number;
    handOffs: number;
  };
  /**
   * Express's `trust proxy` (TRUST_PROXY): the hops or proxy addresses whose X-Forwarded-For gives the client's
   * address, the per-client rate limits' key. false (the default, in every mode): the connection's own address.
   */
  trustProxy: number | string | false;
  /** Names of the variables that fell back to local sandbox defaults, to say so at start-up. */
  localDefaults: string[];
};

/**
 * The flow timer's default: 15 minutes, and never longer than the bank's tickets or as long as the session's idle
 * expiry (decision 032).
 */
export const DEFAULT_FLOW_TIMEOUT_MINUTES = 15;

type LoadOptions = {
  /** Where config/<APP_ENV>.json is read from; tests point it at a temporary folder. */
  configDir?: string;
};

/** Words that mark a secret copied from an example rather than made for the deployment. */
const PLACEHOLDER_SECRET = /change-?me|not-for-production|placeholder|example|secret-here|sandbox/i;

/**
 * Why `secret` is not a real session secret outside a local run, or undefined when it is one: given, not the
 * sandbox default or a placeholder, and not a short repeat ('pppp…', '0123…0123') — at least 12 distinct characters.
 */
export function sessionSecretProblem(secret: string | undefined): string | undefined {
  if (!secret) return 'is required outside a local run';
  if (secret === LOCAL_DEFAULTS.SESSION_SECRET || PLACEHOLDER_SECRET.test(secret))
    return 'must be a secret made for this deployment, not the sandbox default or a placeholder';
  if (new Set(secret).size < 12)
    return 'must be random (at least 12 different characters), e.g. from `openssl rand -base64 48`';
  return undefined;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw invalid('', parsed.error.issues);
  const env = parsed.data;
  const deployment =
    env.APP_ENV === 'local'
      ? undefined
      : readDeploymentFile(env.APP_ENV, options.configDir ?? env.APP_CONFIG_DIR);
  const file = deployment?.values;
  const localDefaults: string[] = [];
  const orLocal = <K extends keyof typeof LOCAL_DEFAULTS>(key: K, value: string | undefined): string => {
    if (value) return value;
    localDefaults.push(key);
    return LOCAL_DEFAULTS[key];
  };
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, '');
  const url = new URL(publicUrl);
  // Plain http is only for a portal reached on loopback (local runs, tests, the compose demo); anything a browser
  // reaches over a network must be https, with Secure cookies, the __Host- prefix and HSTS.
  const loopback = LOOPBACK.includes(url.hostname);
  const insecureLocal = url.protocol === 'http:' && loopback;
  if (url.protocol === 'http:' && !loopback && env.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: must be https in production (got ${publicUrl})`,
    );
  }
  // Outside a local run (a deployment variant, or a portal reached other than on loopback) the session secret must
  // be a real one from the environment, whatever NODE_ENV and APP_ENV say: never the sandbox default or a placeholder.
  if (env.APP_ENV !== 'local' || !loopback) {
    const problem = sessionSecretProblem(env.SESSION_SECRET);
    if (problem) {
      throw new ConfigError(
        `Invalid configuration:\n  SESSION_SECRET: ${problem} (APP_ENV=${env.APP_ENV}, PUBLIC_URL=${publicUrl})`,
      );
    }
  }
  const sessionExpiryMinutes = env.SESSION_EXPIRY_MINUTES ?? file?.sessionExpiry ?? 20;
  const ticketExpiryMinutes = env.TICKET_EXPIRY_MINUTES ?? file?.ticketExpiry ?? 20;
  const flowTimeoutMinutes =
    env.FLOW_TIMEOUT_MINUTES ??
    Math.max(1, Math.min(DEFAULT_FLOW_TIMEOUT_MINUTES, ticketExpiryMinutes, sessionExpiryMinutes - 1));
  if (env.FLOW_TIMEOUT_MINUTES !== undefined && flowTimeoutMinutes >= sessionExpiryMinutes) {
    throw new ConfigError(
      `Invalid configuration:\n  FLOW_TIMEOUT_MINUTES: must be shorter than the session's idle expiry (${sessionExpiryMinutes} minutes), got ${flowTimeoutMinutes}`,
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    insecureLocal,
    bankName: env.BANK_NAME,
    bankHomeUrl: env.BANK_HOME_URL ?? file?.contentHost ?? 'https://www.example.com/',
    supportPhone: env.SUPPORT_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    upstream: {
      url: orLocal('UPSTREAM_API_URL', env.UPSTREAM_API_URL ?? file?.apiRoot).replace(/\/$/, ''),
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      brandCode: env.BRAND_CODE,
    },
    content: { timeoutMs: env.CONTENT_TIMEOUT_MS, freshMs: env.CONTENT_FRESH_MS },
    authMode: env.AUTH_MODE,
    oidc: {
      issuer: orLocal('OIDC_ISSUER', env.OIDC_ISSUER ?? file?.identityUrl),
      clientId: orLocal('OIDC_CLIENT_ID', env.OIDC_CLIENT_ID ?? file?.clientId),
      clientSecret: orLocal('OIDC_CLIENT_SECRET', env.OIDC_CLIENT_SECRET),
      authorisationUrl: env.OIDC_AUTHORISATION_URL ?? file?.authorisationUrl,
    },
    session: {
      secret: orLocal('SESSION_SECRET', env.SESSION_SECRET),
      expiryMinutes: sessionExpiryMinutes,
      absoluteMinutes: env.SESSION_ABSOLUTE_MINUTES,
      dataDir: env.SESSION_DATA_DIR,
      redisUrl: env.REDIS_URL,
      redisConnectTimeoutMs: env.REDIS_CONNECT_TIMEOUT_MS,
      redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    },
    ticketExpiryMinutes,
    flowTimeoutMinutes,
    appEnv: env.APP_ENV,
    configFile: deployment?.file,
    tagId: env.TAG_ID ?? file?.tagId,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    metrics: { port: env.METRICS_PORT === 'off' ? undefined : env.METRICS_PORT, host: env.METRICS_HOST },
    cardIssuerOrigins:
      env.CARD_ISSUER_ORIGINS !== undefined
        ? (parseOrigins(env.CARD_ISSUER_ORIGINS) ?? [])
        : env.NODE_ENV === 'production'
          ? []
          : [LOCAL_DEFAULTS.CARD_ISSUER_ORIGINS],
    rateLimits: {
      windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
      clientFailures: env.RATE_LIMIT_CLIENT_FAILURES,
      targetWindowMinutes: env.RATE_LIMIT_TARGET_WINDOW_MINUTES,
      accountFailures: env.RATE_LIMIT_ACCOUNT_FAILURES,
      identityAttempts: env.RATE_LIMIT_IDENTITY_ATTEMPTS,
      otpFailures: env.RATE_LIMIT_OTP_FAILURES,
      otpSends: env.RATE_LIMIT_OTP_SENDS,
      handOffs: env.RATE_LIMIT_HAND_OFFS,
    },
    trustProxy: env.TRUST_PROXY === undefined ? false : (parseTrustProxy(env.TRUST_PROXY) ?? false),
    localDefaults,
  };
}
