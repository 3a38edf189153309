import { Component, type ReactNode } from 'react';
import { ErrorState } from '@vd/shared/ui';
import { t } from '../../app/messages';
import styles from './shell.module.css';

/**
 * What the page shows when the shell's own code could not load or render (the signed-in data layer's
 * chunk while the network dropped, or any error the router catches): a clear message and Retry,
 * which reloads the page as the offline banner's Retry does, never the router's developer screen.
 */
export function ShellError({ reason }: { reason?: string }) {
  return (
    <div className={styles.shellError} data-shell-error="">
      <ErrorState title={t('shellUnavailableTitle')} message={t('shellUnavailableText')} onRetry={() => window.location.reload()} retryLabel={t('retry')} />
      {reason ? (
        <details>
          <summary>{t('details')}</summary>
          <code>{reason}</code>
        </details>
      ) : null}
    </div>
  );
}

/** The router's error element: the error it caught, shown as ShellError. */
export function ShellRouteError() {
  return <ShellError />;
}

/** Catches a failed lazy chunk (or a render error) of the shell's content and shows ShellError. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('[shell] the signed-in shell could not load', error);
  }

  override render() {
    return this.state.error ? <ShellError reason={this.state.error.message} /> : this.props.children;
  }
}
