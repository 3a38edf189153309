import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setVendor, type Vendor } from '../session';
import { AreaPlaceholder } from './AreaPlaceholder';

afterEach(() => {
  cleanup();
  setVendor(null);
});

describe('AreaPlaceholder', () => {
  it("shows the area's title, the shop name from the shared session, actions and the release", () => {
    setVendor({ id: 'v1', shopName: 'Sharma General Store' } as Vendor);
    render(
      <AreaPlaceholder title="Profile" release="1.0.0-abcd1234">
        <button type="button">Log Out</button>
      </AreaPlaceholder>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('Sharma General Store')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.getByText('Release 1.0.0-abcd1234').getAttribute('data-release')).toBe('1.0.0-abcd1234');
  });

  it('without a release or actions renders neither', () => {
    render(<AreaPlaceholder title="Pricing" />);
    expect(screen.queryByText(/^Release/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
