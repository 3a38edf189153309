export { AreaPlaceholder } from './AreaPlaceholder';
export { StandaloneShell } from './StandaloneShell';
