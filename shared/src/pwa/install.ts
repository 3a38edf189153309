/**
 * The install flow (spec 4 "Install flow"), one copy for the page: the deferred install prompt, the
 * iOS tutorial's open state and the installed check. It lives in @vd/shared (a Module Federation
 * singleton) so the host (login footer, install banner, the tutorial it renders) and the profile
 * area's Install App entry share one prompt and one tutorial.
 */
import { useCallback, useEffect, useState } from 'react';
import { sharedMessages } from '../i18n/messages';
import { safeLocalStorage, STORAGE_KEYS } from '../storage';
import { toast } from '../toast';
import { INSTALL_TOAST_MS } from '../validation';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
/** Whether the iOS install tutorial is open (iOS has no install prompt: spec 4 "Install flow"). */
let tutorialOpen = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true || document.referrer.startsWith('android-app://');
}

export function isIos(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /iphone|ipad|ipod/i.test(userAgent);
}

/** What Install App does on this device (spec 4 "Install flow"). */
export type InstallPath = 'installed' | 'ios-tutorial' | 'prompt' | 'fallback-toast';

export function installPath(env: { standalone: boolean; ios: boolean; hasPrompt: boolean }): InstallPath {
  if (env.standalone) return 'installed';
  if (env.ios) return 'ios-tutorial';
  return env.hasPrompt ? 'prompt' : 'fallback-toast';
}

function currentPath(): InstallPath {
  return installPath({ standalone: isStandalone(), ios: isIos(), hasPrompt: deferred !== null });
}

/** Re-renders the caller when the install state (prompt, tutorial) changes. */
function useInstallState(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/**
 * Installability as the UI needs it. Install App is offered while installable and not installed:
 * on iOS always (it opens the tutorial: Share, then Add to Home Screen), elsewhere while the browser
 * holds an install prompt. Without a prompt at the moment of the tap, the fallback info toast (8 s).
 */
export function useInstall() {
  useInstallState();

  const install = useCallback(async () => {
    const path = currentPath();
    if (path === 'ios-tutorial') {
      tutorialOpen = true;
      notify();
      return;
    }
    if (!deferred) {
      toast.info(sharedMessages.installFallback, { durationMs: INSTALL_TOAST_MS });
      return;
    }
    const event = deferred;
    try {
      toast.info(sharedMessages.installInProgress);
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') toast.success(sharedMessages.installSuccess);
      else toast.info(sharedMessages.installCancelled);
    } catch {
      toast.error(sharedMessages.installFailed);
    } finally {
      deferred = null;
      notify();
    }
  }, []);

  const path = currentPath();
  return {
    canInstall: path === 'prompt' || path === 'ios-tutorial',
    installed: path === 'installed',
    install,
  };
}

/** The iOS install tutorial's state, for the one place that renders it (`App`). */
export function useInstallTutorial(): { open: boolean; close: () => void } {
  useInstallState();
  return { open: tutorialOpen, close: closeInstallTutorial };
}

export function closeInstallTutorial(): void {
  tutorialOpen = false;
  notify();
}

export function isPromptDismissed(): boolean {
  return safeLocalStorage.get(STORAGE_KEYS.pwaPromptDismissed) === 'true';
}

export function dismissPrompt(): void {
  safeLocalStorage.set(STORAGE_KEYS.pwaPromptDismissed, 'true');
}
