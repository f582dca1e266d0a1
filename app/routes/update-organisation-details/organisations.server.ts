import {
  addressLines,
  GET_CUSTOMER,
  GET_ORGANISATION_CODES,
  getCustomerResponseSchema,
  marketingPreferences,
  organisationCodesResponseSchema,
  type Organisation,
} from '#shared/api/organisations.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk } from '../../lib/route-helpers.server.ts';

/** What the page shows of one organisation. */
export type OrganisationView = {
  id: string;
  fullName: string;
  address: string[];
  landline: string | null;
  mobile: string | null;
  email: string | null;
  marketing: { email: 'Yes' | 'No'; telephone: 'Yes' | 'No'; post: 'Yes' | 'No' } | null;
};

/**
 * spec 1 §7 and spec 3 §7: the organisation codes for the customer (PersonId = their UserId), then each
 * organisation's details, fetched one at a time until all are loaded; each with its CustomerId resolved.
 */
export async function fetchOrganisations(
  ctx: AppContext,
  personId: string,
): Promise<Array<Organisation & { CustomerId: string }>> {
  const codes = await expectOk(
    ctx,
    await ctx.upstream({
      path: GET_ORGANISATION_CODES,
      body: { PersonId: personId },
      schema: organisationCodesResponseSchema,
    }),
  );
  const organisations: Array<Organisation & { CustomerId: string }> = [];
  for (const { Id } of codes.Codes ?? []) {
    const { Customer } = await expectOk(
      ctx,
      await ctx.upstream({ path: GET_CUSTOMER, body: { CustomerId: Id }, schema: getCustomerResponseSchema }),
    );
    organisations.push({ ...Customer, CustomerId: Customer.CustomerId ?? Customer.Id ?? Id });
  }
  return organisations;
}

/** The organisation details page's view of each organisation (spec 1 §3). */
export async function loadOrganisations(ctx: AppContext, personId: string): Promise<OrganisationView[]> {
  return (await fetchOrganisations(ctx, personId)).map((organisation) => {
    const contact = organisation.ContactDetails;
    return {
      id: organisation.CustomerId,
      fullName: organisation.FullName ?? '',
      address: addressLines(organisation),
      landline: contact?.LandlineTelephone || null,
      mobile: contact?.MobileTelephone || null,
      email: contact?.Email || null,
      marketing: marketingPreferences(organisation),
    };
  });
}
