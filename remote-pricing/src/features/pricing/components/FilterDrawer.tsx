import { Button, Dialog } from '@vd/shared/ui';
import { formatMessage } from '@vd/shared/i18n';
import { messages } from '../../../app/messages';
import { PRICING_MESSAGES } from '../messages';
import { type FilterGroup, type FilterGroupKey, type SelectedFilters, activeFilterCount } from '../model/filters';
import styles from './FilterDrawer.module.css';

/** A filter group's heading in the page's language (read at render time). */
const groupLabel = (key: FilterGroupKey): string => messages[`filterGroup_${key}`];

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
        <p className={styles.none}>{PRICING_MESSAGES.noFilters}</p>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => (
            <fieldset key={group.key} className={styles.group}>
              <legend className={styles.legend}>{groupLabel(group.key)}</legend>
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
