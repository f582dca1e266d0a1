import {
  editPersonalDetailsFields,
  editPersonalDetailsSchema,
  editValuesFromUserDetails,
  isPhoneNumber,
  isPlaceName,
  maxLengthMessages,
  toUpdateUserDetailsBody,
  type EditPersonalDetailsData,
} from '#shared/forms/edit-personal-details.ts';
import { formFieldNames, validateForm } from '#shared/forms/validate.ts';

// spec 2 §5 "Edit personal details", §9 lengths; the messages are written out here as the spec gives them, so a
// change to the catalogue that drifts from the spec fails.
const M = {
  emailRequired: 'Please enter a email.',
  emailInvalid: 'Please enter a valid email.',
  mismatch: "Email address doesn't match",
  homeRequired: 'Please enter a home number.',
  homeInvalid: 'Please enter a valid home number.',
  workRequired: 'Please enter a work number.',
  workInvalid: 'Please enter a valid work number.',
  mobileRequired: 'Please enter a mobile number.',
  mobileInvalid: 'Please enter a valid mobile number.',
  houseName: 'Please enter a house name or flat number.',
  houseNumber: 'Please enter a house number.',
  line1: 'Please enter address line 1.',
  town: 'Please enter town/city.',
  countryRequired: 'Please enter country.',
  countryInvalid: 'Please enter a valid country name.',
  countyRequired: 'Please enter County.',
  countyInvalid: 'Please enter a valid County name.',
  postcodeRequired: 'Please enter postcode.',
  postcodeInvalid: 'Please enter your postcode in a valid UK postcode format.',
};

const VALID = {
  emailAddress: 'pip.personal@example.com',
  confirmEmailAddress: 'pip.personal@example.com',
  homeNumber: '0113 496 0000',
  workNumber: '020 7946 0000',
  mobileNumber: '07700 900432',
  addressBuildingName: '',
  addressBuildingNumber: '12',
  addressAddressLine1: 'Park Row',
  addressAddressLine2: '',
  addressPostTown: 'Leeds',
  addressCounty: 'West Yorkshire',
  addressPostcode: 'ls1 5hd',
  correspondenceBuildingName: 'Flat 3',
  correspondenceBuildingNumber: '',
  correspondenceAddressLine1: 'Quay Street',
  correspondenceAddressLine2: 'Old Town',
  correspondencePostTown: 'Bristol',
  correspondenceCounty: 'Avon',
  correspondencePostcode: 'BS1 4DJ',
  contactOptions: ['Email', 'Post'],
};

function errors(input: Record<string, unknown>) {
  const result = validateForm(editPersonalDetailsSchema, input);
  return result.ok ? [] : result.errors.map((e) => [e.field, e.message]);
}

function errorFor(field: string, value: string, overrides: Record<string, unknown> = {}) {
  return errors({ ...VALID, ...overrides, [field]: value });
}

describe('edit personal details: the schema', () => {
  it('has every field in page order, and a valid form passes with normalised values', () => {
    expect(formFieldNames(editPersonalDetailsSchema)).toEqual([...editPersonalDetailsFields]);
    const result = validateForm(editPersonalDetailsSchema, VALID);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.addressPostcode).toBe('LS1 5HD');
    expect(result.data.contactOptions).toEqual(['Email', 'Post']);
  });

  it('an empty form: every required message, in page order, each linked to its field', () => {
    const result = validateForm(editPersonalDetailsSchema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.href, e.message])).toEqual([
      ['#emailAddress', M.emailRequired],
      ['#confirmEmailAddress', M.emailRequired],
      ['#homeNumber', M.homeRequired],
      ['#workNumber', M.workRequired],
      ['#mobileNumber', M.mobileRequired],
      ['#addressBuildingName', M.houseName],
      ['#addressBuildingNumber', M.houseNumber],
      ['#addressAddressLine1', M.line1],
      ['#addressPostTown', M.town],
      ['#addressCounty', M.countryRequired],
      ['#addressPostcode', M.postcodeRequired],
      ['#correspondenceBuildingName', M.houseName],
      ['#correspondenceBuildingNumber', M.houseNumber],
      ['#correspondenceAddressLine1', M.line1],
      ['#correspondencePostTown', M.town],
      ['#correspondenceCounty', M.countyRequired],
      ['#correspondencePostcode', M.postcodeRequired],
    ]);
  });

  it('blank or only spaces is required, not invalid', () => {
    expect(errorFor('homeNumber', '   ')).toEqual([['homeNumber', M.homeRequired]]);
    expect(errorFor('correspondenceCounty', ' ')).toEqual([['correspondenceCounty', M.countyRequired]]);
  });
});

describe('edit personal details: e-mail', () => {
  it.each([
    'pip',
    'pip@example',
    'pip @example.com',
    'pip@.com',
    'pip@example.',
    `${'a'.repeat(45)}@example.com`,
  ])('%s is not a valid email', (email) => {
    expect(errorFor('emailAddress', email, { confirmEmailAddress: email })).toEqual([
      ['emailAddress', M.emailInvalid],
      ['confirmEmailAddress', M.emailInvalid],
    ]);
  });

  it('the confirmation must equal the e-mail', () => {
    expect(errorFor('confirmEmailAddress', 'pip.person@example.com')).toEqual([
      ['confirmEmailAddress', M.mismatch],
    ]);
  });

  it("a confirmation that fails its own rules shows that, not 'doesn't match'", () => {
    expect(errorFor('confirmEmailAddress', '')).toEqual([['confirmEmailAddress', M.emailRequired]]);
    expect(errorFor('confirmEmailAddress', 'nope')).toEqual([['confirmEmailAddress', M.emailInvalid]]);
  });

  it('surrounding spaces are ignored', () => {
    expect(errorFor('confirmEmailAddress', ' pip.personal@example.com ')).toEqual([]);
  });
});

describe('edit personal details: phone numbers', () => {
  it.each([
    ['homeNumber', M.homeInvalid],
    ['workNumber', M.workInvalid],
    ['mobileNumber', M.mobileInvalid],
  ])('%s must be a valid phone number', (field, message) => {
    expect(errorFor(field, '12345')).toEqual([[field, message]]);
    expect(errorFor(field, '0113 496 000a')).toEqual([[field, message]]);
    expect(errorFor(field, '(0113) 496-0000')).toEqual([]);
  });

  it('isPhoneNumber: a UK number, 0 or +44 then 9 or 10 digits', () => {
    expect(isPhoneNumber('07700900432')).toBe(true);
    expect(isPhoneNumber('+44 7700 900432')).toBe(true);
    expect(isPhoneNumber('01134960000')).toBe(true);
    expect(isPhoneNumber('0113496000')).toBe(true);
    expect(isPhoneNumber('011349600')).toBe(false);
    expect(isPhoneNumber('011349600001')).toBe(false);
    expect(isPhoneNumber('7700900432')).toBe(false);
    expect(isPhoneNumber('+44')).toBe(false);
    expect(isPhoneNumber('+33 1 23 45 67 89')).toBe(false);
    expect(isPhoneNumber('07700 900432 ext 2')).toBe(false);
  });
});

describe('edit personal details: the addresses', () => {
  it.each(['address', 'correspondence'])('%s: a house name or flat number, or a house number', (prefix) => {
    const both = { [`${prefix}BuildingName`]: '', [`${prefix}BuildingNumber`]: '' };
    expect(errors({ ...VALID, ...both })).toEqual([
      [`${prefix}BuildingName`, M.houseName],
      [`${prefix}BuildingNumber`, M.houseNumber],
    ]);
    expect(errors({ ...VALID, ...both, [`${prefix}BuildingName`]: 'Rose Cottage' })).toEqual([]);
    expect(errors({ ...VALID, ...both, [`${prefix}BuildingNumber`]: '7' })).toEqual([]);
  });

  it.each([
    ['address', M.countryRequired, M.countryInvalid],
    ['correspondence', M.countyRequired, M.countyInvalid],
  ])('%s: line 1, town, county and postcode with their messages', (prefix, countyRequired, countyInvalid) => {
    const f = (part: string) => `${prefix}${part}`;
    expect(errorFor(f('AddressLine1'), '')).toEqual([[f('AddressLine1'), M.line1]]);
    expect(errorFor(f('AddressLine2'), '')).toEqual([]);
    expect(errorFor(f('PostTown'), '')).toEqual([[f('PostTown'), M.town]]);
    expect(errorFor(f('County'), '')).toEqual([[f('County'), countyRequired]]);
    expect(errorFor(f('County'), 'Yorkshire 2')).toEqual([[f('County'), countyInvalid]]);
    expect(errorFor(f('County'), 'Tyne and Wear')).toEqual([]);
    expect(errorFor(f('County'), 'Tyne & Wear')).toEqual([]);
    expect(errorFor(f('County'), 'Ynys Môn')).toEqual([]);
    expect(errorFor(f('County'), 'Kent;')).toEqual([[f('County'), countyInvalid]]);
    expect(errorFor(f('Postcode'), '')).toEqual([[f('Postcode'), M.postcodeRequired]]);
    expect(errorFor(f('Postcode'), 'LS1')).toEqual([[f('Postcode'), M.postcodeInvalid]]);
    expect(errorFor(f('Postcode'), '12345')).toEqual([[f('Postcode'), M.postcodeInvalid]]);
  });

  it.each([
    ['BuildingName', 50, maxLengthMessages.buildingName],
    ['BuildingNumber', 50, maxLengthMessages.buildingNumber],
    ['AddressLine1', 100, maxLengthMessages.addressLine1],
    ['AddressLine2', 100, maxLengthMessages.addressLine2],
    ['PostTown', 60, maxLengthMessages.postTown],
    ['County', 60, maxLengthMessages.county],
  ])('%s: at most %i characters', (part, max, message) => {
    for (const prefix of ['address', 'correspondence']) {
      const field = `${prefix}${part}`;
      expect(errorFor(field, 'a'.repeat(max))).toEqual([]);
      expect(errorFor(field, 'a'.repeat(max + 1))).toEqual([[field, message]]);
    }
  });

  it('isPlaceName: letters, spaces and the punctuation of place names; no digits', () => {
    expect(isPlaceName('Bro Morgannwg')).toBe(true);
    expect(isPlaceName('Co. Down')).toBe(true);
    expect(isPlaceName("Bro'r Ddraig")).toBe(true);
    expect(isPlaceName(' Kent')).toBe(false);
    expect(isPlaceName('-')).toBe(false);
    expect(isPlaceName('<script>')).toBe(false);
  });
});

describe('edit personal details: contact preferences', () => {
  it('keeps only the known types, in the spec’s order; none ticked is allowed', () => {
    const parse = (contactOptions: unknown) => {
      const result = validateForm(editPersonalDetailsSchema, { ...VALID, contactOptions });
      return result.ok ? result.data.contactOptions : null;
    };
    expect(parse(['Post', 'Email', 'Carrier pigeon'])).toEqual(['Email', 'Post']);
    expect(parse('TextMessage')).toEqual(['TextMessage']);
    expect(parse([])).toEqual([]);
    expect(parse(undefined)).toEqual([]);
  });
});

describe('edit personal details: to and from upstream', () => {
  const held = {
    Title: 'Mx',
    FirstName: 'Pip',
    MiddleName: 'Penny',
    Surname: 'Personal',
    EmailAddress: 'pip.personal@example.com',
    HomeNumber: '0113 496 0000',
    WorkNumber: '020 7946 0000',
    MobileNumber: '07700 900432',
    PrimaryContactNumber: '07700 900432',
    Address: {
      BuildingNumber: '12',
      AddressLine1: 'Park Row',
      PostTown: 'Leeds',
      County: 'West Yorkshire',
      PostCode: 'LS1 5HD',
      HomeStatus: 'Owner',
    },
    CorrespondenceAddress: {
      BuildingName: 'Flat 3',
      Street: 'Quay Street',
      AddressLine2: 'Old Town',
      PostTown: 'Bristol',
      County: 'Avon',
      PostCode: 'BS1 4DJ',
    },
  };

  it('starts the form from what is held (Street stands in for line 1), with the options set to true', () => {
    const values = editValuesFromUserDetails(held, [
      { Type: 'Email', Value: true },
      { Type: 'Post', Value: false },
      { Type: 'OffersFromTheBank', Value: true },
    ]);
    expect(values).toMatchObject({
      emailAddress: 'pip.personal@example.com',
      confirmEmailAddress: 'pip.personal@example.com',
      addressBuildingNumber: '12',
      addressAddressLine1: 'Park Row',
      correspondenceBuildingName: 'Flat 3',
      correspondenceAddressLine1: 'Quay Street',
      correspondencePostcode: 'BS1 4DJ',
      contactOptions: ['Email', 'OffersFromTheBank'],
    });
  });

  it('the update body: names kept, edits applied, every option with its state', () => {
    const result = validateForm(editPersonalDetailsSchema, { ...VALID, mobileNumber: '07700 900999' });
    if (!result.ok) throw new Error('expected valid');
    const body = toUpdateUserDetailsBody(held, result.data as EditPersonalDetailsData);
    expect(body).toMatchObject({
      Title: 'Mx',
      FirstName: 'Pip',
      MiddleName: 'Penny',
      Surname: 'Personal',
      EmailAddress: 'pip.personal@example.com',
      MobileNumber: '07700 900999',
      PrimaryContactNumber: '07700 900432',
      ExtendedProperties: {},
    });
    expect(body.Address).toEqual({
      BuildingName: '',
      BuildingNumber: '12',
      AddressLine1: 'Park Row',
      AddressLine2: '',
      PostTown: 'Leeds',
      County: 'West Yorkshire',
      PostCode: 'LS1 5HD',
      HomeStatus: 'Owner',
      Street: 'Park Row',
      TownOrCity: 'Leeds',
    });
    expect(body.CorrespondenceAddress).toMatchObject({ BuildingName: 'Flat 3', Street: 'Quay Street' });
    expect(body.Options).toEqual([
      { Type: 'Email', Value: true },
      { Type: 'Mobile', Value: false },
      { Type: 'TextMessage', Value: false },
      { Type: 'Post', Value: true },
      { Type: 'OffersFromTheBank', Value: false },
      { Type: 'OffersFromSelectedPartners', Value: false },
    ]);
  });
});
