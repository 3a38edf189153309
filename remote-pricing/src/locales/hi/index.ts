import type { LocaleBundle } from '@vd/shared/i18n';
import pricing from './pricing';
import pricingRules from './pricingRules';

/** The pricing area's texts in this language: catalogue id → texts (one chunk, loaded only when chosen). */
export default {
  pricing,
  'pricing.rules': pricingRules,
} satisfies LocaleBundle;
