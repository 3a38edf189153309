export interface AddressParts {
  addressLineOne: string;
  addressLineTwo: string | null;
  city: string;
  state: string;
  country: string;
  pinCode: string | null;
}

/** "12 MG Road, Near Bus Stand, Lajpat Nagar, New Delhi, Delhi 110024, India" (empty parts skipped). */
export function formatAddress(a: AddressParts): string {
  const statePin = [a.state, a.pinCode].filter((x) => x?.trim()).join(' ');
  return [a.addressLineOne, a.addressLineTwo, a.city, statePin, a.country]
    .map((x) => (x ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** The columns PUT vendor / PUT vendor/profile may change (the vendor object's other fields are ignored). */
export interface VendorChanges {
  name?: string;
  shopName?: string;
  email?: string | null;
  alternateContact?: string | null;
  deliveryRadius?: number | null;
}

/** `{ field: first problem }` of a vendor update, with the texts of the profile rules. */
export type VendorUpdateProblems = Record<string, string>;
