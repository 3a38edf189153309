import { useState } from 'react';
import { messages } from '../../../app/messages';
import { priceFromTyping, priceInputText, priceTextOnBlur, validatePriceText } from '../model/priceInput';
import styles from './EditDialog.module.css';

export interface PriceInputProps {
  id: string;
  label: string;
  value: number;
  error?: string;
  /** A new price as typed (null while empty). */
  onValue: (value: number | null) => void;
  /** The typed text's message, or null when it is a price. */
  onTextError: (message: string | null) => void;
}

/**
 * A rupee price input (spec section 5): a 0 shows empty while focused, empty becomes 0 on blur,
 * a text that is not an acceptable price stays as typed with its message (nothing is lost).
 */
export function PriceInput({ id, label, value, error, onValue, onTextError }: PriceInputProps) {
  // null: show the value; a string: what the vendor is typing (or typed, when it is not a price).
  const [text, setText] = useState<string | null>(null);
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={[styles.inputWrap, error ? styles.invalid : ''].join(' ')}>
        <span className={styles.rupee} aria-hidden="true">
          {messages.rupee}
        </span>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text ?? String(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => setText((current) => current ?? priceInputText(value, true))}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const message = validatePriceText(typed);
            onTextError(message);
            if (!message) onValue(priceFromTyping(typed));
          }}
          onBlur={() => {
            if (text === null || validatePriceText(text)) return;
            const final = priceTextOnBlur(text);
            onValue(priceFromTyping(final));
            setText(null);
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
