import { areaScreens } from '@vd/shared/contract';

/** The orders area's screens, by path: its rows of the shared route table. */
export const SCREENS = areaScreens('orders');
