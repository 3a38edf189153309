import { lazy, Suspense } from 'react';
import { useInstallTutorial } from './install';

const IosInstallTutorial = lazy(() => import('./IosInstallTutorial'));

/** Renders the iOS install tutorial while it is open; its code loads only then. Mounted once, in `App`. */
export function InstallTutorialHost() {
  const { open, close } = useInstallTutorial();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <IosInstallTutorial onClose={close} />
    </Suspense>
  );
}
