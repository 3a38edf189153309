/** Texts that carry a count or names (spec section 4 "Pricing edits", section 8 "Pricing save"). */
import { formatMessage } from '@vd/shared/i18n';
import { PRICING_MESSAGES } from '../messages';
import type { PricingProduct } from './normalize';

/** 'You have N product(s) with unsaved changes. What would you like to do?' */
export const unsavedChangesText = (count: number): string => formatMessage(PRICING_MESSAGES.unsavedChanges, { count });

/** 'Successfully updated N product(s)!' */
export const saveSuccessText = (count: number): string => formatMessage(PRICING_MESSAGES.saveSuccess, { count });

/** Names the products a conflict reloaded. */
export const conflictText = (reloaded: readonly Pick<PricingProduct, 'productName'>[]): string =>
  formatMessage(PRICING_MESSAGES.conflictReloaded, { products: reloaded.map((p) => p.productName).join(', ') });

/** Switching category, sub-category or sub-sub-category asks first when anything is unsaved. */
export const needsUnsavedDialog = (unsavedCount: number): boolean => unsavedCount > 0;
