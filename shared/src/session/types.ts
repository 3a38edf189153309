/** Domain types (spec section 3). Server records are loosely typed: optional fields may be null. */

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

export interface NameValue {
  name: string;
  value: string;
}

export interface Address {
  addressLineOne?: string | null;
  addressLineTwo?: string | null;
  city?: string | null;
  state?: string | null;
  /** Default 'India'. */
  country?: string | null;
  contactNo?: string | null;
  pinCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface CategoryNode {
  id: Id;
  name: string;
  available?: boolean | null;
  /** Up to three levels: category, sub-category, sub-sub-category. */
  subCategories?: CategoryNode[] | null;
  imagePath?: string | null;
  /** Absolute image URL (the vendor API's name for the category image). */
  imageUrl?: string | null;
  /** A short mark shown on the category tab (an emoji). */
  icon?: string | null;
}

export interface Vendor {
  id: Id;
  name?: string | null;
  shopName?: string | null;
  emailId?: string | null;
  contactNo?: string | null;
  alternateContact?: string | null;
  deliveryRadius?: number | null;
  status?: VendorStatus | null;
  profileImage?: string | null;
  /** Structured address, or the address combined into a string. */
  address?: Address | string | null;
  addressText?: string | null;
  detailedAddress?: Address | null;
  userType?: UserType | null;
  vendorCategories: CategoryNode[];
  vendorImages: string[];
  attributeValues: AttributeValue[];
  rating?: number | string | null;
  ordersCompleted?: number | string | null;
  organicPct?: number | string | null;
}

export interface Variant {
  id: Id;
  /** May be null; then `id` is used. */
  variantId?: Id | null;
  /** Quantity number or label. */
  variant?: number | string | null;
  unit?: string | null;
  mrp: number;
  netPrice: number;
  available: boolean;
}

export interface Product {
  productId: Id;
  productName: string;
  productImageUrls: string[];
  /** Legacy single image; normalised into productImageUrls. */
  productImageUrl?: string | null;
  mrp?: number | null;
  netPrice?: number | null;
  description?: string | null;
  brand?: string | null;
  /** Names used: Tag, Author, Genre, Publisher, Language, Collection. */
  productAttributes?: NameValue[] | null;
  productVariants: Variant[];
}

export type OrderStatus = 'Pending' | 'Rescheduled' | 'Paid' | 'Completed' | 'Cancelled';

export interface OrderItem {
  productId: Id;
  variantId?: Id | null;
  productName: string;
  productImageUrls?: string[] | null;
  variant?: number | string | null;
  unit?: string | null;
  mrp?: number | null;
  netPrice: number;
  quantity: number;
}

export interface Order {
  orderId: string;
  status: OrderStatus | (string & {});
  orderDate: string;
  total: number;
  customerName?: string | null;
  deliveryAddress?: Address | string | null;
  note?: string | null;
  /** List view. */
  products?: OrderItem[] | null;
  /** Detail view. */
  items?: OrderItem[] | null;
  attributeModels?: NameValue[] | null;
}
