import type { LocaleBundle } from '@vd/shared/i18n';
import store from './store';

/** The store area's texts in this language: catalogue id → texts (one chunk, loaded only when chosen). */
export default {
  store,
} satisfies LocaleBundle;
