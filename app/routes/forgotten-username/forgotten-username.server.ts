import { forgottenUsernameResponseSchema } from '#shared/api/registration.ts';
import type { IdentityEntry } from '#shared/forms/personal-details.ts';
import type { AppContext } from '../../lib/app-context.server.ts';

// The upstream call of forgotten username (spec 1 §7 "Retrieve username").

export const FORGOTTEN_USERNAME = '/webauthentication/v2.0/user/credentials/forgotten-username';

export function retrieveUsername(ctx: AppContext, entries: IdentityEntry[]) {
  return ctx.upstream({
    path: FORGOTTEN_USERNAME,
    body: { Entries: entries, ExtendedProperties: null },
    schema: forgottenUsernameResponseSchema,
  });
}
