import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Environment, parsed once at start-up (docs/architecture.md, Configuration). A bad value stops the process with a
// message naming the variable; `npm start` with no variables runs against the sandbox with safe local defaults.
// APP_ENV=prod|qa|uat|editor also reads config/<APP_ENV>.json (spec 2 §7 "Deployment configuration"; decision 017):
// the deployment's addresses and lifetimes, committed, never a secret. A variable set in the environment wins over the
// file; secrets (session secret, client secret, Redis password) only ever come from the environment.

const LOCAL_DEFAULTS = {
  UPSTREAM_API_URL: 'http://127.0.0.1:3101',
  OIDC_ISSUER: 'http://127.0.0.1:3102',
  OIDC_CLIENT_ID: 'savings-portal',
  OIDC_CLIENT_SECRET: 'sandbox-client-secret',
  SESSION_SECRET: 'local-sandbox-session-secret-not-for-production',
  /** The sandbox card issuer (3-D Secure ACS, sandbox/acs): its own port, another site than the portal. */
  CARD_ISSUER_ORIGINS: 'http://127.0.0.1:3103',
} as const;

/**
 * 'https://acs.one.example, https://acs.two.example' → the origins, normalised. Each must be an http(s) origin with
 * nothing after it (no path, query or credentials); undefined when any is not.
 */
export function parseOrigins(value: string): string[] | undefined {
  const origins: string[] = [];
  for (const part of value.split(',').map((item) => item.trim())) {
    if (part === '') continue;
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      return undefined;
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      !bare ||
      part.replace(/\/$/, '').toLowerCase() !== url.origin
    )
      return undefined;
    origins.push(url.origin);
  }
  return origins.length > 0 ? [...new Set(origins)] : undefined;
}

const originList = z.string().refine((value) => parseOrigins(value) !== undefined, {
  message: 'must be a comma-separated list of origins such as https://acs.issuer.example',
});

/** Hosts a browser reaches only on this machine: plain http is allowed for them. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

const minutes = z.coerce
  .number()
  .int()
  .positive()
  .max(24 * 60);

/** How many attempts a rate limit allows in its window. */
const count = z.coerce.number().int().positive().max(100_000);

/** A tag manager container id (spec 2 §7 "tag id"). */
const tagId = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a tag manager id such as GTM-AB12CD3');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: z.url().optional(),
    BANK_NAME: z.string().trim().min(1).max(60).default('Northmoor Savings'),
    BANK_HOME_URL: z.url().optional(),
    SUPPORT_PHONE: z.string().trim().min(1).default('0800 123 4567'),
    SUPPORT_EMAIL: z.email().default('savings@example.com'),
    UPSTREAM_API_URL: z.url().optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** Managed content (decision 035): the content service's short timeout, and how long a loaded tag is fresh. */
    CONTENT_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(800),
    CONTENT_FRESH_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    AUTH_MODE: z.enum(['native', 'oidc']).default('native'),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_AUTHORISATION_URL: z.url().optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_EXPIRY_MINUTES: minutes.optional(),
    SESSION_ABSOLUTE_MINUTES: minutes.default(12 * 60),
    TICKET_EXPIRY_MINUTES: minutes.optional(),
    /** The anonymous flows' own timer (sign-in, registration and forgotten-password steps; decision 032). */
    FLOW_TIMEOUT_MINUTES: minutes.optional(),
    TAG_ID: tagId.optional(),
    SESSION_DATA_DIR: z.string().min(1).default('data'),
    REDIS_URL: z.url().optional(),
    /** Redis connect and per-command timeouts: with Redis down, pages still answer within a second (decision 031). */
    REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(500),
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(250),
    APP_ENV: z.enum(['prod', 'qa', 'uat', 'editor', 'local']).default('local'),
    /** Where the deployment files are, when not the committed config/ (e.g. mounted from a config map). */
    APP_CONFIG_DIR: z.string().min(1).optional(),
    BRAND_CODE: z.string().min(1).default('NMS'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The card issuers' 3-D Secure origins the verification page may frame and post to (decision 020). */
    CARD_ISSUER_ORIGINS: originList.optional(),
    /** Anti-automation limits (server/middleware/rate-limit.ts; decision 029). */
    RATE_LIMIT_WINDOW_MINUTES: minutes.default(15),
    RATE_LIMIT_CLIENT_FAILURES: count.default(30),
    RATE_LIMIT_TARGET_WINDOW_MINUTES: minutes.default(60),
    RATE_LIMIT_ACCOUNT_FAILURES: count.default(4),
    RATE_LIMIT_IDENTITY_ATTEMPTS: count.default(5),
    RATE_LIMIT_OTP_FAILURES: count.default(6),
    RATE_LIMIT_OTP_SENDS: count.default(10),
    RATE_LIMIT_HAND_OFFS: count.default(60),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // Card issuers over plain http only on loopback (the compose demo's sandbox issuer), as for PUBLIC_URL.
    const plainHttp = (parseOrigins(env.CARD_ISSUER_ORIGINS ?? '') ?? []).filter(
      (o) => o.startsWith('http:') && !LOOPBACK.includes(new URL(o).hostname),
    );
    if (plainHttp.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_ISSUER_ORIGINS'],
        message: `must be https origins in production (got ${plainHttp.join(', ')})`,
      });
    // In production nothing falls back to the sandbox: every secret must be given, and every address too, unless
    // the deployment's config file (APP_ENV other than local) gives it (that file requires all of them).
    const fromFile = env.APP_ENV !== 'local';
    type Key =
      'SESSION_SECRET' | 'UPSTREAM_API_URL' | 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET';
    const required: Key[] = ['SESSION_SECRET'];
    if (!fromFile) required.push('UPSTREAM_API_URL');
    if (env.AUTH_MODE === 'oidc') {
      if (!fromFile) required.push('OIDC_ISSUER', 'OIDC_CLIENT_ID');
      required.push('OIDC_CLIENT_SECRET');
    }
    for (const key of required) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  });

/** The deployment variants of spec 2 §7, each with its committed config/<name>.json. `local` has no file. */
export const DEPLOYMENTS = ['prod', 'qa', 'uat', 'editor'] as const;

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const SECRET_LIKE = /secret|password|passwd|token|private|credential|(^|_)key$/i;

/**
 * config/<APP_ENV>.json (spec 2 §7): the content host, API root, authorisation and identity URLs, tag id, ticket and
 * session expiry (minutes, spec 2 §9 default 20) and client id. Strict: an unknown key is a typo or, worse, a secret.
 */
export const deploymentFileSchema = z
  .record(z.string(), z.unknown())
  .superRefine((file, ctx) => {
    for (const key of Object.keys(file)) {
      if (SECRET_LIKE.test(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'secrets never go in a config file: set them in the environment',
        });
    }
  })
  .pipe(
    z.strictObject({
      contentHost: httpsUrl,
      apiRoot: httpsUrl,
      authorisationUrl: httpsUrl,
      identityUrl: httpsUrl,
      tagId,
      ticketExpiry: z
        .number()
        .int()
        .positive()
        .max(24 * 60),
      sessionExpiry: z
        .number()
        .int()
        .positive()
        .max(24 * 60),
      clientId: z.string().trim().min(1),
    }),
  );
export type DeploymentFile = z.infer<typeof deploymentFileSchema>;

/** Where the committed deployment files live: config/ at the project root (copied into the image, see Dockerfile). */
export function defaultConfigDir(): string {
  return fileURLToPath(new URL('../config/', import.meta.url));
}

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
  /** Names of the variables that fell back to local sandbox defaults, to say so at start-up. */
  localDefaults: string[];
};

export class ConfigError extends Error {}

/**
 * The flow timer's default: 15 minutes, and never longer than the bank's tickets or as long as the session's idle
 * expiry (decision 032).
 */
export const DEFAULT_FLOW_TIMEOUT_MINUTES = 15;

type LoadOptions = {
  /** Where config/<APP_ENV>.json is read from; tests point it at a temporary folder. */
  configDir?: string;
};

function invalid(where: string, issues: readonly z.core.$ZodIssue[]): ConfigError {
  const lines = issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  return new ConfigError(`Invalid configuration${where}:\n${lines.join('\n')}`);
}

/** Reads and validates config/<appEnv>.json; a missing, unreadable or invalid file names itself and the field. */
export function readDeploymentFile(
  appEnv: string,
  configDir: string = defaultConfigDir(),
): { file: string; values: DeploymentFile } {
  const path = join(configDir, `${appEnv}.json`);
  const file = relative(process.cwd(), path) || path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const reason =
      (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : `cannot be read (${String(err)})`;
    throw new ConfigError(`Invalid configuration: ${file} (for APP_ENV=${appEnv}) ${reason}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`Invalid configuration in ${file}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = deploymentFileSchema.safeParse(json);
  if (!parsed.success) throw invalid(` in ${file}`, parsed.error.issues);
  return { file, values: parsed.data };
}

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
    localDefaults,
  };
}

/** The only configuration the browser receives. */
export type PublicConfig = {
  bankName: string;
  bankHomeUrl: string;
  supportPhone: string;
  supportEmail: string;
  authMode: 'native' | 'oidc';
  sessionExpiryMinutes: number;
};

export function publicConfig(config: Config): PublicConfig {
  return {
    bankName: config.bankName,
    bankHomeUrl: config.bankHomeUrl,
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    authMode: config.authMode,
    sessionExpiryMinutes: config.session.expiryMinutes,
  };
}
