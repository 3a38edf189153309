import type { ReactNode } from 'react';
import styles from './EditorPage.module.css';
import { useGoBack } from './useGoBack';

export interface EditorPageProps {
  title: string;
  /** Label of the back arrow (read by screen readers). */
  backLabel: string;
  /** Where the back arrow goes; default one step back in history. */
  onBack?: () => void;
  /** Action shown at the right of the title bar (e.g. Save Changes). */
  topAction?: ReactNode;
  /** Actions at the bottom of the page (sticky on a phone). */
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * The frame of the profile editors (business details, categories, media, address): a title bar with
 * a back arrow and an optional action, the content, and an action bar at the bottom that stays in
 * reach of the thumb on a phone.
 */
export function EditorPage({ title, backLabel, onBack, topAction, footer, children, testId }: EditorPageProps) {
  const goBack = useGoBack();
  return (
    <section className={styles.page} data-testid={testId} aria-labelledby={`${testId ?? 'editor'}-title`}>
      <header className={styles.bar}>
        <button type="button" className={styles.back} aria-label={backLabel} onClick={onBack ?? goBack}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h1 className={styles.title} id={`${testId ?? 'editor'}-title`}>
          {title}
        </h1>
        {topAction ? <div className={styles.topAction}>{topAction}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

/** A titled card of an editor. */
export function EditorCard({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.card} data-testid={testId}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {description ? <p className={styles.cardText}>{description}</p> : null}
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
