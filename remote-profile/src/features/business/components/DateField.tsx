import { Field, inputClass } from '../../../ui/Field';

/** A date picker (the browser's, 'YYYY-MM-DD') with its label, hint and error. */
export function DateField({
  label,
  value,
  min,
  hint,
  error,
  field,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  hint?: string;
  error?: string;
  field?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div data-field={field}>
      <Field label={label} error={error} hint={hint}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="date"
            className={inputClass}
            value={value}
            min={min}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
