import { type ReactNode, useId } from 'react';
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

/** What every labelled control of the business editor takes: its label, error, hint and where errors scroll to. */
interface ControlFrame {
  label: string;
  error?: string;
  hint?: string;
  onBlur?: () => void;
  /** data-field: the first field with an error is scrolled into view by this name. */
  field?: string;
}

interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  onBlur?: () => void;
}

/** A control with its label, hint and error, wired for screen readers; `render` draws the control itself. */
function LabelledControl({ label, error, hint, onBlur, field, render }: ControlFrame & { render: (props: ControlProps) => ReactNode }) {
  return (
    <div data-field={field}>
      <Field label={label} error={error} hint={hint}>
        {({ id, describedBy, invalid }) => render({ id, className: inputClass, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined, onBlur })}
      </Field>
    </div>
  );
}

/** An hourly time picker (12-hour labels, 'HH:MM' values). */
export function TimeSelect({ value, onChange, ...frame }: ControlFrame & { value: string; onChange: (value: string) => void }) {
  return (
    <LabelledControl
      {...frame}
      render={(props) => (
        <select {...props} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('chooseTime')}</option>
          {timeChoices(value).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A text or number input with its label and error. */
export function TextField({
  value,
  onChange,
  inputMode,
  placeholder,
  maxLength,
  upperCase,
  readOnly,
  ...frame
}: ControlFrame & {
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
  maxLength?: number;
  upperCase?: boolean;
  /** Shown but not changed here (a value only the owner changes). */
  readOnly?: boolean;
}) {
  return (
    <LabelledControl
      {...frame}
      render={(props) => (
        <input
          {...props}
          className={[props.className, upperCase ? styles.upper : ''].join(' ')}
          value={value}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          readOnly={readOnly}
          autoCapitalize={upperCase ? 'characters' : undefined}
          spellCheck={false}
          onChange={(e) => onChange(upperCase ? e.target.value.toUpperCase() : e.target.value)}
        />
      )}
    />
  );
}
