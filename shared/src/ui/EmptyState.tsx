import type { ReactNode } from 'react';
import styles from './States.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon (rendered aria-hidden). */
  icon?: ReactNode;
  /** e.g. a 'View pending orders' button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <section className={[styles.state, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </section>
  );
}
