import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, safeLocalStorage, toast, sharedMessages } from '@vd/shared';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    nav.standalone === true ||
    document.referrer.startsWith('android-app://')
  );
}

export function isIos(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /iphone|ipad|ipod/i.test(userAgent);
}

/** Installability as the UI needs it: the deferred prompt, and whether the app already runs installed. */
export function useInstall() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) {
      toast.info(sharedMessages.installFallback, { durationMs: 8000 });
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

  return {
    canInstall: deferred !== null && !isStandalone(),
    installed: isStandalone(),
    install,
  };
}

export function isPromptDismissed(): boolean {
  return safeLocalStorage.get(STORAGE_KEYS.pwaPromptDismissed) === 'true';
}

export function dismissPrompt(): void {
  safeLocalStorage.set(STORAGE_KEYS.pwaPromptDismissed, 'true');
}
