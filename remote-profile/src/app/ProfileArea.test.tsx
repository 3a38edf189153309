import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@vd/shared/router';
import { ROUTES } from '@vd/shared/contract';
import { setVendor, type Vendor } from '@vd/shared/session';
import { DataProvider } from '@vd/shared/data';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from './messages';
import { ProfileArea, SCREENS } from './ProfileArea';

vi.stubGlobal('__RELEASE_ID__', 'test-release');
afterEach(cleanup);

// The signed-in screens read the session's vendor and the data layer (the host provides both).
const vendor = {
  id: 'v1',
  name: 'Ramesh Sharma',
  shopName: 'Sharma General Store',
  contactNo: '+919876543210',
  status: 'Approved',
  attributeValues: [],
} as unknown as Vendor;
beforeEach(() => setVendor(vendor));
afterEach(() => setVendor(null));
const withData = (children: ReactNode) => <DataProvider>{children}</DataProvider>;

describe('the profile area', () => {
  it('takes its screens from the shared route table: every profile row, nothing else', () => {
    expect(SCREENS.map((s) => s.pattern)).toEqual(ROUTES.filter((route) => route.area === 'profile').map((route) => route.path));
  });

  it.each([
    ['/profile', 'Profile'],
    // the public profile's heading is the shop's name
    ['/vendor/profile', 'Sharma General Store'],
    ['/address', 'Confirm Your Business Address'],
    ['/terms', 'Terms and Conditions'],
    ['/privacy', 'Privacy Policy'],
    ['/return-policy', 'Return Policy'],
    ['/refund-policy', 'Refund & Cancellation Policy'],
    ['/shipping-policy', 'Shipping Policy'],
  ])('%s shows the title %s', async (path, title) => {
    render(
      withData(
        <MemoryRouter initialEntries={[path]}>
          <ProfileArea area="profile" />
        </MemoryRouter>,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('offers Log Out on the profile hub only', () => {
    const { unmount } = render(
      withData(
        <MemoryRouter initialEntries={['/profile']}>
          <ProfileArea area="profile" />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('button', { name: messages.logOut })).toBeTruthy();
    // the language switch (issue 14) is a row of Account Settings
    expect(screen.getByTestId('account-settings').querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Language');
    unmount();
    render(
      <MemoryRouter initialEntries={['/terms']}>
        <ProfileArea area="profile" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });
});
