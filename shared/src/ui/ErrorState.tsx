import type { ReactNode } from 'react';
import { sharedMessages } from '../i18n/messages';
import { Button } from './Button';
import styles from './States.module.css';

export interface ErrorStateProps {
  message: ReactNode;
  title?: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables Retry and shows a spinner while retrying. */
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ message, title, onRetry, retryLabel = sharedMessages.retry, retrying = false, className }: ErrorStateProps) {
  return (
    <section className={[styles.state, className].filter(Boolean).join(' ')} role="alert">
      <span className={[styles.icon, styles.errorIcon].join(' ')} aria-hidden="true">
        !
      </span>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <p className={styles.description}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </section>
  );
}
