import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import {
  EDIT_PERSONAL_DETAILS_ARRAY_FIELDS,
  editPersonalDetailsFields,
  editPersonalDetailsSchema,
  type AddressPrefix,
} from '#shared/forms/edit-personal-details.ts';
import {
  fieldErrorMessages,
  formDataToObject,
  validateForm,
  type FieldError,
} from '#shared/forms/validate.ts';
import type { AddressLookupResult } from '../../components/address-lookup/address-lookup.server.ts';

/** The edit form's values as posted: one string a field, a list for the contact options. */
export type EditValues = Record<string, string | string[]>;

/** The action's answer: the values to show again, the messages, and an address lookup done without JavaScript. */
export type EditAnswer = {
  values: EditValues;
  errors: FieldError[];
  lookups?: Partial<Record<AddressPrefix, AddressLookupResult>>;
};

function check(form: HTMLFormElement) {
  return validateForm(
    editPersonalDetailsSchema,
    formDataToObject(new FormData(form), { arrayFields: EDIT_PERSONAL_DETAILS_ARRAY_FIELDS }),
  );
}

/**
 * The edit form's own check in the browser, with the same schema as the action; a new answer from the server
 * replaces it. Spec 2 §5 "Errors show only for fields that are failed and dirty": between submits, a field is
 * checked again when it loses focus, and as it changes while it shows an error; untouched fields stay quiet. The
 * summary changes only on submit (GOV.UK error summary pattern).
 */
export function useEditChecks(answer: EditAnswer | undefined) {
  const submit = useSubmit();
  const [clientErrors, setClientErrors] = useState<FieldError[] | null>(null);
  const [seenAnswer, setSeenAnswer] = useState(answer);
  const [live, setLive] = useState<{ touched: string[]; messages: Record<string, string> } | null>(null);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    setClientErrors(null);
    setLive(null);
  }
  const errors = clientErrors ?? answer?.errors ?? [];
  const submitted = fieldErrorMessages(errors);
  function errorFor(field: string): string | undefined {
    if (!live) return submitted[field];
    return live.touched.includes(field) || field in submitted ? live.messages[field] : undefined;
  }

  function recheck(event: FocusEvent<HTMLFormElement> | ChangeEvent<HTMLFormElement>, touch: boolean) {
    const field = (event.target as { name?: string }).name ?? '';
    if (!(editPersonalDetailsFields as readonly string[]).includes(field)) return;
    if (!touch && errorFor(field) === undefined) return;
    const result = check(event.currentTarget);
    const messages = result.ok ? {} : fieldErrorMessages(result.errors);
    setLive((previous) => {
      const touched = previous?.touched ?? [];
      return { touched: touch && !touched.includes(field) ? [...touched, field] : touched, messages };
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = check(form);
    setLive(null);
    if (!result.ok) {
      setClientErrors(result.errors);
      return;
    }
    setClientErrors(null);
    void submit(form, { method: 'post' });
  }

  return {
    errors,
    errorFor,
    onSubmit,
    onBlur: (event: FocusEvent<HTMLFormElement>) => recheck(event, true),
    onChange: (event: ChangeEvent<HTMLFormElement>) => recheck(event, false),
  };
}
