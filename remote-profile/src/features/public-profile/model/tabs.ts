/** The public profile's tabs (spec sections 2 and 4): six, in order, Overview the default; swipe moves one step. */
import { PUBLIC_PROFILE_MESSAGES as M } from '../messages';

/** Each tab's key and label (a getter: the label is read in the page's language when shown). */
const tab = <K extends string>(key: K, label: () => string) => ({
  key,
  get label() {
    return label();
  },
});

export const PROFILE_TABS = [
  tab('overview', () => M.tabOverview),
  tab('gallery', () => M.tabGallery),
  tab('categories', () => M.tabCategories),
  tab('hours', () => M.tabBusinessHours),
  tab('info', () => M.tabBusinessInfo),
  tab('locate', () => M.tabLocateUs),
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['key'];
export const DEFAULT_TAB: ProfileTab = 'overview';
const KEYS: readonly ProfileTab[] = PROFILE_TABS.map((t) => t.key);

/** A tab from the URL (`?tab=`): a known key, else Overview. */
export function tabFromParam(value: string | null | undefined): ProfileTab {
  return KEYS.find((k) => k === value) ?? DEFAULT_TAB;
}

/** Swipe left: the next tab (the last stays). */
export function nextTab(tab: ProfileTab): ProfileTab {
  return KEYS[Math.min(KEYS.indexOf(tab) + 1, KEYS.length - 1)] ?? tab;
}

/** Swipe right: the previous tab (the first stays). */
export function previousTab(tab: ProfileTab): ProfileTab {
  return KEYS[Math.max(KEYS.indexOf(tab) - 1, 0)] ?? tab;
}
