import type { FieldValues, UseFormRegister } from 'react-hook-form';
import type { ManagedPage } from '#shared/content/managed.ts';

/**
 * What a fields component needs from `useValidatedForm(...)`: its `register` and `errorFor`, and the values to show
 * (the action's echo after a failure, or a prefill): flat keys as posted ('firstname', 'b_day.day', ...).
 */
export type FormFieldBinding = {
  register: UseFormRegister<FieldValues>;
  errorFor: (field: string) => string | undefined;
  values?: Readonly<Record<string, string | undefined>>;
  /**
   * The page's managed texts (decision 035), whose tag holds the fields' labels and hints (the defaults: e.g.
   * PERSONAL_DETAILS_FIELDS_CONTENT); without it, the defaults in code. In editor mode their Edit links follow the
   * fields (never inside a label, legend or hint).
   */
  page?: ManagedPage;
};

/** A fields component's texts: the page's managed value of `content.{key}`, else the default in code. */
export function fieldTexts<T extends Readonly<Record<string, string>>>(
  defaults: T,
  page: ManagedPage | undefined,
): (key: keyof T & string) => string {
  return (key) => page?.values[`content.${key}`] ?? defaults[key] ?? '';
}

/**
 * What ties one input to the form by its posted name: its id, its message and react-hook-form's registration. A
 * field whose value may be shown again adds `defaultValue`; a secret never does.
 */
export function bindField(form: Pick<FormFieldBinding, 'register' | 'errorFor'>, id: string) {
  return { id, errorMessage: form.errorFor(id), inputProps: form.register(id) };
}
