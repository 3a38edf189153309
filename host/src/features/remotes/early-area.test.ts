import { describe, expect, it } from 'vitest';
import { areaToLoadEarly } from './early-area';

describe('the area loaded while the shell starts', () => {
  it('is the area of the screen at that path, when signed in', () => {
    expect(areaToLoadEarly('/', true)).toBe('orders');
    expect(areaToLoadEarly('/store', true)).toBe('store');
    expect(areaToLoadEarly('/product/pricing', true)).toBe('pricing');
    expect(areaToLoadEarly('/product/abc', true)).toBe('store');
    expect(areaToLoadEarly('/profile/edit', true)).toBe('profile');
  });
  it('is none for a protected screen when signed out (the page goes to the sign-in)', () => {
    expect(areaToLoadEarly('/store', false)).toBeUndefined();
  });
  it('is the public pages’ area either way, and none for the sign-in or an unknown path', () => {
    expect(areaToLoadEarly('/terms', false)).toBe('profile');
    expect(areaToLoadEarly('/login', false)).toBeUndefined();
    expect(areaToLoadEarly('/login', true)).toBeUndefined();
    expect(areaToLoadEarly('/no-such-page', true)).toBeUndefined();
  });
});
