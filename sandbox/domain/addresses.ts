import { readFileSync } from 'node:fs';

// Address lookup by postcode (spec 1 §3 Address lookup, §8). The addresses come from sandbox/fixtures/postcodes.json:
// real-format UK postcodes with fictional addresses. Postcodes listed under "failing" make the lookup service
// fail; any other well-formed postcode that is not in the file has no addresses.

export type LookupStatus = 'Success' | 'InvalidPostcodeFormat' | 'NotFound' | 'Failed';

export type Address = {
  BuildingName: string;
  BuildingNumber: string;
  AddressLine1: string;
  AddressLine2: string;
  PostTown: string;
  County: string;
  Postcode: string;
};

type PostcodeFile = {
  failing: string[];
  postcodes: Record<string, Omit<Address, 'Postcode'>[]>;
};

/**
 * Outward code (area, district) and inward code (sector, unit); the space is optional. At most 8 characters, the
 * maximum length of spec 1 §5.
 */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/;

/** 'ls14dt' -> 'LS1 4DT'; undefined when it is not a UK postcode. */
export function formatPostcode(value: string): string | undefined {
  const trimmed = value.trim().toUpperCase();
  if (!UK_POSTCODE.test(trimmed)) return undefined;
  const compact = trimmed.replace(' ', '');
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

let data: { failing: Set<string>; postcodes: Map<string, Omit<Address, 'Postcode'>[]> } | undefined;

function load() {
  if (!data) {
    const file = JSON.parse(
      readFileSync(new URL('../fixtures/postcodes.json', import.meta.url), 'utf8'),
    ) as PostcodeFile;
    const key = (postcode: string) => formatPostcode(postcode) ?? postcode;
    data = {
      failing: new Set(file.failing.map(key)),
      postcodes: new Map(Object.entries(file.postcodes).map(([postcode, list]) => [key(postcode), list])),
    };
  }
  return data;
}

/**
 * The addresses at a postcode. `houseNumber` (the portal sends it empty) narrows the list to addresses whose
 * building number or name is that value, ignoring case.
 */
export function findAddresses(
  postcode: string,
  houseNumber = '',
): { status: LookupStatus; addresses: Address[] } {
  const formatted = formatPostcode(postcode);
  if (!formatted) return { status: 'InvalidPostcodeFormat', addresses: [] };
  const { failing, postcodes } = load();
  if (failing.has(formatted)) return { status: 'Failed', addresses: [] };
  const wanted = houseNumber.trim().toLowerCase();
  const addresses = (postcodes.get(formatted) ?? [])
    .filter(
      (address) =>
        wanted === '' ||
        address.BuildingNumber.toLowerCase() === wanted ||
        address.BuildingName.toLowerCase() === wanted,
    )
    .map((address) => ({ ...address, Postcode: formatted }));
  return addresses.length === 0 ? { status: 'NotFound', addresses: [] } : { status: 'Success', addresses };
}
