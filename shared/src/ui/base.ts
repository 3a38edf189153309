/**
 * `@vd/shared/ui/base`: the UI the pages before the sign-in show (the login and OTP pages, the
 * Not Registered dialog, the iOS install tutorial). `@vd/shared/ui` exports the same components with
 * the areas' pieces (tab strip, grids, swipe, keyboard); both are Module Federation singletons, and a
 * shared entry is kept whole, so the login page imports this one and does not download those.
 * One module per component either way: a component is one instance on the page.
 */
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchProps } from './LanguageSwitch';
