import { z } from 'zod';

// Environment, parsed once at start-up (ARCHITECTURE.md "Configuration"). A bad value stops the process with a
// message naming the variable; `npm start` with no variables runs against the sandbox with safe local defaults.

const LOCAL_DEFAULTS = {
  UPSTREAM_API_URL: 'http://127.0.0.1:3101',
  OIDC_ISSUER: 'http://127.0.0.1:3102',
  OIDC_CLIENT_ID: 'savings-portal',
  OIDC_CLIENT_SECRET: 'sandbox-client-secret',
  SESSION_SECRET: 'local-sandbox-session-secret-not-for-production',
} as const;

const minutes = z.coerce
  .number()
  .int()
  .positive()
  .max(24 * 60);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    PUBLIC_URL: z.url().optional(),
    BANK_NAME: z.string().trim().min(1).max(60).default('Northmoor Savings'),
    BANK_HOME_URL: z.url().default('https://www.example.com/'),
    SUPPORT_PHONE: z.string().trim().min(1).default('0800 123 4567'),
    UPSTREAM_API_URL: z.url().optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    AUTH_MODE: z.enum(['native', 'oidc']).default('native'),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_EXPIRY_MINUTES: minutes.default(20),
    SESSION_ABSOLUTE_MINUTES: minutes.default(12 * 60),
    TICKET_EXPIRY_MINUTES: minutes.default(20),
    SESSION_DATA_DIR: z.string().min(1).default('data'),
    REDIS_URL: z.url().optional(),
    APP_ENV: z.enum(['prod', 'qa', 'uat', 'editor', 'local']).default('local'),
    BRAND_CODE: z.string().min(1).default('NMS'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // In production nothing falls back to the sandbox: every secret and address must be given.
    for (const key of ['SESSION_SECRET', 'UPSTREAM_API_URL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
    if (env.AUTH_MODE === 'oidc') {
      for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** True when the portal is reached over plain http on loopback: no HSTS, no Secure cookies (STACK-NOTES CSP). */
  insecureLocal: boolean;
  bankName: string;
  bankHomeUrl: string;
  supportPhone: string;
  upstream: { url: string; timeoutMs: number; brandCode: string };
  authMode: 'native' | 'oidc';
  oidc: { issuer: string; clientId: string; clientSecret: string };
  session: {
    secret: string;
    expiryMinutes: number;
    absoluteMinutes: number;
    dataDir: string;
    redisUrl: string | undefined;
  };
  ticketExpiryMinutes: number;
  appEnv: string;
  logLevel: string;
  /** Names of the variables that fell back to local sandbox defaults, to say so at start-up. */
  localDefaults: string[];
};

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
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
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const insecureLocal = url.protocol === 'http:' && loopback;
  if (url.protocol === 'http:' && !loopback && env.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: must be https in production (got ${publicUrl})`,
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    insecureLocal,
    bankName: env.BANK_NAME,
    bankHomeUrl: env.BANK_HOME_URL,
    supportPhone: env.SUPPORT_PHONE,
    upstream: {
      url: orLocal('UPSTREAM_API_URL', env.UPSTREAM_API_URL).replace(/\/$/, ''),
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      brandCode: env.BRAND_CODE,
    },
    authMode: env.AUTH_MODE,
    oidc: {
      issuer: orLocal('OIDC_ISSUER', env.OIDC_ISSUER),
      clientId: orLocal('OIDC_CLIENT_ID', env.OIDC_CLIENT_ID),
      clientSecret: orLocal('OIDC_CLIENT_SECRET', env.OIDC_CLIENT_SECRET),
    },
    session: {
      secret: orLocal('SESSION_SECRET', env.SESSION_SECRET),
      expiryMinutes: env.SESSION_EXPIRY_MINUTES,
      absoluteMinutes: env.SESSION_ABSOLUTE_MINUTES,
      dataDir: env.SESSION_DATA_DIR,
      redisUrl: env.REDIS_URL,
    },
    ticketExpiryMinutes: env.TICKET_EXPIRY_MINUTES,
    appEnv: env.APP_ENV,
    logLevel: env.LOG_LEVEL,
    localDefaults,
  };
}

/** The only configuration the browser receives. */
export type PublicConfig = {
  bankName: string;
  bankHomeUrl: string;
  supportPhone: string;
  authMode: 'native' | 'oidc';
  sessionExpiryMinutes: number;
};

export function publicConfig(config: Config): PublicConfig {
  return {
    bankName: config.bankName,
    bankHomeUrl: config.bankHomeUrl,
    supportPhone: config.supportPhone,
    authMode: config.authMode,
    sessionExpiryMinutes: config.session.expiryMinutes,
  };
}
