import { areaScreens } from '@vd/shared/contract';

/** The orders area's screens, by path: its rows of the shared route table (decision 0020). */
export const SCREENS = areaScreens('orders');
