import { useCallback } from 'react';
import { useLocation, useSearchParams } from '@vd/shared/router';
import { DEFAULT_TAB, tabFromParam, type ProfileTab } from '../model/tabs';

export const TAB_PARAM = 'tab';

/**
 * The active tab, kept in the URL (`?tab=`) so reload and Back return to it. Changing tab replaces
 * the history entry (Back leaves the profile rather than walking through its tabs)
 * and scrolls the page to the top.
 */
export function useProfileTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const tab = tabFromParam(params.get(TAB_PARAM));

  const select = useCallback(
    (next: ProfileTab) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_TAB) updated.delete(TAB_PARAM);
          else updated.set(TAB_PARAM, next);
          return updated;
        },
        { replace: true, state, preventScrollReset: true },
      );
      window.scrollTo({ top: 0, behavior: 'auto' });
    },
    [setParams, state],
  );

  return [tab, select];
}
