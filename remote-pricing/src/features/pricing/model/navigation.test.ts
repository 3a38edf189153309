import { describe, expect, it } from 'vitest';
import { leavesScreen } from './navigation';

describe('leaving with unsaved changes', () => {
  it('asks only when something is unsaved and the path changes', () => {
    expect(leavesScreen(0, '/product/pricing', '/store')).toBe(false);
    expect(leavesScreen(2, '/product/pricing', '/store')).toBe(true);
    expect(leavesScreen(2, '/product/pricing', '/product/pricing')).toBe(false);
  });
});
