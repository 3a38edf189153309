export { AreaPlaceholder } from './AreaPlaceholder';
export { StandaloneShell } from './StandaloneShell';
export { resolveScreen } from './screens';
export type { ResolvedScreen, ScreenDef } from './screens';
