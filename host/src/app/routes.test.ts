import { describe, expect, it } from 'vitest';
import { ROUTES } from '@vd/shared/contract';
import { areaAt, buildRoutes, opensOnShell } from './App';
import { AREA_ROUTES, LOGIN_PATH, OTP_PATH, UNKNOWN_PATH_REDIRECT, VENDOR_HOME } from '../core/route-table';

describe('host route table', () => {
  it('is the shared table, not a copy of it', () => {
    expect(AREA_ROUTES).toBe(ROUTES);
  });

  it('keeps the sign-in paths and the /vendor redirect', () => {
    expect([LOGIN_PATH, OTP_PATH, UNKNOWN_PATH_REDIRECT, VENDOR_HOME]).toEqual(['/login', '/auth/otp', '/vendor', '/store']);
  });

  it('routes every row: public ones in the bare layout, the rest behind the guard, unknown paths to /vendor', () => {
    const [login, otp, publicLayout, protectedLayout, fallback] = buildRoutes();
    expect([login?.path, otp?.path]).toEqual(['/login', '/auth/otp']);
    expect(publicLayout?.children?.map((route) => route.path)).toEqual(ROUTES.filter((route) => route.public).map((route) => route.path));
    const guarded = protectedLayout?.children?.map((route) => (route.index ? '/' : route.path));
    expect(guarded).toEqual([...ROUTES.filter((route) => !route.public).map((route) => route.path), '/vendor']);
    expect(fallback?.path).toBe('*');
  });
});

describe('the area a path opens on, matched by the router against the same table', () => {
  it('is the screen’s area when signed in, a path with a parameter included', () => {
    expect(areaAt('/store', true)).toBe('store');
    expect(areaAt('/orders/42', true)).toBe('orders');
    expect(areaAt('/', true)).toBe('orders');
    expect(areaAt('/product/pricing', true)).toBe('pricing');
    expect(areaAt('/profile/edit', true)).toBe('profile');
  });

  it('is a public screen’s either way, and no protected one when signed out', () => {
    expect(areaAt('/terms', false)).toBe('profile');
    expect(areaAt('/store', false)).toBeUndefined();
    expect(areaAt('/', false)).toBeUndefined();
  });

  it('is none for the sign-in screens, the /vendor redirect and unknown paths', () => {
    for (const path of ['/login', '/auth/otp', '/vendor', '/no-such-page']) expect(areaAt(path, true), path).toBeUndefined();
  });
});

describe('whether the page opens on a screen past the sign-in', () => {
  it('is so for every path but the sign-in’s when signed in, an unknown one included (it lands on the store)', () => {
    for (const path of ['/', '/store', '/product/pricing', '/profile/edit', '/vendor', '/no-such-page']) expect(opensOnShell(path, true), path).toBe(true);
    expect(opensOnShell('/login', true)).toBe(false);
    expect(opensOnShell('/auth/otp', true)).toBe(false);
  });

  it('is so for the public pages only when signed out (a protected path goes to the sign-in)', () => {
    expect(opensOnShell('/terms', false)).toBe(true);
    expect(opensOnShell('/store', false)).toBe(false);
    expect(opensOnShell('/', false)).toBe(false);
    expect(opensOnShell('/login', false)).toBe(false);
  });
});
