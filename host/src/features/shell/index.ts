/**
 * The frame of every screen past the sign-in: the signed-in shell (header, navigation, banners, the
 * data layer), the public pages' frame and the area outlet. One chunk, loaded by `load-shell.ts` when a
 * screen needs it, never with the login page.
 */
export { RootLayout } from './RootLayout';
export { PublicLayout } from './PublicLayout';
export { AreaOutlet } from '../remotes/AreaOutlet';
export { pageQueryClient } from './page-query-client';
