import { z } from 'zod';
import { GET_USER_DETAILS } from '#shared/api/account-area.ts';
import { addressLines } from '#shared/api/organisations.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk } from '../../lib/route-helpers.server.ts';
import { fetchOrganisations } from '../update-organisation-details/organisations.server.ts';

// Who applies (spec 3 §3 Applicant, §7): the signed-in customer's name, date of birth and person id, and the
// organisations they may apply for, as step 1 offers them and the review shows them.

const text = z.string().nullish();
const idString = z.union([z.string(), z.number()]).transform(String);

/** spec 3 §3 Applicant: from the user details call, which also answers UserId and ExtendedProperties.DateOfBirth. */
const applicantSchema = z
  .object({
    FirstName: text,
    Surname: text,
    UserId: idString.nullish(),
    ExtendedProperties: z.object({ DateOfBirth: text }).loose().nullish(),
  })
  .loose();

export type Applicant = { firstName: string; lastName: string; dateOfBirth: string | null; personId: string };

export type OrganisationChoice = {
  /** The organisation's CustomerId: the radio's value and the payload's CustomerId. */
  id: string;
  name: string;
  email: string;
  address: string[];
  registeredOffice: string[];
};

export async function fetchApplicant(ctx: AppContext): Promise<Applicant> {
  const details = await expectOk(
    ctx,
    await ctx.upstream({ path: GET_USER_DETAILS, body: { ExtendedProperties: {} }, schema: applicantSchema }),
  );
  return {
    firstName: details.FirstName ?? '',
    lastName: details.Surname ?? '',
    dateOfBirth: details.ExtendedProperties?.DateOfBirth || null,
    personId: details.UserId || ctx.session.auth?.customer.userId || '',
  };
}

/** spec 3 §7: the applicant's organisations (by PersonId, their UserId), as the step-1 choice and the review. */
export async function fetchOrganisationChoices(
  ctx: AppContext,
  personId: string,
): Promise<OrganisationChoice[]> {
  return (await fetchOrganisations(ctx, personId)).map((organisation) => ({
    id: organisation.CustomerId,
    name: organisation.FullName ?? '',
    email: organisation.ContactDetails?.Email ?? '',
    address: addressLines(organisation),
    registeredOffice: addressLines({ CorrespondenceAddress: organisation.RegisteredAddress ?? null }),
  }));
}
