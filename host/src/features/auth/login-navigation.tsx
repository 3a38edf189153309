import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/**
 * How the login page moves on, without importing the router. A page that
 * opens on /login renders the login page before the router and the app's route table have loaded
 * (they arrive while the vendor types); a page that reaches /login by a route change
 * renders it inside the router. Each gives the page this: the navigation state it arrived with, and
 * a way to go elsewhere.
 */
export interface LoginNavigation {
  /** The path of the login page as the page sees it (for "stay here, drop the state"). */
  pathname: string;
  /** The navigation state the page arrived with (what the OTP page sent back), or null. */
  state: unknown;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  /** Starts loading what a navigation will need; called while the vendor types. */
  prepare?: () => void;
}

const LoginNavigationContext = createContext<LoginNavigation | null>(null);

export function LoginNavigationProvider({ value, children }: { value: LoginNavigation; children: ReactNode }) {
  return <LoginNavigationContext.Provider value={value}>{children}</LoginNavigationContext.Provider>;
}

export function useLoginNavigation(): LoginNavigation {
  const navigation = useContext(LoginNavigationContext);
  if (!navigation) throw new Error('useLoginNavigation: no LoginNavigationProvider above the login page');
  return navigation;
}

/** Whether a click on a link is the page's to handle (a plain left click), not the browser's (a new tab, a download). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to another screen of the app: a real `<a href>` (a new tab works), moved to in the page on a plain click. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useLoginNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick}>
      {children}
    </a>
  );
}
