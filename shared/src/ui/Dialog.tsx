import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { sharedMessages } from '../i18n/messages';
import styles from './Dialog.module.css';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true');
}

export interface DialogProps {
  open: boolean;
  /** Called on Esc, the close button and (unless disabled) a backdrop click. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, rendered in a footer. */
  footer?: ReactNode;
  /** Element to focus on open; default the first focusable element, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  /** Shows a × button in the header (default true). */
  showCloseButton?: boolean;
  closeLabel?: string;
  /** 'alertdialog' for confirmations that need a decision. */
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'wide';
  className?: string;
}

/**
 * Modal dialog: role=dialog + aria-modal, labelled by its title, focus trapped inside,
 * Esc closes, focus returns to the element that opened it. Rendered in a portal on <body>.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeOnBackdrop = true,
  showCloseButton = true,
  closeLabel = sharedMessages.close,
  role = 'dialog',
  size = 'md',
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves in and back once per opening, not when the initial-focus ref changes
  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop closes; keyboard users close with Escape (handled on the panel)
    <div
      className={styles.backdrop}
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the panel has role dialog/alertdialog (a prop); it traps Tab and closes on Escape */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog (a prop), both support aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, size === 'wide' ? styles.wide : '', className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {children !== undefined && children !== null ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
