/**
 * Domain types (spec section 3). The shapes the API answers (Vendor, Order, Product, ...) are the API
 * contract's, taken as types only: no bytes reach the browser. What stays here is
 * the app's own vocabulary for values it reads loosely.
 */
export type {
  Address,
  CategoryNode,
  CategoryRef,
  NameValue,
  Order,
  OrderDetail,
  OrderItem,
  OrderStatus,
  Product,
  Variant,
  Vendor,
  VendorAttribute,
} from '@vd/contract';

export type Id = string | number;

/** Vendor status values seen; any other string counts as approved. */
export type VendorStatus = 'Approved' | 'Pending' | 'Reject' | 'OutOfStation' | (string & {});

/** 'vendor' for sellers; 'user' is a customer and is rejected from seller screens. */
export type UserType = 'vendor' | 'user' | (string & {});

export type RegistrationStatus = 'pending' | 'rejected' | 'approved';

/** Name/value entry; entries may use name or attributeName, value or attributeValue. */
export interface AttributeValue {
  id?: Id | null;
  name?: string | null;
  attributeName?: string | null;
  type?: string | null;
  value?: string | number | boolean | null;
  attributeValue?: string | number | boolean | null;
}
