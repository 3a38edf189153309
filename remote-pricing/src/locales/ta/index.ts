import type { LocaleBundle } from '@vd/shared/i18n';
import pricing from './pricing';

/** The pricing area's texts in this language: catalogue id → texts (one chunk, loaded only when chosen). */
export default {
  pricing,
} satisfies LocaleBundle;
