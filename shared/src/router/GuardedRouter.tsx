import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { type Blocker, type BlockerFunction, type GuardedHistory, guardHistory, UNBLOCKED } from './guard';

const GuardContext = createContext<GuardedHistory | null>(null);

let browser: GuardedHistory | undefined;

/** The page's browser history, guarded (one per page, made on first use). */
export function browserHistory(): GuardedHistory {
  browser ??= guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  return browser;
}

/**
 * react-router's declarative `BrowserRouter` on the page's guarded history: what the host and a
 * remote's standalone shell render their routes in. The data router (`createBrowserRouter`) is twice
 * its size on a phone's first load; of what it adds, the dashboard used `useBlocker` alone, which
 * this router gives too. `history`: another guarded history (a test's memory one).
 */
export function GuardedRouter({ children, history = browserHistory() }: { children: ReactNode; history?: GuardedHistory }) {
  return (
    <GuardContext.Provider value={history}>
      <HistoryRouter history={history.history}>{children}</HistoryRouter>
    </GuardContext.Provider>
  );
}

const noWatch = () => () => undefined;
const unblocked = () => UNBLOCKED;

/**
 * react-router's `useBlocker`, inside a `GuardedRouter`: while `shouldBlock` says so, a navigation
 * away waits (`state: 'blocked'`) until the screen calls `proceed()` or `reset()`. One screen at a
 * time guards the page, as with react-router's. Outside a `GuardedRouter` (a screen rendered in a
 * test's `MemoryRouter`) nothing is held.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const guard = useContext(GuardContext);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => guard?.block((args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current)), [guard]);
  return useSyncExternalStore(guard?.subscribe ?? noWatch, guard?.blocker ?? unblocked);
}
