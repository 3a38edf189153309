import { profileRuleText } from '@vd/shared/validation';

type RuleError = Parameters<typeof profileRuleText>[0];

/** The keys of a form's values that hold text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** What a `TextField` needs from its form: the value, the error in the page's language, the change. */
export interface BoundField {
  value: string;
  error: string | null;
  onValueChange: (value: string) => void;
}

/**
 * Wires a form's text fields to `TextField`s: `<TextField label=… {...field('name')} />`. The error
 * text is read at render time, so it follows a language switch.
 */
export function bindFields<V extends object>(values: V, errors: Partial<Record<keyof V, RuleError>>, change: (key: TextKey<V>, value: string) => void) {
  return (key: TextKey<V>): BoundField => {
    const error = errors[key];
    return { value: values[key] as string, error: error ? profileRuleText(error) : null, onValueChange: (v) => change(key, v) };
  };
}
