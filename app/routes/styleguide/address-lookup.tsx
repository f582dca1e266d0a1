import { data } from 'react-router';
import type { Route } from './+types/address-lookup.ts';
import { addressLabel, manualAddressSchema } from '#shared/forms/address-lookup.ts';
import {
  fieldErrorMessages,
  formDataToObject,
  validateForm,
  type FieldError,
} from '#shared/forms/validate.ts';
import { Button, Panel } from '../../components/govuk/index.ts';
import {
  ADDRESS_FIELDS,
  AddressLookup,
  fieldName,
  FIND_ADDRESS,
  USE_ADDRESS,
  type AddressValue,
} from '../../components/address-lookup/address-lookup.tsx';
import {
  lookupFromForm,
  type AddressLookupResult,
} from '../../components/address-lookup/address-lookup.server.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';

const PREFIX = 'address';

type Answer = {
  lookup: AddressLookupResult | null;
  lookupPostcode: string;
  value: AddressValue;
  errors: FieldError[];
  saved?: string;
};

export function loader({ context }: Route.LoaderArgs) {
  return { csrfToken: app(context).csrfToken() };
}

function manualValue(input: Record<string, unknown>): AddressValue {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(input[fieldName(PREFIX, f)] ?? '')]));
}

/**
 * The style guide's working example of the address lookup, and the round trip it makes without JavaScript:
 * 'Find address' and 'Use this address' post here; 'Save address' validates what was typed or chosen.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData());
  const intent = String(input.intent ?? '');
  const lookupPostcode = String(input[fieldName(PREFIX, 'lookupPostcode')] ?? '');
  const value = manualValue(input);
  const answer = (a: Partial<Answer>, status = 200) =>
    data<Answer>({ lookup: null, lookupPostcode, value, errors: [], ...a }, { status });

  if (intent.startsWith(FIND_ADDRESS) || intent.startsWith(USE_ADDRESS)) {
    const found = await lookupFromForm(ctx, input, PREFIX, intent.startsWith(USE_ADDRESS));
    if (found.error) return answer({ lookup: found.lookup, errors: [found.error] }, 400);
    return answer({ lookup: found.lookup, value: found.address ?? value });
  }

  const result = validateForm(manualAddressSchema, input);
  if (!result.ok) return answer({ errors: result.errors }, 400);
  const saved = addressLabel({
    BuildingName: result.data.addressBuildingName,
    BuildingNumber: result.data.addressBuildingNumber,
    AddressLine1: result.data.addressAddressLine1,
    AddressLine2: result.data.addressAddressLine2,
    PostTown: result.data.addressPostTown,
    Postcode: result.data.addressPostcode.toUpperCase(),
  });
  return answer({ saved });
}

export default function AddressLookupExample({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? null;
  const byField = fieldErrorMessages(answer?.errors ?? []);
  const errors = Object.fromEntries(
    [...ADDRESS_FIELDS, 'lookupPostcode' as const].map((f) => [f, byField[fieldName(PREFIX, f)]]),
  );
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Address lookup" hasErrors={(answer?.errors.length ?? 0) > 0} />
        <FormErrorSummary errors={answer?.errors ?? []} />
        <h1 className="govuk-heading-l">Address lookup</h1>
        <p className="govuk-body">
          A working example of the address lookup component from the{' '}
          <a className="govuk-link" href="/styleguide">
            style guide
          </a>
          .
        </p>
        {answer?.saved ? <Panel titleText="Address saved">{answer.saved}</Panel> : null}
        <form method="post" action="/styleguide/address-lookup" noValidate>
          <CsrfField token={loaderData.csrfToken} />
          <AddressLookup
            key={JSON.stringify(answer?.value ?? {})}
            prefix={PREFIX}
            legend="What is your address?"
            csrfToken={loaderData.csrfToken}
            lookup={answer?.lookup ?? null}
            lookupPostcode={answer?.lookupPostcode ?? ''}
            value={answer?.value ?? {}}
            errors={errors}
          />
          <Button name="intent" value="save" preventDoubleClick>
            Save address
          </Button>
        </form>
      </div>
    </div>
  );
}
