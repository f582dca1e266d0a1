import express from 'express';
import { z } from 'zod';

// The environment variables, parsed once at start-up (docs/architecture.md, Configuration). `npm start` with no
// variables runs against the sandbox with the safe local defaults below; in production nothing falls back to them.

export const LOCAL_DEFAULTS = {
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

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: a hop count ('1'), or a comma-separated list of addresses,
 * subnets and the named ranges loopback, linklocal and uniquelocal. Undefined when Express would refuse it. Never
 * `true`: trusting every hop lets any client name its own address.
 */
export function parseTrustProxy(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (trimmed === '' || trimmed.split(',').some((part) => part.trim() === '')) return undefined;
  try {
    // Express compiles the setting when it is set, and throws on anything proxy-addr cannot read.
    express().set('trust proxy', trimmed);
    return trimmed;
  } catch {
    return undefined;
  }
}

/** Whether a package is installed where the server runs (a development dependency is not, in the image). */
function resolvable(name: string): boolean {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** Hosts a browser reaches only on this machine: plain http is allowed for them. */
export const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

const minutes = z.coerce
  .number()
  .int()
  .positive()
  .max(24 * 60);

/** How many attempts a rate limit allows in its window. */
const count = z.coerce.number().int().positive().max(100_000);

/** A tag manager container id (spec 2 §7 "tag id"). */
export const tagId = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a tag manager id such as GTM-AB12CD3');

export const envSchema = z
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
    /**
     * The metrics server (server/metrics.ts): its own port, never the public one; 'off' runs none, 0 any free port.
     * On loopback unless METRICS_HOST says otherwise (docs/operations.md, Metrics).
     */
    METRICS_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(9464),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** 'pretty': readable lines for a person at a terminal (`npm start`); JSON lines otherwise (docs/operations.md). */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
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
    /** The proxies whose X-Forwarded-For names the client (Express's `trust proxy`); unset: none. */
    TRUST_PROXY: z
      .string()
      .refine((value) => parseTrustProxy(value) !== undefined, {
        message:
          'must be a hop count such as 1, or a comma-separated list of proxy addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== 'off' && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must not be the public PORT' });
    // pino-pretty is a development dependency (`npm start` at a terminal): the production image has none.
    if (env.LOG_FORMAT === 'pretty' && !resolvable('pino-pretty'))
      ctx.addIssue({
        code: 'custom',
        path: ['LOG_FORMAT'],
        message: 'pretty needs pino-pretty, a development dependency: use json here',
      });
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
