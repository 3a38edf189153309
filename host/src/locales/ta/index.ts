import type { LocaleBundle } from '@vd/shared/i18n';
import host from './host';

/** The host's texts in this language: catalogue id → texts. */
export default {
  host,
} satisfies LocaleBundle;
