import { Button } from '@vd/shared/ui';
import { QueryState } from '@vd/shared/data';
import { describeHoliday, formatDateRange, indiaDate } from '@vd/contract/rules';
import { EditorCard } from '../../../ui/EditorPage';
import { fieldRowClass } from '../../../ui/Field';
import { useHolidays } from '../hooks/useHolidays';
import { th } from '../holidayMessages';
import styles from './BusinessDetails.module.css';
import { TextField } from './controls';
import { DateField } from './DateField';

/** Holidays: add a date or a range with an optional reason, see the coming ones, remove one. Saved at once. */
export function HolidaysCard() {
  const { list, coming, draft, change, problem, submit, adding, remove, removing } = useHolidays();
  const today = indiaDate(new Date());
  const errorOf = (field: 'from' | 'to' | 'reason') => (problem?.field === field ? problem.message : undefined);
  return (
    <EditorCard title={th('title')} description={th('text')} testId="card-holidays">
      <div className={fieldRowClass}>
        <DateField label={th('date')} value={draft.from} min={today} error={errorOf('from')} onChange={(from) => change({ from })} field="holidayFrom" />
        <DateField
          label={th('lastDay')}
          hint={th('lastDayHint')}
          value={draft.to}
          min={draft.from || today}
          error={errorOf('to')}
          onChange={(to) => change({ to })}
          field="holidayTo"
        />
      </div>
      <TextField
        label={th('reason')}
        value={draft.reason}
        placeholder={th('reasonPlaceholder')}
        maxLength={60}
        error={errorOf('reason')}
        onChange={(reason) => change({ reason })}
        field="holidayReason"
      />
      <div>
        <Button variant="secondary" onClick={submit} loading={adding} loadingText={th('adding')} data-testid="add-holiday">
          {th('add')}
        </Button>
      </div>
      <div className={styles.group}>
        <span className={styles.legend}>{th('coming')}</span>
        <QueryState query={list} errorMessage={th('loadFailed')} loading={<p className={styles.note}>…</p>}>
          {() =>
            coming.length === 0 ? (
              <p className={styles.note}>{th('none')}</p>
            ) : (
              <ul className={styles.holidayList} data-testid="holiday-list">
                {coming.map((h) => (
                  <li key={h.id} className={styles.holidayItem} data-testid="holiday-item">
                    <span>{describeHoliday(h)}</span>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => remove(h.id)}
                      loading={removing === h.id}
                      aria-label={th('removeLabel', { dates: formatDateRange(h.from, h.to) })}
                    >
                      {th('remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </EditorCard>
  );
}
