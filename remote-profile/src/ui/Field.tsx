import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface FieldProps {
  label: string;
  /** The message under the field when its value is wrong. */
  error?: string | null;
  hint?: string;
  /** Marks the label as required (a star, not read out: the input carries `required`). */
  required?: boolean;
  /** Renders the control with the ids the label, hint and error need. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, error, hint, required, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The class of text inputs and selects in these forms. */
export const inputClass = styles.input;
/** A row of fields side by side from tablet width, stacked on a phone. */
export const fieldRowClass = styles.row;
