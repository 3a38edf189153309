import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB, PROFILE_TABS, nextTab, previousTab, tabFromParam } from './tabs';

describe('public profile tabs', () => {
  it('six tabs in the spec order, Overview the default', () => {
    expect(PROFILE_TABS.map((t) => t.label)).toEqual(['Overview', 'Gallery', 'Categories', 'Business Hours', 'Business Info', 'Locate Us']);
    expect(DEFAULT_TAB).toBe('overview');
  });
  it('swipe moves to the next / previous tab and stops at the ends', () => {
    expect(nextTab('overview')).toBe('gallery');
    expect(nextTab('info')).toBe('locate');
    expect(nextTab('locate')).toBe('locate');
    expect(previousTab('gallery')).toBe('overview');
    expect(previousTab('overview')).toBe('overview');
  });
  it('reads the tab from the URL, unknown → Overview', () => {
    expect(tabFromParam('hours')).toBe('hours');
    expect(tabFromParam('nope')).toBe('overview');
    expect(tabFromParam(null)).toBe('overview');
  });
});
