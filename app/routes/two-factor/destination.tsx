import { useMemo } from 'react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/destination.ts';
import { createDestinationSchema, destinationFields } from '#shared/forms/otp.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { TWO_FACTOR_DESTINATION_DEFAULTS, TWO_FACTOR_DESTINATION_TAG } from '#shared/messages/two-factor.ts';
import { fillIn } from '#shared/content/managed.ts';
import { offeredDestinations, requestDestinations } from './challenge.server.ts';
import { Radios } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { app, expectOk } from '../../lib/route-helpers.server.ts';
import { formError } from '../../lib/form-error.ts';
import { destinationRequiredMessage } from '#shared/messages/validation.ts';
import { CancelChallengeForm, ChallengeButtons } from './challenge-forms.tsx';
import { endWithoutRequest, requireTwoFactor, sendCode } from './two-factor.server.ts';
import type { TwoFactorState } from '#shared/session/journey-state.ts';

// Step 1 'Additional authentication' (spec 2 §2, §4, §5 "Destination selection"): choose where the one-time
// passcode goes. The destinations are fetched once per challenge and kept in the session; the page gets only the
// masked labels and an id per destination.

/** The destinations of the challenge, fetched when not yet known. Errors and an empty list: 'Mobile Phone not available'. */
async function destinationsOf(ctx: AppContext, state: TwoFactorState): Promise<string[]> {
  if (state.destinations) return state.destinations;
  const outcome = await requestDestinations(ctx, state);
  if (outcome.kind === 'signed-out') await expectOk(ctx, outcome);
  const destinations = outcome.kind === 'ok' ? (outcome.data?.Destinations ?? []) : [];
  if (offeredDestinations(destinations).length === 0) {
    // spec 2 §4: "If the destinations call errors, or no destinations exist, the phone-not-available page is shown."
    throw redirect(endWithoutRequest(state, 'unavailable'));
  }
  state.destinations = destinations;
  return destinations;
}

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, ['destination']);
  const destinations = await destinationsOf(ctx, state);
  const page = await managedPage(
    ctx,
    TWO_FACTOR_DESTINATION_TAG,
    TWO_FACTOR_DESTINATION_DEFAULTS,
    '/two-factor/destination',
  );
  return { csrfToken: ctx.csrfToken(), destinations: offeredDestinations(destinations), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, ['destination']);
  const input = formDataToObject(await request.formData());
  const destinations = await destinationsOf(ctx, state);
  const offered = offeredDestinations(destinations);
  const schema = createDestinationSchema(offered.map((destination) => destination.kind));
  const result = validateForm(schema, input);
  const chosen = result.ok ? offered.find((option) => option.id === result.data.destination) : undefined;
  if (!result.ok || !chosen) {
    // A destination that is not offered gets the required message too.
    const errors = result.ok
      ? [
          formError(
            destinationRequiredMessage(offered.map((option) => option.kind)),
            '#destination',
            'destination',
          ),
        ]
      : result.errors;
    return data<FormFailure>({ errors, values: {} }, { status: 400 });
  }
  const destination = destinations[Number(chosen.id.slice(1))] as string;
  return sendCode(ctx, state, destination, () => {
    state.destination = destination;
    state.stage = 'code';
  });
}

export default function ChooseDestination({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? undefined;
  const kinds = loaderData.destinations.map((destination) => destination.kind).join(' ');
  const schema = useMemo(() => createDestinationSchema(kinds.split(' ') as ('phone' | 'email')[]), [kinds]);
  const { register, errorFor, summary, onSubmit } = useValidatedForm(schema, destinationFields, failure);
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <FormPage page={page} title={c('title')} errors={summary}>
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.intro" className="govuk-body" />
      <form method="post" action="/two-factor/destination" noValidate onSubmit={onSubmit}>
        <CsrfField token={loaderData.csrfToken} />
        <Radios
          name="destination"
          idPrefix="destination"
          fieldset={{
            legend: { text: c('legend'), classes: 'govuk-fieldset__legend--m' },
          }}
          errorMessage={errorFor('destination')}
          items={loaderData.destinations.map((destination) => ({
            value: destination.id,
            text:
              destination.kind === 'phone'
                ? fillIn(c('phoneOption'), { number: destination.label })
                : fillIn(c('emailOption'), { address: destination.label }),
            inputProps: register('destination'),
          }))}
        />
        <EditControls page={page} keys={['legend', 'phoneOption', 'emailOption']} />
        <ChallengeButtons page={page} />
      </form>
      <CancelChallengeForm csrfToken={loaderData.csrfToken} />
    </FormPage>
  );
}
