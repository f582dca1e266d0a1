import { useEffect, useMemo } from 'react';
import { data, redirectDocument } from 'react-router';
import type { Route } from './+types/details.ts';
import {
  ADDRESS_LINE_MAX,
  cardPaymentFields,
  cardPaymentSchema,
  CARD_SECRET_FIELDS,
  NAME_MAX,
  PAYMENT_TYPE,
  withoutCardData,
} from '#shared/forms/card-payment.ts';
import { echoValues, formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { PAY_INTO_ACCOUNT_DEFAULTS, PAY_INTO_ACCOUNT_TAG } from '#shared/messages/card-payment.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { useManagedMessage } from '../../components/managed-errors.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { NotificationBanner, TextInput } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useValidatedForm, type FormFailure } from '../../components/forms/use-validated-form.tsx';
import { ContinueOrCancel, FirstStep, MovementHead } from '../../components/money/movement-steps.tsx';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { endJourney, followAccountChoice } from '../../lib/journey.server.ts';
import { loadCardAccount } from './card-account.server.ts';
import { backToDetails, journeyFor, startPayment, thisMonth } from './card-journey.server.ts';
import { AmountInput } from '../../components/money/amount-input.tsx';

// /{savings|loan}-servicing/pay-into-account/{id}, step 1 Transfer details (spec 3 §2, §5; docs/money-journeys.md,
// Pay into an account by card): the account selector, the amount, the card and the billing address. The card
// number, expiry and security code are never put back into the page (after an error, 'Edit details', a refused
// payment): the customer types them again (docs/security.md, Card data).

/** The billing address's inputs (spec 3 §5), in the page's order, with their managed labels' keys. */
const BILLING_ADDRESS = [
  {
    field: 'addressLine1',
    label: 'addressLine1Label',
    autocomplete: 'billing address-line1',
    maxLength: ADDRESS_LINE_MAX,
  },
  {
    field: 'addressLine2',
    label: 'addressLine2Label',
    autocomplete: 'billing address-line2',
    maxLength: ADDRESS_LINE_MAX,
  },
  {
    field: 'townOrCity',
    label: 'townLabel',
    autocomplete: 'billing address-level2',
    classes: 'govuk-!-width-two-thirds',
    maxLength: ADDRESS_LINE_MAX,
  },
  {
    field: 'postcode',
    label: 'postcodeLabel',
    autocomplete: 'billing postal-code',
    classes: 'govuk-input--width-10',
    maxLength: 8,
  },
] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { card, options, def } = await loadCardAccount(ctx, request, params.id);
  // spec 3 §4.6: changing the account resets the journey; the chosen account's page finds its servicing type.
  followAccountChoice(ctx, def, request, card.id);
  const state = journeyFor(ctx, card);
  // A challenge at the card issuer is under way: finish or cancel it first (its page needs a document load).
  if (state?.stage === 'verification') throw redirectDocument(def.path('verification', card.id));
  // Back from the review ('Edit details', spec 3 §4.5): the payment is reset and the card is entered again.
  if (state?.stage === 'review') backToDetails(state);
  // After a finished payment the form starts empty.
  if (state?.stage === 'done') endJourney(ctx, def);
  const current = state?.stage === 'details' ? state : undefined;
  const page = await managedPage(
    ctx,
    PAY_INTO_ACCOUNT_TAG,
    PAY_INTO_ACCOUNT_DEFAULTS,
    `/${card.type}-servicing/pay-into-account/${card.id}`,
  );
  return {
    page,
    csrfToken: ctx.csrfToken(),
    card,
    options,
    values: current?.data.values ?? {},
    failed: current?.failed ?? null,
    notice:
      current?.data.notice === 'cancelled'
        ? 'cancelled'
        : current?.data.notice === 'hold-expired'
          ? 'holdExpired'
          : null,
    thisMonth: thisMonth(ctx),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { card, def } = await loadCardAccount(ctx, request, params.id);
  const state = journeyFor(ctx, card);
  if (state?.stage === 'verification') return seeOther(def.path('verification', card.id));
  const input = formDataToObject(await request.formData());
  const result = validateForm(cardPaymentSchema({ thisMonth: thisMonth(ctx), owed: card.owed }), input);
  if (!result.ok)
    return data<FormFailure>(
      { errors: result.errors, values: withoutCardData(result.values) },
      { status: 400 },
    );
  // What 'Edit details' shows again: as typed, without the card fields.
  startPayment(ctx, card, result.data, withoutCardData(echoValues(input, cardPaymentFields, new Set())));
  return seeOther(def.path('review', card.id));
}

export default function PayIntoAccountDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { card, options, csrfToken, page } = loaderData;
  const t = contentOf(page);
  const failure = actionData ?? undefined;
  const values = failure?.values ?? loaderData.values;
  const schema = useMemo(
    () => cardPaymentSchema({ thisMonth: loaderData.thisMonth, owed: card.owed }),
    [loaderData.thisMonth, card.owed],
  );
  // What was entered before ('Edit details', a refused payment) is in the inputs' default values; the hook reads
  // them from the page (as the withdrawal does).
  const { register, errorFor, summary, onSubmit, form } = useValidatedForm(
    schema,
    cardPaymentFields,
    failure,
  );
  // After the server refused the form, the card fields start empty again, with JavaScript too (docs/security.md,
  // Card data).
  useEffect(() => {
    if (!failure) return;
    for (const field of CARD_SECRET_FIELDS) form.setValue(field, '');
  }, [failure, form]);
  const action = `/${card.type}-servicing/pay-into-account/${card.id}`;
  const numeric = { inputmode: 'numeric' as const, spellcheck: false };
  return (
    <FirstStep page={page} summary={summary}>
      {loaderData.failed ? <RefusalAlert message={loaderData.failed} /> : null}
      {loaderData.notice ? (
        <>
          <NotificationBanner role="status" titleId="card-payment-notice" text={t(loaderData.notice)} />
          <EditControls page={page} keys={[loaderData.notice]} />
        </>
      ) : null}
      <MovementHead
        page={page}
        action={action}
        options={options}
        selected={card.id}
        testId="pay-into-facts"
        facts={[
          { key: 'factPayingInto', value: `${card.name} (${card.number})` },
          Boolean(card.owedText) && { key: 'factOwed', value: card.owedText },
        ]}
      />
      <ManagedText page={page} name="content.intro" className="govuk-body" />
      <form method="post" action={action} noValidate onSubmit={onSubmit} autoComplete="on">
        <CsrfField token={csrfToken} />
        {/* spec 3 §5: the payment type is 'specific' (an amount the customer enters): the only one offered. */}
        <input type="hidden" name="paymentType" value={PAYMENT_TYPE} />
        <AmountInput
          id="amount"
          label={{ text: t('amountLabel'), classes: 'govuk-label--s' }}
          hint={card.owedText ? fillIn(t('amountHintOwed'), { owed: card.owedText }) : t('amountHint')}
          defaultValue={values.amount}
          errorMessage={errorFor('amount')}
          inputProps={register('amount')}
        />
        <EditControls page={page} keys={['amountLabel', card.owedText ? 'amountHintOwed' : 'amountHint']} />
        <ManagedText page={page} name="content.cardHeading" as="h2" className="govuk-heading-m" />
        <TextInput
          id="cardNumber"
          label={{ text: t('cardNumberLabel'), classes: 'govuk-label--s' }}
          hint={t('cardNumberHint')}
          {...numeric}
          autocomplete="cc-number"
          classes="govuk-input--width-20"
          attributes={{ maxLength: 26 }}
          errorMessage={errorFor('cardNumber')}
          inputProps={register('cardNumber')}
        />
        <TextInput
          id="expiryDate"
          label={{ text: t('expiryLabel'), classes: 'govuk-label--s' }}
          hint={t('expiryHint')}
          {...numeric}
          autocomplete="cc-exp"
          classes="govuk-input--width-5"
          attributes={{ maxLength: 7 }}
          errorMessage={errorFor('expiryDate')}
          inputProps={register('expiryDate')}
        />
        <TextInput
          id="cardholderName"
          label={{ text: t('nameLabel'), classes: 'govuk-label--s' }}
          spellcheck={false}
          autocomplete="cc-name"
          attributes={{ maxLength: NAME_MAX }}
          defaultValue={values.cardholderName}
          errorMessage={errorFor('cardholderName')}
          inputProps={register('cardholderName')}
        />
        <TextInput
          id="securityCode"
          label={{ text: t('securityCodeLabel'), classes: 'govuk-label--s' }}
          hint={t('securityCodeHint')}
          {...numeric}
          autocomplete="cc-csc"
          classes="govuk-input--width-4"
          attributes={{ maxLength: 4 }}
          errorMessage={errorFor('securityCode')}
          inputProps={register('securityCode')}
        />
        <EditControls
          page={page}
          keys={[
            'cardNumberLabel',
            'cardNumberHint',
            'expiryLabel',
            'expiryHint',
            'nameLabel',
            'securityCodeLabel',
            'securityCodeHint',
          ]}
        />
        <ManagedText page={page} name="content.billingHeading" as="h2" className="govuk-heading-m" />
        <ManagedText page={page} name="content.billingText" className="govuk-body" />
        {BILLING_ADDRESS.map((input) => (
          <TextInput
            key={input.field}
            id={input.field}
            label={{ text: t(input.label), classes: 'govuk-label--s' }}
            autocomplete={input.autocomplete}
            classes={'classes' in input ? input.classes : undefined}
            attributes={{ maxLength: input.maxLength }}
            defaultValue={values[input.field]}
            errorMessage={errorFor(input.field)}
            inputProps={register(input.field)}
          />
        ))}
        <ContinueOrCancel page={page} cancelHref="/accounts/list" />
      </form>
      <EditControls
        page={page}
        keys={[...BILLING_ADDRESS.map((input) => input.label), 'continue', 'cancel']}
      />
    </FirstStep>
  );
}

/** A refused payment's message (spec 3 §8), in its published wording (the `errors` kind of the page's tag). */
function RefusalAlert({ message }: { message: string }) {
  const managed = useManagedMessage();
  return <DangerAlert testId="card-payment-failed">{managed(message)}</DangerAlert>;
}
