import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormRegister } from 'react-hook-form';
import { useSubmit } from 'react-router';
import type { FieldError } from '#shared/forms/validate.ts';
import type { z } from '#shared/zod.ts';
import { afterPress } from '../../lib/after-press.ts';

/** What an action answers with when the form cannot go on: field errors, and the values to show again. */
export type FormFailure = { errors: FieldError[]; values: Record<string, string> };

/**
 * The client half of the form pattern (shared/forms/validate.ts has the server half): the shared schema validates
 * on blur and then on change, the whole form before it is sent. A field's message shows once the customer has
 * changed the field, or the form has been sent (spec 1 §4: errors show only when a field is failed and dirty): a field
 * only passed through says nothing. A blur waits for a mouse press in progress to end (app/lib/after-press.ts), so
 * a message it inserts never moves the control being pressed. The form is sent when valid, through React Router (no
 * reload). In the browser the schema runs on zod/mini, as on the server, through @hookform/resolvers' zodResolver (decision 040). Before hydration, and with JavaScript off,
 * the page shows the server's errors from the action and the browser posts the form natively.
 */
export function useValidatedForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  fieldOrder: readonly string[],
  failure: FormFailure | undefined,
) {
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  const [clientSummary, setClientSummary] = useState<FieldError[] | null>(null);
  // The fields the customer has changed ('b_day.day' for a part of b_day): dirty even when changed back, as a
  // required field emptied again is.
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: failure?.values ?? {},
    shouldFocusError: false,
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the hydration flag: false on the server and in the first client render, true after
  useEffect(() => setHydrated(true), []);

  // A new answer from the server replaces any summary the browser made, and the fields show what it sent back:
  // secrets it leaves out (passwords, memorable-number digits) are cleared, as a page load without JavaScript does.
  const lastFailure = useRef(failure);
  useEffect(() => {
    if (failure !== lastFailure.current) {
      lastFailure.current = failure;
      setClientSummary(null);
      setChanged(new Set());
      if (failure) {
        const values = form.getValues();
        for (const [field, value] of Object.entries(values))
          if (typeof value === 'string') values[field] = failure.values[field] ?? '';
        form.reset(values);
      }
    }
  }, [failure, form]);

  const register: UseFormRegister<FieldValues> = (name, options) => {
    const registration = form.register(name, options);
    return {
      ...registration,
      onChange: (event) => {
        if (!changed.has(name)) setChanged((previous) => new Set(previous).add(name));
        return registration.onChange(event);
      },
      onBlur: (event) => {
        afterPress(() => void registration.onBlur(event));
        return Promise.resolve();
      },
    };
  };
  const isChanged = (field: string) =>
    [...changed].some((name) => name === field || name.startsWith(`${field}.`));

  const clientErrors = form.formState.errors;
  const serverErrorFor = (field: string) => failure?.errors.find((e) => e.field === field)?.message;

  /** The message to show under a field: the browser's once hydrated and the field changed or sent, else the server's. */
  function errorFor(field: string): string | undefined {
    if (hydrated && (clientSummary || isChanged(field))) {
      const message = clientErrors[field]?.message;
      return typeof message === 'string' ? message : undefined;
    }
    return serverErrorFor(field);
  }

  const summary: FieldError[] = clientSummary ?? failure?.errors ?? [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const formElement = event.currentTarget;
    // A value set without an input event React sees (browser or password-manager autofill, assistive tools, pa11y's
    // 'set field') never reached react-hook-form: validate what the page really holds.
    for (const element of Array.from(formElement.elements)) {
      const field = element as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      if (!field.name || field.disabled) continue;
      const isText =
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement ||
        (field instanceof HTMLInputElement &&
          !['checkbox', 'radio', 'submit', 'button', 'hidden', 'file'].includes(field.type));
      if (
        isText &&
        typeof form.getValues(field.name) === 'string' &&
        form.getValues(field.name) !== field.value
      ) {
        form.setValue(field.name, field.value);
      }
    }
    void form.handleSubmit(
      () => {
        setClientSummary(null);
        void submit(formElement, { method: 'post' });
      },
      (errors) => {
        const list: FieldError[] = [];
        for (const field of fieldOrder) {
          const message = errors[field]?.message;
          if (typeof message !== 'string') continue;
          // A date input's first box is `<field>-day` (GOV.UK date input): link there when there is no `<field>`.
          const id =
            !document.getElementById(field) && document.getElementById(`${field}-day`)
              ? `${field}-day`
              : field;
          list.push({ field, href: `#${id}`, message });
        }
        setClientSummary(list);
      },
    )(event);
  }

  return { form, register, errorFor, summary, onSubmit, hydrated };
}
