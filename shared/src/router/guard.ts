import { type Location, NavigationType, type UNSAFE_createBrowserHistory } from 'react-router-dom';

/** The history react-router's declarative routers navigate with (`createBrowserHistory`'s, or a memory one in tests). */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];
export type HistoryAction = Update['action'];

/** Asked before each navigation while a screen guards itself: `true` holds the navigation. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location; historyAction: HistoryAction }) => boolean;

/** react-router's `Blocker`, as the data router's `useBlocker` gives it (its states and their members). */
export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed: undefined; reset: undefined };

export const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

export interface GuardedHistory {
  /** The history to hand to the router: navigations go through the guard. */
  history: History;
  /** The screen's question (one at a time, as react-router's); returns what takes it away again. */
  block(fn: BlockerFunction): () => void;
  blocker(): Blocker;
  subscribe(watch: () => void): () => void;
}

/**
 * A history whose navigations ask the screen's guard first, as react-router's data router does for
 * `useBlocker`: a push or a replace that the guard holds does not happen until
 * `proceed()`; a back or forward that it holds is undone at once (`go(-delta)`) and done again on
 * `proceed()`. A pop whose distance is unknown (an entry this history did not make) is let through,
 * as react-router's router lets it through. Needs a history made with `v5Compat: true`, which
 * tells its listener about pushes and replaces too (what `BrowserRouter` makes).
 */
export function guardHistory(inner: History): GuardedHistory {
  let ask: BlockerFunction | null = null;
  let blocker: Blocker = UNBLOCKED;
  let current = inner.location;
  let ignoreNextPop = false;
  const watchers = new Set<() => void>();

  const set = (next: Blocker) => {
    blocker = next;
    for (const watch of watchers) watch();
  };
  const holds = (nextLocation: Location, historyAction: HistoryAction) =>
    ask !== null && blocker.state !== 'proceeding' && ask({ currentLocation: current, nextLocation, historyAction });
  const hold = (location: Location, proceed: () => void) =>
    set({
      state: 'blocked',
      location,
      proceed: () => {
        set({ state: 'proceeding', location, proceed: undefined, reset: undefined });
        proceed();
      },
      reset: () => set(UNBLOCKED),
    });

  const navigate = (historyAction: NavigationType.Push | NavigationType.Replace, to: Parameters<History['push']>[0], state?: unknown) => {
    const { pathname, search, hash } = inner.encodeLocation(to);
    const next: Location = { pathname, search, hash, state: state ?? null, key: 'default' };
    const go = () => (historyAction === NavigationType.Push ? inner.push(to, state) : inner.replace(to, state));
    if (holds(next, historyAction)) hold(next, go);
    else go();
  };

  const history: History = {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => navigate(NavigationType.Push, to, state),
    replace: (to, state) => navigate(NavigationType.Replace, to, state),
    go: (delta) => inner.go(delta),
    listen: (listener) =>
      inner.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (ignoreNextPop) {
            ignoreNextPop = false;
            return;
          }
          const { delta } = update;
          if (delta !== null && delta !== 0 && holds(update.location, NavigationType.Pop)) {
            ignoreNextPop = true;
            inner.go(-delta);
            hold(update.location, () => inner.go(delta));
            return;
          }
        }
        current = update.location;
        if (blocker.state !== 'unblocked') set(UNBLOCKED);
        listener(update);
      }),
  };

  return {
    history,
    block(fn) {
      ask = fn;
      return () => {
        if (ask !== fn) return;
        ask = null;
        if (blocker.state !== 'unblocked') set(UNBLOCKED);
      };
    },
    blocker: () => blocker,
    subscribe(watch) {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
  };
}
