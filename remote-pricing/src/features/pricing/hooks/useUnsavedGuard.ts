import { useEffect } from 'react';
import { useBlocker } from '@vd/shared/router';
import { leavesScreen } from '../model/navigation';

/**
 * Leaving the screen or closing the tab with unsaved changes asks first: the router blocker (the
 * screen shows its 'Unsaved Changes' dialog while `blocker.state === 'blocked'`) and the browser's
 * own `beforeunload` prompt (its text is the browser's).
 */
export function useUnsavedGuard(unsaved: number) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavesScreen(unsaved, currentLocation.pathname, nextLocation.pathname));
  const dirty = unsaved > 0;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
