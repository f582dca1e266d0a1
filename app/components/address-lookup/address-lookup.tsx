import { useEffect, useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import { addressLabel } from '#shared/forms/address-lookup.ts';
import type { LookupAddress } from '#shared/api/address-lookup.ts';
import { Button, Fieldset, NotificationBanner, Select, TextInput, WarningText } from '../govuk/index.ts';
import { fillIn } from '#shared/content/managed.ts';
import { ADDRESS_LOOKUP_TEXTS, type AddressLookupTexts } from '#shared/messages/address-lookup.ts';
import { useManagedMessage } from '../managed-errors.tsx';
import type { AddressLookupResult } from './address-lookup.server.ts';

export const ADDRESS_FIELDS = [
  'buildingName',
  'buildingNumber',
  'addressLine1',
  'addressLine2',
  'postTown',
  'county',
  'postcode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValue = Partial<Record<AddressField, string>>;

/** Intents the host form's action answers (a real form round trip without JavaScript). */
export const FIND_ADDRESS = 'find-address';
export const USE_ADDRESS = 'use-address';

export function addressFromLookup(address: LookupAddress | undefined, postcode: string): AddressValue {
  if (!address) return {};
  return {
    buildingName: address.BuildingName ?? '',
    buildingNumber: address.BuildingNumber ?? '',
    addressLine1: address.AddressLine1 ?? '',
    addressLine2: address.AddressLine2 ?? '',
    postTown: address.PostTown ?? '',
    county: address.County ?? '',
    postcode: address.Postcode ?? postcode,
  };
}

/**
 * The autofill field of each box (WCAG 1.3.5). No autofill field names a house number on its own (the HTML standard's
 * address fields are whole lines and levels), so House number has none: any line's token would write a whole line
 * into it, and 'off' would stop the browser helping at all (decision 062).
 */
const AUTOCOMPLETE: Record<AddressField, string | undefined> = {
  buildingName: 'address-line1',
  buildingNumber: undefined,
  addressLine1: 'address-line2',
  addressLine2: 'address-line3',
  postTown: 'address-level2',
  county: 'address-level1',
  postcode: 'postal-code',
};

type Props = {
  /** Field names and ids start with this, e.g. 'address' → addressPostcode. */
  prefix: string;
  legend: string;
  csrfToken: string;
  /** The result of a lookup done by the host action (without JavaScript). */
  lookup: AddressLookupResult | null;
  lookupPostcode: string;
  value: AddressValue;
  errors: Partial<Record<AddressField | 'lookupPostcode', string>>;
  /**
   * The lookup's texts: a page with managed content passes its tag's values (decision 035); the code's defaults
   * otherwise. The host form's own labels go here too where its rules differ (e.g. a required county).
   */
  texts?: AddressLookupTexts;
};

export function fieldName(prefix: string, field: AddressField | 'lookupPostcode' | 'choice'): string {
  return `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}`;
}

/**
 * The address lookup of spec 1 §3/§4/§8: a postcode finds the addresses; a single one is filled in automatically,
 * several are chosen from a list, and the address can always be typed by hand. Without JavaScript 'Find address'
 * and 'Use this address' post the host form (its action calls the lookup); with JavaScript the lookup goes to
 * /address-lookup in the background and nothing reloads.
 */
export function AddressLookup({
  prefix,
  legend,
  csrfToken,
  lookup,
  lookupPostcode,
  value,
  errors,
  texts = ADDRESS_LOOKUP_TEXTS,
}: Props) {
  const fetcher = useFetcher<AddressLookupResult | { errors: { lookupPostcode: string } }>();
  const fromFetcher = fetcher.data && 'outcome' in fetcher.data ? fetcher.data : null;
  const fetcherError =
    fetcher.data && 'errors' in fetcher.data ? fetcher.data.errors.lookupPostcode : undefined;
  const result = fromFetcher ?? lookup;
  const [fields, setFields] = useState<AddressValue>(value);
  const [chosen, setChosen] = useState('');
  // The lookup's answers in their published wording on a page that manages them (the `errors` kind, decision 035).
  const managed = useManagedMessage();

  // A single address found in the background is filled in straight away (spec 1 §4).
  useEffect(() => {
    if (fromFetcher?.outcome === 'Single') {
      setFields(addressFromLookup(fromFetcher.addresses[0], fromFetcher.postcode)); // eslint-disable-line react-hooks/set-state-in-effect -- follows the fetcher's answer
    }
  }, [fromFetcher]);

  const name = (field: AddressField | 'lookupPostcode' | 'choice') => fieldName(prefix, field);
  // A page may hold two addresses (home and correspondence): each is its own autofill section, so the browser fills
  // one saved address into one of them, never the same into both.
  const autocomplete = (token: string | undefined) => token && `section-${prefix} ${token}`;

  function find(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    const postcode =
      (form.elements.namedItem(name('lookupPostcode')) as HTMLInputElement | null)?.value ?? '';
    void fetcher.submit(
      { _csrf: csrfToken, lookupPostcode: postcode },
      { method: 'post', action: '/address-lookup' },
    );
  }

  function use(event: MouseEvent<HTMLButtonElement>) {
    if (!result) return;
    event.preventDefault();
    const address = result.addresses[Number(chosen)];
    if (address) setFields(addressFromLookup(address, result.postcode));
  }

  const postcodeError =
    fetcherError ??
    errors.lookupPostcode ??
    (result?.outcome === 'InvalidPostcodeFormat' ? result.message : undefined);
  return (
    <Fieldset legend={{ text: legend, classes: 'govuk-fieldset__legend--m' }}>
      <TextInput
        id={name('lookupPostcode')}
        name={name('lookupPostcode')}
        label={texts.lookupPostcodeLabel}
        hint={texts.lookupPostcodeHint}
        autocomplete={autocomplete('postal-code')}
        classes="govuk-input--width-10"
        defaultValue={result?.postcode ?? lookupPostcode}
        errorMessage={postcodeError}
        required
      />
      <Button
        type="submit"
        name="intent"
        value={`${FIND_ADDRESS}:${prefix}`}
        classes="govuk-button--secondary"
        attributes={{ onClick: find }}
      >
        {texts.findAddress}
      </Button>
      <div aria-live="polite">
        {result && result.outcome !== 'InvalidPostcodeFormat' ? (
          result.alert === 'success' ? (
            <NotificationBanner
              type="success"
              titleText={texts.lookupResultTitle}
              titleId={`${prefix}-lookup-title`}
              role="status"
            >
              {managed(result.message)}
            </NotificationBanner>
          ) : (
            <WarningText iconFallbackText={texts.lookupWarning}>{managed(result.message)}</WarningText>
          )
        ) : null}
      </div>
      {result?.outcome === 'Multiple' ? (
        <>
          <Select
            id={name('choice')}
            name={name('choice')}
            label={texts.selectAddressLabel}
            items={[
              { value: '', text: fillIn(texts.addressesFound, { count: result.addresses.length }) },
              ...result.addresses.map((address, index) => ({
                value: String(index),
                text: addressLabel(address),
              })),
            ]}
            inputProps={{ value: chosen, onChange: (e) => setChosen(e.target.value) }}
          />
          <Button
            type="submit"
            name="intent"
            value={`${USE_ADDRESS}:${prefix}`}
            classes="govuk-button--secondary"
            attributes={{ onClick: use }}
          >
            {texts.useAddress}
          </Button>
        </>
      ) : null}
      <p className="govuk-body">{texts.enterManually}</p>
      {ADDRESS_FIELDS.map((field) => (
        <TextInput
          key={field}
          id={name(field)}
          name={name(field)}
          label={texts[`${field}Label`]}
          autocomplete={autocomplete(AUTOCOMPLETE[field])}
          classes={field === 'postcode' ? 'govuk-input--width-10' : undefined}
          errorMessage={errors[field]}
          inputProps={{
            value: fields[field] ?? '',
            onChange: (e) => setFields({ ...fields, [field]: e.target.value }),
          }}
        />
      ))}
    </Fieldset>
  );
}
