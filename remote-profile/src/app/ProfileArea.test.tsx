import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, ROUTES } from '@vd/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from './messages';
import { ProfileArea, SCREENS } from './ProfileArea';

vi.stubGlobal('__RELEASE_ID__', 'test-release');
afterEach(cleanup);

describe('the profile area', () => {
  it('takes its screens from the shared route table: every profile row, nothing else', () => {
    expect(SCREENS.map((s) => s.pattern)).toEqual(ROUTES.filter((route) => route.area === 'profile').map((route) => route.path));
  });

  it.each([
    ['/profile', 'Profile'],
    ['/vendor/profile', 'Shop Profile'],
    ['/address', 'Confirm Your Business Address'],
    ['/terms', 'Terms and Conditions'],
    ['/privacy', 'Privacy Policy'],
    ['/return-policy', 'Return Policy'],
    ['/refund-policy', 'Refund & Cancellation Policy'],
    ['/shipping-policy', 'Shipping Policy'],
  ])('%s shows the title %s', async (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <ProfileArea area="profile" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('offers Log Out on the profile hub only', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/profile']}>
        <ProfileArea area="profile" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: messages.logOut })).toBeTruthy();
    unmount();
    render(
      <MemoryRouter initialEntries={['/terms']}>
        <ProfileArea area="profile" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });
});
