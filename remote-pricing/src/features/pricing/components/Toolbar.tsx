import { startTransition, useState } from 'react';
import { formatMessage } from '@vd/shared/i18n';
import { messages } from '../../../app/messages';
import { PRICING_MESSAGES } from '../messages';
import { SORT_OPTIONS, type SortOption } from '../model/sort';
import styles from './PricingScreen.module.css';

/** A sort option's label in the page's language (read at render time). */
function sortLabel(option: SortOption): string {
  switch (option) {
    case 'name-asc':
      return messages.sortNameAsc;
    case 'name-desc':
      return messages.sortNameDesc;
    default:
      return messages.sortDefault;
  }
}

export interface ToolbarProps {
  /** The search the grid shows when the toolbar mounts; the screen gives it a new key to reset the box. */
  query: string;
  /** A new search, called in a transition: the box shows the key at once, the grid follows. */
  onQuery: (query: string) => void;
  filterCount: number;
  onOpenFilters: () => void;
  sort: SortOption;
  onSort: (sort: SortOption) => void;
}

/** The sticky search box 'Search products in this category...', the filter button and the sort menu. */
export function Toolbar({ query, onQuery, filterCount, onOpenFilters, sort, onSort }: ToolbarProps) {
  // The box's own text: a keystroke renders this toolbar alone at once, and the screen (the search
  // over a 500-product shelf, the grid) in a transition after it, so the typed key shows before the
  // screen's render, a large part of a keystroke's work on a slow phone.
  const [text, setText] = useState(query);
  return (
    <div className={styles.toolbar} data-testid="pricing-toolbar">
      <div className={styles.search}>
        <span className={styles.searchIcon} aria-hidden="true" />
        <input
          type="search"
          className={styles.searchInput}
          placeholder={PRICING_MESSAGES.searchPlaceholder}
          aria-label={messages.searchLabel}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            startTransition(() => onQuery(next));
          }}
          enterKeyHint="search"
        />
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.filterButton} onClick={onOpenFilters} aria-haspopup="dialog" data-active={filterCount > 0 || undefined}>
          <span className={styles.filterIcon} aria-hidden="true" />
          {filterCount > 0 ? formatMessage(messages.filtersWithCount, { count: filterCount }) : messages.filters}
        </button>
        <label className={styles.sort}>
          <span className="vd-sr-only">{messages.sortBy}</span>
          <select className={styles.sortSelect} value={sort} onChange={(event) => onSort(event.target.value as SortOption)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {sortLabel(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
