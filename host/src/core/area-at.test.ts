import { describe, expect, it } from 'vitest';
import { matchRoutes } from '@vd/shared/router';
import { areaAt, isLoginPath, isSignInPath, opensOnShell } from './area-at';
import { AREA_ROUTES } from './route-table';

/** The area React Router finds for a path in the same table. */
const routerArea = (pathname: string, signedIn: boolean) => {
  const route = matchRoutes(
    AREA_ROUTES.map((row) => ({ path: row.path, handle: row })),
    pathname,
  )?.at(-1)?.route.handle;
  return route && (route.public === true || signedIn) ? route.area : undefined;
};

describe('the area a path opens on', () => {
  const paths = [
    ...AREA_ROUTES.map((row) => row.path.replace(/:[^/]+/g, '42')),
    ...AREA_ROUTES.map((row) => `${row.path.replace(/:[^/]+/g, 'abc-1')}/`.toUpperCase()),
    '/product/pricing',
    '/product/PRICING',
    '/product/123',
    '/orders/9f2c',
    '/login',
    '/auth/otp',
    '/vendor',
    '/no-such-page',
    '/store/categories/extra',
    '/orders',
    '//store',
    '/store//',
    '/orders//',
    '/',
    '',
  ];

  it('is the one React Router matches in the same table, for every row and the edge cases', () => {
    for (const signedIn of [true, false]) for (const path of paths) expect(areaAt(path, signedIn), `${path} ${signedIn}`).toBe(routerArea(path, signedIn));
  });

  it('names the screens', () => {
    expect(areaAt('/store', true)).toBe('store');
    expect(areaAt('/product/pricing', true)).toBe('pricing');
    expect(areaAt('/product/7', true)).toBe('store');
    expect(areaAt('/terms', false)).toBe('profile');
    expect(areaAt('/store', false)).toBeUndefined();
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

describe('the sign-in screens', () => {
  it('are /login and /auth/otp, a trailing slash allowed, as React Router matches them', () => {
    expect(['/login', '/login/', '/auth/otp', '/auth/otp/'].every(isSignInPath)).toBe(true);
    expect(['/', '/store', '/loginx', '/auth/otp/x'].some(isSignInPath)).toBe(false);
    expect(['/login', '/login/'].every(isLoginPath)).toBe(true);
    expect(isLoginPath('/auth/otp')).toBe(false);
    expect(opensOnShell('/login/', true)).toBe(false);
  });
});
