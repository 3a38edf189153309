/**
 * React side of the page's language: `useLocale()` re-renders on a switch, and
 * `I18nGate` holds an app's screens until its texts in that language are loaded, then renders
 * them again from the top (keyed by language) so every text, number and date follows.
 */
import { Fragment, type ReactNode, use, useSyncExternalStore } from 'react';
import type { LocaleBundles } from './bundles';
import { DEFAULT_LOCALE, getLocale, type Locale, subscribeLocale } from '@vd/contract/i18n';

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, () => DEFAULT_LOCALE);
}

const settled = new WeakMap<LocaleBundles, Map<Locale, Promise<void>>>();

/** The load of `bundles` in `locale`, never rejecting (a language module that fails to load leaves English). */
function settledLoad(bundles: LocaleBundles, locale: Locale): Promise<void> {
  let byLocale = settled.get(bundles);
  if (!byLocale) {
    byLocale = new Map();
    settled.set(bundles, byLocale);
  }
  let promise = byLocale.get(locale);
  if (!promise) {
    promise = bundles.load(locale).catch((error: unknown) => {
      console.warn(`[i18n] the ${locale} texts could not be loaded; showing English`, error);
    });
    byLocale.set(locale, promise);
  }
  return promise;
}

export interface I18nGateProps {
  /** The language modules this subtree's texts come from (e.g. `[sharedLocaleBundles, ordersLocaleBundles]`). */
  bundles: readonly LocaleBundles[];
  children: ReactNode;
}

export function I18nGate({ bundles, children }: I18nGateProps) {
  const locale = useLocale();
  const missing = bundles.filter((b) => !b.isLoaded(locale));
  if (missing.length > 0) {
    const loads = missing.map((b) => settledLoad(b, locale));
    // Suspends until the first is in (all are already loading); the next render checks again.
    use(loads[0]!);
  }
  return <Fragment key={locale}>{children}</Fragment>;
}
