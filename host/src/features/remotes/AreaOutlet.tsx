import { Component, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { AccessRole } from '@vd/contract/rules';
import { AREA_TITLES, type AreaModule, type AreaName } from '@vd/shared/contract';
import { roleOf, useVendor } from '@vd/shared/session';
import { ErrorState } from '@vd/shared/ui';
import { I18nGate } from '@vd/shared/i18n/react';
import { t } from '../shell/messages';
import { NoAccess } from '../shell/NoAccess';
import { areaLoader } from './area-loader';
import styles from './AreaOutlet.module.css';

type LoadState = { status: 'loading' } | { status: 'ready'; module: AreaModule } | { status: 'failed'; reason: string };

/**
 * Renders one area remote. Loading, failure (down, slow, broken or incompatible remote) and
 * render errors inside the remote all end in this area's fallback; Retry loads it again
 * without a page reload. The header, navigation and other areas are outside and unaffected.
 * A page the signed-in role may not open (`roles`, from the route table) says so instead, once the
 * vendor's record has named the role. Until then the page renders as for anyone: nothing waits on
 * the record, and the API refuses the calls of a role that may not make them.
 */
export function AreaOutlet({ area, roles }: { area: AreaName; roles?: readonly AccessRole[] }) {
  const vendor = useVendor();
  const [state, setState] = useState<LoadState>(() => initialState(area));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry trigger: a new attempt must run the load again
  useEffect(() => {
    let active = true;
    setState((current) => (current.status === 'ready' && current.module.area === area ? current : initialState(area)));
    areaLoader.get(area).then(
      (module) => active && setState({ status: 'ready', module }),
      (error: unknown) => active && setState({ status: 'failed', reason: String(error) }),
    );
    return () => {
      active = false;
    };
  }, [area, attempt]);

  const retry = useCallback(() => {
    areaLoader.reset(area);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [area]);

  if (roles && vendor && !roles.includes(roleOf(vendor))) return <NoAccess />;
  if (state.status === 'loading') return <AreaLoading area={area} />;
  if (state.status === 'failed') return <AreaFallback area={area} reason={state.reason} onRetry={retry} />;
  const { Component: Area } = state.module;
  return (
    <AreaErrorBoundary key={attempt} area={area} onRetry={retry}>
      <div className={styles.area} data-area={area} data-release={state.module.release}>
        <Suspense fallback={<AreaLoading area={area} />}>
          <I18nGate bundles={state.module.locales ? [state.module.locales] : []}>
            <Area area={area} release={state.module.release} />
          </I18nGate>
        </Suspense>
      </div>
    </AreaErrorBoundary>
  );
}

/** Ready at once when the area's module is already in (loaded at the page's start), else loading. */
function initialState(area: AreaName): LoadState {
  const module = areaLoader.loaded(area);
  return module ? { status: 'ready', module } : { status: 'loading' };
}

function AreaLoading({ area }: { area: AreaName }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="vd-sr-only">{t('areaLoading', { area: AREA_TITLES[area] })}</span>
      <div className={styles.skeleton} aria-hidden="true" />
      <div className={styles.skeleton} aria-hidden="true" />
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}

export function AreaFallback({ area, reason, onRetry }: { area: AreaName; reason: string; onRetry: () => void }) {
  return (
    <div className={styles.fallback} data-area-fallback={area}>
      <ErrorState title={t('areaUnavailableTitle', { area: AREA_TITLES[area] })} message={t('areaUnavailableText')} onRetry={onRetry} retryLabel={t('retry')} />
      <details className={styles.details}>
        <summary>{t('details')}</summary>
        <code>{reason}</code>
      </details>
    </div>
  );
}

interface BoundaryProps {
  area: AreaName;
  onRetry: () => void;
  children: ReactNode;
}

class AreaErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[remotes] the ${this.props.area} area crashed while rendering`, error);
  }

  override render() {
    if (this.state.error) {
      return <AreaFallback area={this.props.area} reason={this.state.error.message} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
