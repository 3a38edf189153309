import { Component, type ReactNode } from 'react';
import { t } from './messages';
import styles from './RouteError.module.css';

/**
 * What a page shows when it cannot show its screen: a chunk that could not load (the network dropped
 * while the signed-in shell or its data layer was loading) or an error the router caught. A clear
 * message and Retry, which reloads the page as the offline banner's Retry does; never the router's
 * developer screen. Part of the boot (its texts are the login page's catalogue), so it works on any
 * page, the login page's included, even when the shell's own chunks are what failed.
 */
export function RouteError({ reason }: { reason?: string }) {
  return (
    <section className={styles.error} role="alert" data-route-error="">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <h2 className={styles.title}>{t('shellUnavailableTitle')}</h2>
      <p className={styles.text}>{t('shellUnavailableText')}</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {t('shellRetry')}
      </button>
      {reason ? (
        <details className={styles.details}>
          <summary>{t('shellDetails')}</summary>
          <code>{reason}</code>
        </details>
      ) : null}
    </section>
  );
}

/** Catches a failed lazy chunk (or a render error) of what it wraps and shows RouteError. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[shell] the screen could not load', error);
  }

  override render() {
    return this.state.error ? <RouteError reason={this.state.error.message} /> : this.props.children;
  }
}
