import type { LocaleBundle } from '@vd/contract/i18n';
import shared from './shared';

/**
 * @vd/shared's texts every page shows, the login page included (sign-in, phone and code checks, toasts,
 * offline, the language switch), in this language: catalogue id → texts (loaded only when it is
 * chosen). The rest is `./after-login`.
 */
export default {
  shared,
} satisfies LocaleBundle;
