/**
 * `@vd/shared/i18n`: the catalogue core of the contract (`@vd/contract/i18n`: defineMessages, the
 * page language) with what only the browser needs: the lazy language modules (`defineLocaleBundles`)
 * and the texts @vd/shared itself shows.
 */
export * from '@vd/contract/i18n';
export { defineLocaleBundles } from './bundles';
export type { LocaleBundles, LocaleLoaders } from './bundles';
export { sharedMessages } from './messages';
export type { SharedMessageKey } from './messages';
export { sharedAfterLoginLocaleBundles, sharedLocaleBundles } from './sharedLocales';
