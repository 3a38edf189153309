/**
 * The install flow now lives in @vd/shared (one prompt and one tutorial for the page, shared with the
 * profile area's Install App entry); the host's imports keep this path.
 */
export { closeInstallTutorial, dismissPrompt, installPath, isIos, isPromptDismissed, isStandalone, useInstall, useInstallTutorial } from '@vd/shared/pwa';
export type { InstallPath } from '@vd/shared/pwa';
