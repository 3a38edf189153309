import type { Locale } from '@vd/contract/i18n';
import type { messages } from '../core/messages';

/**
 * The sign-in screens' brand panel that index.html paints before any JavaScript (`AuthFrame`'s
 * `<aside>`, the largest thing on a phone's first screen). The build writes its markup and rules
 * into index.html (`build/first-paint.ts`); React's first render replaces it with the same panel.
 */
export const BRAND_ID = 'vd-boot';
export const BRAND_CLASS_PREFIX = 'vd-boot-';

/** The panel's texts: the class of the element that shows it → its key in the host's catalogue. */
export const BRAND_TEXTS = { brandName: 'brandName', brandTitle: 'welcomeTitle', brandText: 'welcomeText' } as const satisfies Record<
  string,
  keyof typeof messages
>;
export type BrandTexts = Record<keyof typeof BRAND_TEXTS, string>;
/** The panel's texts in each language but English (the markup has English). */
export type BrandTranslations = Partial<Record<Locale, BrandTexts>>;

/**
 * Keeps the panel on the sign-in screens, in the device's language; removes it on every other page
 * before anything is painted.
 */
export function showBrandPanel(doc: Document, onSignIn: boolean, locale: Locale, translations: BrandTranslations): void {
  const panel = doc.getElementById(BRAND_ID);
  if (!panel) return;
  if (!onSignIn) {
    panel.remove();
    return;
  }
  const texts = translations[locale];
  if (!texts) return;
  for (const [name, text] of Object.entries(texts)) {
    const element = panel.querySelector(`.${BRAND_CLASS_PREFIX}${name}`);
    if (element) element.textContent = text;
  }
}
