import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Config } from '../config.ts';
import { squash, type DeviceCookies } from './device-cookie.ts';

// The anti-automation rules (decision 029, decision 075): which pages each limit watches, who it counts and how
// many. server/middleware/rate-limit.ts applies them.

export type Count = 'failures' | 'all';

export type Rule = {
  name: string;
  /** The pages (document POSTs and their React Router `.data` twins) the rule watches. */
  paths: readonly string[];
  /** Only some posts of a page (e.g. the code page's "Request another code"). */
  when?: (req: Request) => boolean;
  /** Who is counted; undefined: this rule does not apply to the request. */
  key: (req: Request) => string | undefined;
  limit: number;
  windowMs: number;
  /** 'failures': only failed answers from the bank count (a sign-in that works, or a form error, costs nothing). */
  count: Count;
  methods?: readonly string[];
  /**
   * The count never expires on its own: it stands, as the bank's lockout count does, until a completed sign-in or a
   * password reset clears it (decision 075).
   */
  lasting?: boolean;
  /**
   * What a completed sign-in or password reset (the bank's count starts again) clears in this rule: the keys, as
   * `key` gives them.
   */
  clearedOnSignIn?: (req: Request, username: string) => Array<string | undefined>;
  /** Which "Too many attempts" page: 'wait' (the default) says when to try again; 'account' what else to do. */
  page?: 'wait' | 'account';
};

export const SIGN_IN = ['/sign-in/step-1', '/sign-in/step-2'];
const IDENTITY_FORMS = ['/registration/register', '/forgotten-password/retrieve'];
const FORGOTTEN_USERNAME = ['/forgotten-username/retrieve'];
const PASSCODE_PAGES = ['/two-factor/destination', '/two-factor/code'];
/** Where a completed password reset signs the customer in (spec 1 §4 Forgotten password). */
export const PASSWORD_RESET = ['/forgotten-password/retrieve'];
const HAND_OFF = ['/mgr-sign-in', '/signin-oidc'];
/** The "Too many attempts" page by GET, for the browser a limited `.data` POST redirects. */
export const TOO_MANY_ATTEMPTS = '/too-many-attempts';

/** The page a request is for: without React Router's `.data` suffix, `?index` or a trailing slash. */
export function pagePath(req: Request): string {
  let path = req.path;
  if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  if (path === '/_root') path = '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The username a sign-in post is for: as typed, or (step 2, a remembered customer) the one the flow started with. */
function signInUsername(req: Request): string | undefined {
  return formFields(req).get('username') ?? req.session?.signIn?.username;
}

/** The registration page has an optional segment (/registration/register/activate). */
export function onPage(req: Request, paths: readonly string[]): boolean {
  const path = pagePath(req);
  return paths.some((p) => path === p || path.startsWith(`${p}/`));
}

const parsedForms = new WeakMap<Request, URLSearchParams>();

/** The url-encoded form the CSRF step read as raw bytes (server/middleware/bad-requests.ts formBody). */
export function formFields(req: Request): URLSearchParams {
  let form = parsedForms.get(req);
  if (!form) {
    const type = req.get('content-type') ?? '';
    form =
      Buffer.isBuffer(req.body) && type.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(req.body.toString('utf8'))
        : new URLSearchParams();
    parsedForms.set(req, form);
  }
  return form;
}

/**
 * Who an identity form (registration, forgotten username or password) is about: the last name, postcode and account
 * number — not the date of birth or first name, so guessing those for one person is what the limit counts.
 */
export function identityTarget(form: URLSearchParams): string | undefined {
  const parts = [form.get('lastname'), form.get('postcode'), form.get('account_number')].map(squash);
  return parts.some(Boolean) ? parts.join('|') : undefined;
}

/** The customer a one-time code is for: the signed-in one, or the person a forgotten-password flow named. */
function passcodeCustomer(req: Request): string | undefined {
  const auth = req.session?.auth;
  if (auth) return `customer:${auth.customer.userId}`;
  const person = req.session?.rateLimitSubject;
  return person ? `person:${person}` : undefined;
}

export type RateLimits = Config['rateLimits'];

export function rules(limits: RateLimits, devices: DeviceCookies): Rule[] {
  const clientWindow = limits.windowMinutes * 60_000;
  const targetWindow = limits.targetWindowMinutes * 60_000;
  const client = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
  const device = (req: Request, name: string) => {
    const id = devices.trustedDevice(req, name);
    return id ? `device:${id}` : undefined;
  };
  // A browser with the customer's device cookie is counted per cookie; any other client against the username.
  const untrusted = (req: Request) => {
    const name = signInUsername(req);
    return name && !devices.trustedDevice(req, name) ? `user:${squash(name)}` : undefined;
  };
  const trusted = (req: Request) => {
    const name = signInUsername(req);
    return name ? device(req, name) : undefined;
  };
  const identity = (req: Request) => identityTarget(formFields(req));
  const resend = (req: Request) =>
    pagePath(req) === '/two-factor/destination' || formFields(req).get('intent') === 'resend';
  const verify = (req: Request) => pagePath(req) === '/two-factor/code' && !resend(req);
  return [
    // Sign-in: failed attempts per client; per username from clients the customer has not signed in on, below the
    // bank's lockout of 5 and lasting as its count does; per device cookie from the customer's own browsers
    // (decisions 029, 075).
    {
      name: 'sign-in-client',
      paths: SIGN_IN,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'failures',
    },
    {
      name: 'sign-in-account',
      paths: SIGN_IN,
      key: untrusted,
      limit: limits.accountFailures,
      windowMs: targetWindow,
      count: 'failures',
      lasting: true,
      clearedOnSignIn: (_req, name) => [`user:${squash(name)}`],
      page: 'account',
    },
    {
      name: 'sign-in-device',
      paths: SIGN_IN,
      key: trusted,
      limit: limits.accountFailures,
      windowMs: targetWindow,
      count: 'failures',
      clearedOnSignIn: (req, name) => [device(req, name)],
    },
    // Registration and forgotten password: failed identity checks per client and per person.
    {
      name: 'identity-client',
      paths: IDENTITY_FORMS,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'failures',
    },
    {
      name: 'identity-person',
      paths: IDENTITY_FORMS,
      key: identity,
      limit: limits.identityAttempts,
      windowMs: targetWindow,
      count: 'failures',
    },
    // Forgotten username answers alike whether or not the person exists, so every attempt counts.
    {
      name: 'username-client',
      paths: FORGOTTEN_USERNAME,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'all',
    },
    {
      name: 'username-person',
      paths: FORGOTTEN_USERNAME,
      key: identity,
      limit: limits.identityAttempts,
      windowMs: targetWindow,
      count: 'all',
    },
    // One-time codes: wrong codes per client and per customer, and codes sent per customer over a window.
    {
      name: 'otp-client',
      paths: PASSCODE_PAGES,
      when: verify,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'failures',
    },
    {
      name: 'otp-customer',
      paths: PASSCODE_PAGES,
      when: verify,
      key: passcodeCustomer,
      limit: limits.otpFailures,
      windowMs: targetWindow,
      count: 'failures',
    },
    {
      name: 'otp-sends',
      paths: PASSCODE_PAGES,
      when: resend,
      key: passcodeCustomer,
      limit: limits.otpSends,
      windowMs: targetWindow,
      count: 'all',
    },
    // The identity provider hand-off (a GET that starts a login there) and its return, per client.
    {
      name: 'hand-off-client',
      paths: HAND_OFF,
      key: client,
      limit: limits.handOffs,
      windowMs: clientWindow,
      count: 'all',
      methods: ['GET'],
    },
  ];
}
