import { data } from 'react-router';
import type { Route } from './+types/edit.ts';
import {
  ADDRESS_PREFIXES,
  EDIT_PERSONAL_DETAILS_ARRAY_FIELDS,
  editPersonalDetailsFields,
  editPersonalDetailsSchema,
  editValuesFromUserDetails,
  type AddressPrefix,
} from '#shared/forms/edit-personal-details.ts';
import {
  ADDRESS_LOOKUP_CONTENT,
  ADDRESS_LOOKUP_TEXTS,
  type AddressLookupTexts,
} from '#shared/messages/address-lookup.ts';
import { managedOptions } from '#shared/content/managed-options.ts';
import {
  CONTACT_OPTION_ITEMS,
  PERSONAL_DETAILS_EDIT_DEFAULTS,
  PERSONAL_DETAILS_EDIT_TAG,
} from '#shared/messages/personal-details.ts';
import { echoedText, formDataToObject, validateForm } from '#shared/forms/validate.ts';
import {
  ADDRESS_FIELDS,
  AddressLookup,
  fieldName,
  FIND_ADDRESS,
  USE_ADDRESS,
  type AddressField,
  type AddressValue,
} from '../../components/address-lookup/address-lookup.tsx';
import { lookupFromForm } from '../../components/address-lookup/address-lookup.server.ts';
import { Button, Checkboxes, TextInput } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { FormPage } from '../../components/form-page.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { OptionEditControls } from '../../components/managed-options.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app } from '../../lib/route-helpers.server.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { fetchContactOptions, fetchUserDetails, updatePersonalDetails } from './personal-details.server.ts';
import { useEditChecks, type EditAnswer, type EditValues } from './edit-checks.ts';

// /personal-details/edit (spec 2 §2, §5 "Edit personal details"): e-mail, numbers, both addresses (each with the
// address lookup) and the contact preferences; 'Save Changes' sends the update under two-factor (spec 2 §4).
// Without JavaScript 'Find address' and 'Use this address' post this form (the action looks the postcode up and
// answers with everything entered so far); with it the lookup runs in the background.

/** The names whose values a round trip keeps: the form's fields and each address's lookup postcode. */
const KEPT_FIELDS = [
  ...editPersonalDetailsFields,
  ...ADDRESS_PREFIXES.map((prefix) => fieldName(prefix, 'lookupPostcode')),
];

function enteredValues(input: Record<string, unknown>): EditValues {
  const values: EditValues = {};
  for (const name of KEPT_FIELDS) {
    const value = input[name];
    if (typeof value === 'string') values[name] = echoedText(value);
    else if (Array.isArray(value)) values[name] = value.filter((v): v is string => typeof v === 'string');
  }
  return values;
}

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  // A new edit: the last update's confirmation is not shown again.
  delete ctx.session.personalDetailsUpdate;
  const [details, options, page] = await Promise.all([
    fetchUserDetails(ctx),
    fetchContactOptions(ctx),
    managedPage(ctx, PERSONAL_DETAILS_EDIT_TAG, PERSONAL_DETAILS_EDIT_DEFAULTS, '/personal-details/edit'),
  ]);
  return { csrfToken: ctx.csrfToken(), values: editValuesFromUserDetails(details, options), page };
}

function isPrefix(value: string | undefined): value is AddressPrefix {
  return (ADDRESS_PREFIXES as readonly string[]).includes(value ?? '');
}

/** 'Find address' / 'Use this address' without JavaScript, for one of the two addresses. */
async function lookupAnswer(
  ctx: AppContext,
  input: Record<string, unknown>,
  values: EditValues,
  prefix: AddressPrefix,
  use: boolean,
) {
  const { lookup, address, error } = await lookupFromForm(ctx, input, prefix, use);
  const next: EditValues = { ...values };
  for (const [field, value] of Object.entries(address ?? {})) {
    next[fieldName(prefix, field as AddressField)] = value;
  }
  return data<EditAnswer>(
    { values: next, errors: error ? [error] : [], lookups: lookup ? { [prefix]: lookup } : {} },
    { status: error ? 400 : 200 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  const input = formDataToObject(await request.formData(), {
    arrayFields: EDIT_PERSONAL_DETAILS_ARRAY_FIELDS,
  });
  const values = enteredValues(input);
  const [intent, prefix] = String(input.intent ?? '').split(':');
  if ((intent === FIND_ADDRESS || intent === USE_ADDRESS) && isPrefix(prefix)) {
    return lookupAnswer(ctx, input, values, prefix, intent === USE_ADDRESS);
  }
  const result = validateForm(editPersonalDetailsSchema, input);
  if (!result.ok) return data<EditAnswer>({ values, errors: result.errors }, { status: 400 });
  return updatePersonalDetails(ctx, result.data);
}

/** The managed texts of each address's legend. */
const ADDRESS_LEGENDS: Record<AddressPrefix, string> = {
  address: 'homeAddressLegend',
  correspondence: 'correspondenceAddressLegend',
};

/** The labels and legends whose Edit links go after the form's fields (none inside a label or legend). */
const FIELD_TEXTS = [
  'emailAddressLabel',
  'confirmEmailAddressLabel',
  'homeNumberLabel',
  'workNumberLabel',
  'mobileNumberLabel',
  'homeAddressLegend',
  'correspondenceAddressLegend',
  'buildingNameLabel',
  'buildingNumberLabel',
  'countyLabel',
  ...Object.keys(ADDRESS_LOOKUP_CONTENT),
  'preferencesLegend',
  'preferencesHint',
];

function text(values: EditValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

export default function EditPersonalDetails({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData;
  const values = answer?.values ?? loaderData.values;
  const { errors, errorFor, onSubmit, onBlur, onChange } = useEditChecks(answer);
  const { page } = loaderData;
  const c = contentOf(page);
  // Spec 2 §5: the house name or number (one of them) and the county are required here, so their labels are this
  // page's own (not '(optional)'), under the lookup's keys.
  const lookupTexts = Object.fromEntries(
    Object.keys(ADDRESS_LOOKUP_TEXTS).map((key) => [key, c(key)]),
  ) as AddressLookupTexts;
  const ticked = values.contactOptions;
  const input = (name: string, type: 'email' | 'tel', autocomplete: string) => (
    <TextInput
      id={name}
      name={name}
      type={type}
      label={c(`${name}Label`)}
      autocomplete={autocomplete}
      spellcheck={false}
      classes={type === 'tel' ? 'govuk-input--width-20' : undefined}
      defaultValue={text(values, name)}
      errorMessage={errorFor(name)}
    />
  );
  return (
    <FormPage page={page} title={c('title')} errors={errors}>
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.intro" className="govuk-body" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: blur and change bubble up from the inputs */}
      <form
        method="post"
        action="/personal-details/edit"
        noValidate
        onSubmit={onSubmit}
        onBlur={onBlur}
        onChange={onChange}
      >
        <CsrfField token={loaderData.csrfToken} />
        {/* Enter in any field saves (the first submit button is the default one), never 'Find address'. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1}>
          {c('save')}
        </button>
        <ManagedText page={page} name="content.contactHeading" as="h2" className="govuk-heading-m" />
        {input('emailAddress', 'email', 'email')}
        {input('confirmEmailAddress', 'email', 'email')}
        {input('homeNumber', 'tel', 'home tel')}
        {input('workNumber', 'tel', 'work tel')}
        {input('mobileNumber', 'tel', 'mobile tel')}
        {ADDRESS_PREFIXES.map((prefix) => {
          const value: AddressValue = Object.fromEntries(
            ADDRESS_FIELDS.map((field) => [field, text(values, fieldName(prefix, field))]),
          );
          const fieldErrors = Object.fromEntries(
            [...ADDRESS_FIELDS, 'lookupPostcode' as const].map((field) => [
              field,
              errorFor(fieldName(prefix, field)),
            ]),
          );
          return (
            <AddressLookup
              key={`${prefix}:${JSON.stringify(value)}`}
              prefix={prefix}
              legend={c(ADDRESS_LEGENDS[prefix])}
              csrfToken={loaderData.csrfToken}
              lookup={answer?.lookups?.[prefix] ?? null}
              lookupPostcode={text(values, fieldName(prefix, 'lookupPostcode'))}
              value={value}
              errors={fieldErrors}
              texts={lookupTexts}
            />
          );
        })}
        <Checkboxes
          name="contactOptions"
          idPrefix="contactOptions"
          fieldset={{ legend: { text: c('preferencesLegend'), classes: 'govuk-fieldset__legend--m' } }}
          hint={c('preferencesHint')}
          classes="govuk-checkboxes--small"
          values={Array.isArray(ticked) ? ticked : []}
          items={managedOptions(page, 'contactOptions', CONTACT_OPTION_ITEMS)}
        />
        <OptionEditControls page={page} group="contactOptions" />
        <EditControls page={page} keys={FIELD_TEXTS} />
        <Button name="intent" value="save" preventDoubleClick>
          {c('save')}
        </Button>
        <EditControl page={page} name="content.save" />
      </form>
      <ManagedLink page={page} name="content.back" href="/personal-details/view" />
    </FormPage>
  );
}
