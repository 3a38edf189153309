import { privacyPolicy } from './privacy';
import { refundPolicy } from './refund';
import { returnPolicy } from './return';
import { shippingPolicy } from './shipping';
import { termsPolicy } from './terms';
import type { PolicyDocument } from './types';

export type { PolicyDocument, PolicySection } from './types';
export { MARKETPLACE } from './types';

/** The policy documents by name (the pages in features/policies, the Terms and Privacy dialogs in ui/PolicyDialog). */
export const POLICIES = {
  terms: termsPolicy,
  privacy: privacyPolicy,
  returnPolicy: returnPolicy,
  refundPolicy: refundPolicy,
  shippingPolicy: shippingPolicy,
} as const satisfies Record<string, PolicyDocument>;

export type PolicyName = keyof typeof POLICIES;
