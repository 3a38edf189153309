import { DEFAULT_LOCALE, i18nState, ICU_SYNTAX as ICU, type Locale, type LocaleBundle } from '@vd/contract/i18n';

export type LocaleLoaders = Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: LocaleBundle }>>>;

export interface LocaleBundles {
  /** Loads this app's texts for `locale` (once; later calls share the first promise). */
  load(locale: Locale): Promise<void>;
  isLoaded(locale: Locale): boolean;
}

/**
 * An app's language modules, each loaded only when that language is chosen (one chunk per app and
 * language: the English texts are the catalogues themselves and cost nothing more). Registered on
 * the page so that `setLocale` loads every app's texts before it switches.
 */
export function defineLocaleBundles(loaders: LocaleLoaders): LocaleBundles {
  const pending = new Map<Locale, Promise<void>>();
  const loaded = new Set<Locale>([DEFAULT_LOCALE]);
  const bundles: LocaleBundles = {
    isLoaded: (locale) => loaded.has(locale),
    load(locale) {
      if (loaded.has(locale)) return Promise.resolve();
      let promise = pending.get(locale);
      if (!promise) {
        promise = loaders[locale as Exclude<Locale, 'en'>]().then(async ({ default: bundle }) => {
          const state = i18nState();
          state.texts[locale] ??= {};
          const texts = state.texts[locale];
          let needsIcu = false;
          for (const [id, catalogue] of Object.entries(bundle)) {
            texts[id] = catalogue;
            needsIcu ||= Object.values(catalogue).some((text) => ICU.test(text));
          }
          if (needsIcu && !state.icu) {
            // One download per page: the first app to need it loads it, the others wait for that one.
            state.icuLoading ??= import('./icu.js').then((m) => m.formatIcu);
            state.icu = await state.icuLoading;
          }
          loaded.add(locale);
        });
        promise.catch(() => pending.delete(locale));
        pending.set(locale, promise);
      }
      return promise;
    },
  };
  i18nState().bundles.add(bundles);
  return bundles;
}
