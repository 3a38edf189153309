import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatMessage } from '@vd/shared/i18n';
import type { Variant } from '@vd/shared/session';
import { variantKey, variantOptionLabel } from '@vd/shared/catalog';
import { messages } from '../../../app/messages';
import { useAutoClose } from './useAutoClose';
import styles from './VariantDropdown.module.css';

export interface VariantDropdownProps {
  variants: readonly Variant[];
  selected: Variant;
  onSelect: (variant: Variant) => void;
  productName: string;
}

/**
 * The card's 'variant unit - price' dropdown (more than one available variant). A listbox that
 * closes by itself after 3 s or when scrolled out of view (spec section 2 "/store").
 */
export function VariantDropdown({ variants, selected, onSelect, productName }: VariantDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useAutoClose(open, rootRef, close);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    const list = listRef.current;
    (list?.querySelector<HTMLElement>('[aria-selected="true"]') ?? list?.querySelector<HTMLElement>('[role="option"]'))?.focus({ preventScroll: true });
  }, [open]);

  const choose = (v: Variant) => {
    onSelect(v);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      items[(i + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={formatMessage(messages.chooseVariantButton, { product: productName, variant: variantOptionLabel(selected) })}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.value}>{variantOptionLabel(selected)}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={formatMessage(messages.chooseVariantList, { product: productName })}
          className={styles.list}
          onKeyDown={onListKey}
          ref={listRef}
        >
          {variants.map((v) => {
            const isSelected = variantKey(v) === variantKey(selected);
            return (
              <li
                key={variantKey(v)}
                role="option"
                tabIndex={-1}
                aria-selected={isSelected}
                className={styles.option}
                onClick={() => choose(v)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    choose(v);
                  }
                }}
              >
                {variantOptionLabel(v)}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
