import { describe, expect, it } from 'vitest';
import { ROUTES } from '@vd/shared/contract';
import { buildRoutes } from './App';
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
