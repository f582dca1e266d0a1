import {
  accountTokenResponseSchema,
  credentialSetupResponseSchema,
  registerResponseSchema,
  registrationCheckResponseSchema,
} from '#shared/api/registration.ts';
import type { RegistrationCredentialsData } from '#shared/forms/credentials.ts';
import type { IdentityEntry, PersonalDetailsData } from '#shared/forms/personal-details.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import type { RegistrationDetails, RegistrationFlow } from '#shared/session/journey-state.ts';

// The upstream calls of registration (spec 1 §7) and the journey state kept in the server session between steps.

export const REGISTER = '/webauthentication/v2.0/user/register';
export const REGISTRATION_CHECK = '/customccb/v1.0/registrationcheck';
export const CREDENTIALS_SETUP = '/webauthentication/v2.0/user/credentials/setup';
export const ACCOUNT_TOKEN = '/customccb/v1.0/token';

/** Terms version strings (spec 1 §9): 'v1.0' for the identity check, '1.0' for the credentials. */
export const REGISTRATION_TERMS_VERSION = 'v1.0';
export const CREDENTIALS_TERMS_VERSION = '1.0';

/** The identity check. The activation-code variant sends only the firstName entry and the code. */
export function register(ctx: AppContext, entries: IdentityEntry[], activationCode?: string) {
  return ctx.upstream({
    path: REGISTER,
    body: {
      TermsAndConditionsDocumentVersion: REGISTRATION_TERMS_VERSION,
      Entries: entries,
      ExtendedProperties: activationCode ? { ActivationCode: activationCode } : null,
    },
    schema: registerResponseSchema,
  });
}

/** The activation check: CheckStatus Registered, Invalid, or another (go on). */
export function registrationCheck(ctx: AppContext, entries: IdentityEntry[]) {
  return ctx.upstream({
    path: REGISTRATION_CHECK,
    body: { Entries: entries },
    schema: registrationCheckResponseSchema,
  });
}

export function setupCredentials(
  ctx: AppContext,
  ticket: unknown,
  credentials: RegistrationCredentialsData,
  dateOfBirth: string,
) {
  return ctx.upstream({
    path: CREDENTIALS_SETUP,
    body: {
      Ticket: ticket,
      Username: credentials.username,
      CredentialValues: [
        { Name: 'Password', Value: credentials.password, Context: null },
        { Name: 'Pin', Value: credentials.memorableNumber, Context: null },
      ],
      TermsAndConditionsDocumentVersion: CREDENTIALS_TERMS_VERSION,
      ExtendedProperties: { IdentityRequest: { DateOfBirth: dateOfBirth } },
    },
    schema: credentialSetupResponseSchema,
  });
}

/**
 * The account number behind a registration link's `token` (spec 1 §2), to prefill the form. A prefill is a
 * convenience: any failure (unknown token, upstream error) just leaves the field empty.
 */
export async function accountNumberForToken(ctx: AppContext, token: string): Promise<string | undefined> {
  if (!/^[\w.~-]{1,200}$/.test(token)) return undefined;
  const outcome = await ctx.upstream({
    path: ACCOUNT_TOKEN,
    body: { AccountTokenId: token },
    schema: accountTokenResponseSchema,
  });
  if (outcome.kind !== 'ok' || !outcome.data.Success) return undefined;
  return outcome.data.AccountNumber ?? undefined;
}

// ---- The journey state ----------------------------------------------------------------------------------------------

export function storedDetails(data: PersonalDetailsData): RegistrationDetails {
  return {
    firstname: data.firstname,
    lastname: data.lastname,
    dateOfBirth: data.b_day,
    postcode: data.postcode,
    accountNumber: data.account_number,
  };
}

/** The stored details as the form's values ('b_day.day'...), to show them again. */
export function detailsAsValues(details: RegistrationDetails | undefined): Record<string, string> {
  if (!details) return {};
  const [year = '', month = '', day = ''] = details.dateOfBirth.split('-');
  return {
    firstname: details.firstname,
    lastname: details.lastname,
    'b_day.day': String(Number(day)),
    'b_day.month': String(Number(month)),
    'b_day.year': year,
    postcode: details.postcode,
    account_number: details.accountNumber,
  };
}

/** Starts again: stage PersonalDetails, ticket and details cleared, with an optional message for the form. */
export function resetRegistration(
  ctx: AppContext,
  options: { activate?: boolean; notice?: RegistrationFlow['notice'] } = {},
): void {
  if (options.notice) {
    ctx.session.registration = {
      stage: 'PersonalDetails',
      activate: options.activate ?? false,
      notice: options.notice,
    };
  } else {
    delete ctx.session.registration;
  }
}

/** True once FLOW_TIMEOUT_MINUTES have passed since the security stage started (on the injected clock). */
export function securityStageExpired(ctx: AppContext, flow: RegistrationFlow): boolean {
  if (flow.stage !== 'SecurityDetails' || flow.securityStartedAt === undefined) return false;
  return ctx.now() - flow.securityStartedAt >= ctx.config.flowTimeoutMinutes * 60_000;
}

/**
 * The journey as it really is now: a security stage past its time goes back to PersonalDetails with the Timeout
 * message and its data cleared (spec 1 §4); a finished registration starts afresh.
 */
export function currentRegistration(ctx: AppContext): RegistrationFlow | undefined {
  const flow = ctx.session.registration;
  if (!flow) return undefined;
  if (securityStageExpired(ctx, flow)) {
    resetRegistration(ctx, { activate: flow.activate, notice: 'Timeout' });
    return ctx.session.registration;
  }
  if (flow.stage === 'Registered') {
    delete ctx.session.registration;
    return undefined;
  }
  return flow;
}
