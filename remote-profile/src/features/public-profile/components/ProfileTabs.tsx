import { useEffect, useRef, type KeyboardEvent } from 'react';
import { t } from '../messages';
import { PROFILE_TABS, nextTab, previousTab, type ProfileTab } from '../model/tabs';
import styles from './PublicProfile.module.css';

export const tabId = (tab: ProfileTab) => `public-profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `public-profile-panel-${tab}`;

const KEY_MOVES: Record<string, (tab: ProfileTab) => ProfileTab> = {
  ArrowRight: nextTab,
  ArrowLeft: previousTab,
  Home: () => PROFILE_TABS[0].key,
  End: () => PROFILE_TABS[PROFILE_TABS.length - 1]!.key,
};

/** The six tabs: a sticky, sideways-scrolling tab list; the active one is kept in view; arrow keys move. */
export function ProfileTabs({ active, onSelect }: { active: ProfileTab; onSelect: (tab: ProfileTab) => void }) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const button = listRef.current?.querySelector<HTMLElement>(`#${tabId(active)}`);
    button?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    const target = move(active);
    event.preventDefault();
    if (target === active) return;
    onSelect(target);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(target)}`)?.focus();
  };

  return (
    <div className={styles.tabBar}>
      <div ref={listRef} className={styles.tabs} role="tablist" aria-label={t('profileTabs')} onKeyDown={onKeyDown}>
        {PROFILE_TABS.map(({ key, label }) => (
          <button
            key={key}
            id={tabId(key)}
            type="button"
            role="tab"
            aria-selected={key === active}
            aria-controls={panelId(key)}
            tabIndex={key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(key)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
