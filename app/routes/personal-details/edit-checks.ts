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
import { afterPress } from '../../lib/after-press.ts';

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
 * replaces it. Spec 1 §4 "Errors show only when a field is failed and dirty": between submits, a field the customer
 * has changed is checked again when it loses focus, and as it changes while it shows an error; fields only passed
 * through stay quiet. A check on leaving a field waits for a mouse press in progress to end (app/lib/after-press.ts),
 * as the other forms' do. The summary changes only on submit (GOV.UK error summary pattern).
 */
export function useEditChecks(answer: EditAnswer | undefined) {
  const submit = useSubmit();
  const [clientErrors, setClientErrors] = useState<FieldError[] | null>(null);
  const [seenAnswer, setSeenAnswer] = useState(answer);
  const [live, setLive] = useState<{ touched: string[]; messages: Record<string, string> } | null>(null);
  // The fields changed since the last answer.
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    setClientErrors(null);
    setLive(null);
    setChanged(new Set());
  }
  const errors = clientErrors ?? answer?.errors ?? [];
  const submitted = fieldErrorMessages(errors);
  function errorFor(field: string): string | undefined {
    if (!live) return submitted[field];
    return live.touched.includes(field) || field in submitted ? live.messages[field] : undefined;
  }

  function fieldOf(event: FocusEvent<HTMLFormElement> | ChangeEvent<HTMLFormElement>): string | null {
    const field = (event.target as { name?: string }).name ?? '';
    return (editPersonalDetailsFields as readonly string[]).includes(field) ? field : null;
  }

  function recheck(form: HTMLFormElement, field: string, touch: boolean) {
    const result = check(form);
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
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const field = fieldOf(event);
      const form = event.currentTarget;
      if (field && changed.has(field)) afterPress(() => recheck(form, field, true));
    },
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      const field = fieldOf(event);
      if (!field) return;
      if (!changed.has(field)) setChanged((previous) => new Set(previous).add(field));
      if (errorFor(field) !== undefined) recheck(event.currentTarget, field, false);
    },
  };
}
