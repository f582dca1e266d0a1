import { useMemo, useState, type ReactNode } from 'react';
import { withdrawalFields, withdrawalSchema, REFERENCE_MAX } from '#shared/forms/withdrawal.ts';
import type { Pence } from '#shared/domain/money.ts';
import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { movementFieldDefaults } from '#shared/messages/money-movements.ts';
import { Checkboxes, TextInput } from '../govuk/index.ts';
import { EditControls } from '../managed-texts.tsx';
import { useValidatedForm, type FormFailure } from '../forms/use-validated-form.tsx';
import { CsrfField } from '../forms/csrf-field.tsx';
import { ContinueOrCancel, FirstStep, MovementHead, type MovementFact } from './movement-steps.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { AmountInput } from './amount-input.tsx';

// Step 1, Withdrawal Details, that make a withdrawal and give notice share (spec 3 §2, §5 "Withdrawal and notice"):
// the amount, reference and 'I wish to close my account' fields, with the one schema of shared/forms/withdrawal.ts on
// both sides, under the account's facts.

/** What step 1's loader gives the page: the account, the selector's options and what was entered before. */
export type WithdrawalStepData = {
  page: ManagedPage;
  csrfToken: string;
  money: { id: string; allowance: Pence; allowanceText: string };
  options: ReadonlyArray<{ value: string; text: string }>;
  values: Record<string, string>;
};

/**
 * The whole step: its title, the error summary, the head (selector and `facts`), what the journey says before the
 * form (`children`), and the form, posting to `action` with or without JavaScript.
 */
export function WithdrawalStep({
  step,
  failure,
  action,
  factsTestId,
  facts,
  editKeys,
  closeHint,
  cancelHref,
  children,
}: {
  step: WithdrawalStepData;
  failure: FormFailure | undefined;
  action: string;
  factsTestId: string;
  facts: ReadonlyArray<MovementFact>;
  /** The keys of the managed texts in `facts`' values, `children` and `closeHint`, for their Edit controls. */
  editKeys: readonly string[];
  closeHint: string;
  cancelHref: string;
  children: ReactNode;
}) {
  const { page, money } = step;
  const values = failure?.values ?? step.values;
  const form = useWithdrawalForm(money.allowance, failure, values);
  return (
    <FirstStep page={page} summary={form.summary}>
      <MovementHead
        page={page}
        action={action}
        options={step.options}
        selected={money.id}
        testId={factsTestId}
        facts={facts}
        editKeys={editKeys}
      />
      {children}
      <WithdrawalForm
        action={action}
        csrfToken={step.csrfToken}
        allowanceText={money.allowanceText}
        values={values}
        closeHint={closeHint}
        state={form}
        page={page}
        cancelHref={cancelHref}
      />
    </FirstStep>
  );
}

/**
 * The form state: the shared schema against the remaining allowance, and the close-account tick, which clears and
 * disables the amount and reference (spec 3 §5). What was entered before 'Change' is in the inputs' default values.
 */
function useWithdrawalForm(
  allowance: Pence,
  failure: FormFailure | undefined,
  values: Record<string, string>,
) {
  const schema = useMemo(() => withdrawalSchema(allowance), [allowance]);
  const validated = useValidatedForm(schema, withdrawalFields, failure);
  const { form, register } = validated;
  const [closing, setClosing] = useState(values.closeAccount === 'yes');
  const closeProps = register('closeAccount', {
    onChange: (event: { target: { checked: boolean } }) => {
      const ticked = event.target.checked;
      setClosing(ticked);
      if (ticked) {
        form.setValue('amount', '');
        form.setValue('reference', '');
        form.clearErrors(['amount', 'reference']);
      }
    },
  });
  return { ...validated, closing, closeProps };
}

/**
 * The first step's form: the fields, then Continue and the Cancel link, posting to `action` (the page's own route) with
 * or without JavaScript. The texts are the page's managed ones (movementFieldDefaults and the step's own; decision 035).
 */
function WithdrawalForm({
  action,
  csrfToken,
  allowanceText,
  values,
  closeHint,
  state,
  page,
  cancelHref,
}: {
  action: string;
  csrfToken: string;
  allowanceText: string;
  values: Record<string, string>;
  /** What closing means here, e.g. when the balance is sent. */
  closeHint: string;
  state: ReturnType<typeof useWithdrawalForm>;
  page: ManagedPage;
  cancelHref: string;
}) {
  const { register, errorFor, closing, closeProps } = state;
  const t = contentOf(page);
  return (
    <>
      <form method="post" action={action} noValidate onSubmit={state.onSubmit}>
        <CsrfField token={csrfToken} />
        <AmountInput
          id="amount"
          label={{ text: t('amountLabel'), classes: 'govuk-label--s' }}
          hint={fillIn(t('amountHint'), { allowance: allowanceText })}
          defaultValue={closing ? '' : values.amount}
          disabled={closing}
          errorMessage={closing ? undefined : errorFor('amount')}
          inputProps={register('amount')}
        />
        <TextInput
          id="reference"
          label={{ text: t('referenceLabel'), classes: 'govuk-label--s' }}
          hint={fillIn(t('referenceHint'), { max: REFERENCE_MAX })}
          spellcheck={false}
          autocomplete="off"
          classes="govuk-input--width-20"
          defaultValue={closing ? '' : values.reference}
          disabled={closing}
          errorMessage={closing ? undefined : errorFor('reference')}
          inputProps={register('reference')}
        />
        <Checkboxes
          name="closeAccount"
          idPrefix="closeAccount"
          classes="govuk-checkboxes--small"
          items={[
            {
              value: 'yes',
              text: t('closeLabel'),
              hint: { text: closeHint },
              checked: closing,
              inputProps: closeProps,
            },
          ]}
        />
        <EditControls page={page} keys={Object.keys(movementFieldDefaults)} />
        <ContinueOrCancel page={page} cancelHref={cancelHref} />
      </form>
      <EditControls page={page} keys={['closeHint', 'continue', 'cancel']} />
    </>
  );
}
