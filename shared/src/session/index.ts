export {
  forgetSessionInPage,
  getSession,
  getVendor,
  notifySessionChanged,
  pendingOrdersCountAtom,
  resetSessionState,
  sessionAtom,
  sessionVendorId,
  setVendor,
  vendorAtom,
} from './atoms';
export { followOtherTabs, followStoredSession } from './tabs';
export type { SessionState } from './atoms';
export { readAttribute } from './attributes';
export { useSession, useVendor } from './hooks';
export {
  completeSignIn,
  ensureVendor,
  hasStoredSession,
  isCustomer,
  refreshVendor,
  registrationStatus,
  signOut,
} from './session';
export type { SignInResult, SignOutOptions } from './session';
export type {
  Address,
  AttributeValue,
  CategoryNode,
  Id,
  NameValue,
  Order,
  OrderItem,
  OrderStatus,
  Product,
  RegistrationStatus,
  UserType,
  Variant,
  Vendor,
  VendorStatus,
} from './types';
export { chooseLanguage } from './language';
export { firstName, roleOf, staffNameOf } from './role';
