/**
 * Lets plain functions (token refresh failure, sign-out) navigate without importing the router.
 * The host registers the router's navigate function once; until then a full page load is used.
 */

export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFn = (path: string, options?: NavigateOptions) => void;

let registered: NavigateFn | null = null;

/** Registers the app's navigate function (pass null to unregister). Returns an unregister function. */
export function setNavigator(fn: NavigateFn | null): () => void {
  registered = fn;
  return () => {
    if (registered === fn) registered = null;
  };
}

/** Navigates with the registered function, else `window.location.assign/replace(path)`. */
export function navigateTo(path: string, options: NavigateOptions = {}): void {
  if (registered) {
    registered(path, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}
