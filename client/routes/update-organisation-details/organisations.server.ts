import {
  addressLines,
  GET_CUSTOMER,
  GET_ORGANISATION_CODES,
  getCustomerResponseSchema,
  marketingPreferences,
  organisationCodesResponseSchema,
} from '#shared/api/organisations.ts';
import type { AppContext } from '../../lib/app-context.ts';
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
 * spec 1 §7: the organisation codes for the customer (PersonId = their UserId), then each organisation's details,
 * fetched one at a time until all are loaded.
 */
export async function loadOrganisations(ctx: AppContext, personId: string): Promise<OrganisationView[]> {
  const codes = await expectOk(
    ctx,
    await ctx.upstream({
      path: GET_ORGANISATION_CODES,
      body: { PersonId: personId },
      schema: organisationCodesResponseSchema,
    }),
  );
  const organisations: OrganisationView[] = [];
  for (const { Id } of codes.Codes ?? []) {
    const { Customer } = await expectOk(
      ctx,
      await ctx.upstream({ path: GET_CUSTOMER, body: { CustomerId: Id }, schema: getCustomerResponseSchema }),
    );
    const contact = Customer.ContactDetails;
    organisations.push({
      id: Customer.CustomerId ?? Id,
      fullName: Customer.FullName ?? '',
      address: addressLines(Customer),
      landline: contact?.LandlineTelephone || null,
      mobile: contact?.MobileTelephone || null,
      email: contact?.Email || null,
      marketing: marketingPreferences(Customer),
    });
  }
  return organisations;
}
