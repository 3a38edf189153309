import { useId } from 'react';
import { Field, inputClass } from '../../../ui/Field';
import { t } from '../messages';
import { timeChoices } from '../model/attributes';
import styles from './BusinessDetails.module.css';

/** A yes/no question as two radio buttons styled as a segmented switch. */
export function YesNo({ label, value, onChange, testId }: { label: string; value: boolean; onChange: (on: boolean) => void; testId: string }) {
  const name = useId();
  return (
    <fieldset className={styles.yesNo} data-testid={testId}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.segmented}>
        {[true, false].map((option) => (
          <label key={String(option)} className={styles.segment}>
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            <span>{option ? t('yes') : t('no')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A toggle chip (aria-pressed). */
export function Chip({ pressed, onClick, children, testId }: { pressed: boolean; onClick: () => void; children: string; testId?: string }) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

/** An hourly time picker (12-hour labels, 'HH:MM' values). */
export function TimeSelect({
  label,
  value,
  onChange,
  error,
  onBlur,
  field,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onBlur?: () => void;
  field?: string;
}) {
  return (
    <div data-field={field}>
      <Field label={label} error={error}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            className={inputClass}
            value={value}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          >
            <option value="">{t('chooseTime')}</option>
            {timeChoices(value).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** A text or number input with its label and error. */
export function TextField({
  label,
  value,
  onChange,
  error,
  onBlur,
  field,
  hint,
  inputMode,
  placeholder,
  maxLength,
  upperCase,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onBlur?: () => void;
  field?: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
  maxLength?: number;
  upperCase?: boolean;
}) {
  return (
    <div data-field={field}>
      <Field label={label} error={error} hint={hint}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className={[inputClass, upperCase ? styles.upper : ''].join(' ')}
            value={value}
            inputMode={inputMode}
            placeholder={placeholder}
            maxLength={maxLength}
            autoCapitalize={upperCase ? 'characters' : undefined}
            spellCheck={false}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(upperCase ? e.target.value.toUpperCase() : e.target.value)}
            onBlur={onBlur}
          />
        )}
      </Field>
    </div>
  );
}
