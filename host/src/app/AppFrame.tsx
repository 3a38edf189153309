import type { ReactNode } from 'react';
import { I18nGate } from '@vd/shared/i18n/react';
import { Toaster } from '@vd/shared/toast';
import { InstallTutorialHost } from '../features/pwa/InstallTutorialHost';
import { APP_LOCALES } from '../core/i18n';

/**
 * What every page renders around its screens: the texts' gate, the toasts and the install tutorial.
 * The same element whether the screens are the router's or the login page before the router has
 * loaded, so moving from one to the other keeps a toast on screen.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <I18nGate bundles={APP_LOCALES}>
      {children}
      <Toaster />
      <InstallTutorialHost />
    </I18nGate>
  );
}
