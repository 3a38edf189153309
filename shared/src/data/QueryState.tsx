import type { ReactNode } from 'react';
import { getErrorMessage } from '../api/errors';
import { ErrorState } from '../ui/ErrorState';
import { useOnline } from './online';

/** What QueryState needs of a read: a useQuery result fits, and so does any hook shaped like it. */
export interface QueryView<T> {
  /** The answer shown; undefined until there is one. */
  data: T | undefined;
  /** The last failure (null or undefined when the last attempt succeeded). */
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryView<T>;
  /** Shown until the first answer (the screen's skeletons, as the spec counts them). */
  loading: ReactNode;
  /** The screen's failure text; a server message or 'No Internet Connection' wins over it. */
  errorMessage: string;
  /** With `empty`: what to show instead of `children` when the answer has nothing in it. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Shown above the answer while the device is offline (the answer may be the service worker's copy). */
  offlineNotice?: ReactNode;
  /** Puts the error state in the screen's own frame (e.g. its `<section>`), when it has one. */
  errorFrame?: (error: ReactNode) => ReactNode;
  /** Retry; defaults to `query.refetch()`. */
  onRetry?: () => void;
  children: (data: T) => ReactNode;
}

/**
 * The one place that turns a read into its states (architecture guide: loading, empty, error and
 * offline exist for every screen):
 * - no answer yet and no failure: `loading`;
 * - no answer and a failure: the error with Retry ('No Internet Connection' offline or unreachable);
 * - an answer, even if a later refresh failed: the answer (with `offlineNotice` while offline), or
 *   `empty` when `isEmpty` says so.
 */
export function QueryState<T>({ query, loading, errorMessage, isEmpty, empty, offlineNotice, errorFrame, onRetry, children }: QueryStateProps<T>) {
  const online = useOnline();
  const { data, error } = query;
  if (data === undefined) {
    if (error) {
      const state = <ErrorState message={getErrorMessage(error, errorMessage)} onRetry={onRetry ?? (() => void query.refetch())} />;
      return <>{errorFrame ? errorFrame(state) : state}</>;
    }
    return <>{loading}</>;
  }
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return (
    <>
      {!online && offlineNotice}
      {children(data)}
    </>
  );
}
