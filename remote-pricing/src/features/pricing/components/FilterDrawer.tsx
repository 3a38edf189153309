import { Button, Dialog, formatMessage } from '@vd/shared';
import { messages } from '../../../app/messages';
import { type FilterGroup, type FilterGroupKey, type SelectedFilters, activeFilterCount } from '../model/filters';
import styles from './FilterDrawer.module.css';

const GROUP_LABELS: Record<FilterGroupKey, string> = {
  tags: messages.filterGroup_tags,
  authors: messages.filterGroup_authors,
  genres: messages.filterGroup_genres,
  publishers: messages.filterGroup_publishers,
  languages: messages.filterGroup_languages,
  collections: messages.filterGroup_collections,
};

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  groups: FilterGroup[];
  selected: SelectedFilters;
  onToggle: (key: FilterGroupKey, value: string) => void;
  onClear: () => void;
  /** Products shown with the current selection. */
  resultCount: number;
}

/** The filter drawer: right side at 768 px and wider, a bottom sheet below. */
export function FilterDrawer({ open, onClose, groups, selected, onToggle, onClear, resultCount }: FilterDrawerProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={messages.filterTitle}
      className={styles.drawer}
      footer={
        groups.length > 0 ? (
          <div className={styles.footer}>
            <Button variant="ghost" onClick={onClear} disabled={activeFilterCount(selected) === 0}>
              {messages.clearAll}
            </Button>
            <Button onClick={onClose}>{formatMessage(messages.showResults, { count: resultCount })}</Button>
          </div>
        ) : undefined
      }
    >
      {groups.length === 0 ? (
        <p className={styles.none}>{messages.noFilters}</p>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <fieldset key={group.key} className={styles.group}>
              <legend className={styles.legend}>{GROUP_LABELS[group.key]}</legend>
              <div className={styles.values}>
                {group.values.map((value) => {
                  const checked = selected[group.key]?.includes(value) ?? false;
                  return (
                    <label key={value} className={[styles.value, checked ? styles.checked : ''].join(' ')}>
                      <input type="checkbox" checked={checked} onChange={() => onToggle(group.key, value)} />
                      <span>{value}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </Dialog>
  );
}
