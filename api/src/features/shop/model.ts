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
