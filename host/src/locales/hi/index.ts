import type { LocaleBundle } from '@vd/shared/i18n';
import host from './host';

/** The host's texts of the login page (and of the whole page: title, install) in this language: catalogue id → texts. */
export default {
  host,
} satisfies LocaleBundle;
