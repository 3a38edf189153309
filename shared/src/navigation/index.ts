export { navigateTo, setNavigator } from './navigator';
export type { NavigateFn, NavigateOptions } from './navigator';
