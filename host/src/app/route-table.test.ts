import { describe, expect, it } from 'vitest';
import { matchPath } from '@vd/shared';
import { AREA_ROUTES } from './route-table';
import { messages, t } from './messages';

/** The spec's route table (section 2), protected and public. */
const SPEC_PROTECTED = [
  '/', '/store', '/product/42', '/product/pricing', '/orders/abc', '/vendor/profile', '/profile', '/profile/edit',
  '/profile/business/edit', '/profile/settings', '/profile/social', '/profile/categories/edit', '/profile/media/edit',
  '/profile/contact', '/address',
];
const SPEC_PUBLIC = ['/return-policy', '/refund-policy', '/shipping-policy', '/terms', '/privacy'];

/** What React Router does: static segments outrank dynamic ones. */
function areaFor(pathname: string) {
  const matches = AREA_ROUTES.filter((route) => matchPath({ path: route.path, end: true }, pathname));
  matches.sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  return matches[0];
}

describe('route table', () => {
  it('gives every protected path of the spec to an area, behind the guard', () => {
    for (const path of SPEC_PROTECTED) {
      const route = areaFor(path);
      expect(route, path).toBeDefined();
      expect(route?.public, path).toBeFalsy();
    }
  });

  it('serves the policy pages publicly from the profile area', () => {
    for (const path of SPEC_PUBLIC) expect(areaFor(path)).toMatchObject({ area: 'profile', public: true });
  });

  it('sends /product/pricing to pricing and /product/{id} to the store', () => {
    expect(areaFor('/product/pricing')?.area).toBe('pricing');
    expect(areaFor('/product/123')?.area).toBe('store');
    expect(areaFor('/')?.area).toBe('orders');
    expect(areaFor('/orders/x')?.area).toBe('orders');
  });

  it('owns no path twice', () => {
    const paths = AREA_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('host messages', () => {
  it('fills placeholders and keeps the spec texts', () => {
    expect(t('notRegistered', { phone: '9000012345' })).toBe('9000012345 not registered');
    expect(t('installTitle', { product: 'Vendor Dashboard' })).toBe('Install Vendor Dashboard');
    expect(messages.offline).toBe('You are offline. Some features may not work properly.');
    expect(messages.phoneTitleMobile).toBe('Enter your phone number');
    expect(messages.phoneTitleDesktop).toBe('Login to your Account');
    expect(t('resendIn', {})).toBe('Resend code in {seconds}s');
  });
});
