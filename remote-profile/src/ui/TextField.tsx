import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Field, inputClass } from './Field';
import styles from './TextField.module.css';

interface Common {
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  /** Called with the new text. */
  onValueChange: (value: string) => void;
  /** Shown before the input (e.g. '+91'). */
  prefix?: ReactNode;
}

type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'prefix'> & { multiline?: false };
type AreaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'prefix'> & { multiline: true };

/** A labelled text input (or textarea) of the profile forms, wired to its hint and error by `Field`. */
export function TextField(props: InputProps | AreaProps) {
  const { label, error, hint, required, onValueChange, prefix, className, ...rest } = props;
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => {
        const shared = { id, 'aria-invalid': invalid, 'aria-describedby': describedBy, required };
        if (rest.multiline) {
          const { multiline: _m, ...area } = rest;
          return (
            <textarea
              {...area}
              {...shared}
              className={[inputClass, styles.textarea, className].filter(Boolean).join(' ')}
              onChange={(e) => onValueChange(e.target.value)}
            />
          );
        }
        const { multiline: _m, ...input } = rest as Omit<InputProps, keyof Common>;
        const control = (
          <input {...input} {...shared} className={[inputClass, className].filter(Boolean).join(' ')} onChange={(e) => onValueChange(e.target.value)} />
        );
        if (!prefix) return control;
        return (
          <div className={styles.prefixed}>
            <span className={styles.prefix} aria-hidden="true">
              {prefix}
            </span>
            {control}
          </div>
        );
      }}
    </Field>
  );
}
