import { type KeyboardEvent, useState } from 'react';
import { useLocale } from '../i18n/react';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@vd/contract/i18n';
import { sharedMessages } from '../i18n/messages';
import { chooseLanguage } from '../session/language';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * English · हिन्दी · தமிழ்: a radio group, each language named in its own script and
 * marked with its `lang`, so a vendor finds theirs whatever the page's language is.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const pick = (next: Locale) => {
    if (next === locale || busy) return;
    setBusy(true);
    void chooseLanguage(next).finally(() => setBusy(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = LOCALES[(LOCALES.indexOf(locale) + step + LOCALES.length) % LOCALES.length]!;
    pick(next);
    (event.currentTarget.querySelector(`[lang="${next}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div role="radiogroup" aria-label={sharedMessages.language} className={[styles.switch, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {LOCALES.map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control that switches at once (no form to submit); radio semantics as in the ARIA radio-group pattern
        <button
          key={option}
          type="button"
          role="radio"
          lang={option}
          aria-checked={option === locale}
          tabIndex={option === locale ? 0 : -1}
          className={styles.option}
          disabled={busy}
          onClick={() => pick(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
