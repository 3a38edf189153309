export {
  closeInstallTutorial,
  dismissPrompt,
  installPath,
  isIos,
  isPromptDismissed,
  isStandalone,
  useInstall,
  useInstallTutorial,
} from './install';
export type { InstallPath } from './install';
