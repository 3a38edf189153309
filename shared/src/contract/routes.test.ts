import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resolveScreen } from '../router/screens';
import { AREAS } from './areas';
import { areaScreens, mayOpen, ROUTES } from './routes';

/** The spec's route table (section 2): every path, with an example URL, and who may see it. */
const SPEC_PROTECTED = [
  '/',
  '/store',
  '/product/42',
  '/product/pricing',
  '/orders/abc',
  '/vendor/profile',
  '/profile',
  '/profile/edit',
  '/profile/business/edit',
  '/profile/settings',
  '/profile/social',
  '/profile/categories/edit',
  '/profile/media/edit',
  '/profile/contact',
  '/address',
];
const SPEC_PUBLIC = ['/return-policy', '/refund-policy', '/shipping-policy', '/terms', '/privacy'];

/** What the host's router does: static segments outrank dynamic ones. */
function routeFor(pathname: string) {
  const matches = ROUTES.filter((route) => matchPath({ path: route.path, end: true }, pathname));
  matches.sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  return matches[0];
}

describe('the route table', () => {
  it('lists every path of the spec, protected ones behind sign-in and the policy pages public', () => {
    for (const path of SPEC_PROTECTED) expect(routeFor(path)?.public ?? false, path).toBe(false);
    for (const path of SPEC_PUBLIC) expect(routeFor(path), path).toMatchObject({ area: 'profile', public: true });
  });

  it('owns no path twice and gives no area the same screen id twice', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of AREAS) {
      const keys = areaScreens(area).map((screen) => screen.key);
      expect(new Set(keys).size, area).toBe(keys.length);
    }
  });

  it('sends /product/pricing to pricing and /product/{id} to the store', () => {
    expect(routeFor('/product/pricing')?.area).toBe('pricing');
    expect(routeFor('/product/123')).toMatchObject({ area: 'store', screen: 'product' });
    expect(routeFor('/')).toMatchObject({ area: 'orders', screen: 'list' });
    expect(routeFor('/orders/x')).toMatchObject({ area: 'orders', screen: 'detail' });
  });

  it("gives each area exactly its rows of the table, and resolveScreen finds the row's screen", () => {
    for (const area of AREAS) {
      const own = ROUTES.filter((route) => route.area === area);
      expect(areaScreens(area)).toEqual(own.map((route) => ({ pattern: route.path, key: route.screen })));
    }
    for (const path of [...SPEC_PROTECTED, ...SPEC_PUBLIC]) {
      const route = routeFor(path)!;
      expect(resolveScreen(path, areaScreens(route.area))?.key, path).toBe(route.screen);
    }
    expect(resolveScreen('/product/42', areaScreens('store'))?.params).toEqual({ productId: '42' });
    expect(resolveScreen('/store', areaScreens('profile'))).toBeNull();
  });

  it('has a screen for every area', () => {
    for (const area of AREAS) expect(areaScreens(area).length, area).toBeGreaterThan(0);
  });
});

describe('mayOpen: the pages each role may open', () => {
  it('lets the owner open every page, a manager all but Staff, the orders role orders, the store and the hub', () => {
    for (const route of ROUTES) expect(mayOpen(route.path.replace(/:\w+/g, 'x1'), 'owner')).toBe(true);
    expect(mayOpen('/profile/staff', 'manager')).toBe(false);
    expect(mayOpen('/product/pricing', 'manager')).toBe(true);
    expect(mayOpen('/', 'orders')).toBe(true);
    expect(mayOpen('/orders/8f0e', 'orders')).toBe(true);
    expect(mayOpen('/store', 'orders')).toBe(true);
    expect(mayOpen('/product/8f0e', 'orders')).toBe(true);
    expect(mayOpen('/profile', 'orders')).toBe(true);
    expect(mayOpen('/product/pricing', 'orders')).toBe(false);
    expect(mayOpen('/product/pricing/', 'orders')).toBe(false);
    expect(mayOpen('/profile/business/edit', 'orders')).toBe(false);
    expect(mayOpen('/address', 'orders')).toBe(false);
    expect(mayOpen('/terms', 'orders')).toBe(true);
  });
});
