import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@vd/shared/router';
import { resetSessionState, setVendor, type Vendor } from '@vd/shared/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfileVendor } from './useProfileVendor';

const refreshVendor = vi.hoisted(() => vi.fn());
vi.mock('@vd/shared/session', async (importOriginal) => ({ ...(await importOriginal<typeof import('@vd/shared/session')>()), refreshVendor }));

const VENDOR = { id: 'v-1', shopName: 'Sharma General Store' } as Vendor;

function wrapper(state?: unknown) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[{ pathname: '/vendor/profile', state }]}>{children}</MemoryRouter>;
}

function signedIn() {
  localStorage.setItem('sessionToken', 'token');
  localStorage.setItem('token', 'token');
  localStorage.setItem('contactNo', '9876543210');
}

beforeEach(() => {
  localStorage.clear();
  refreshVendor.mockReset();
});
afterEach(() => {
  cleanup();
  resetSessionState();
});

describe('the vendor the public profile shows', () => {
  it('the signed-in vendor, without loading anything', () => {
    setVendor(VENDOR);
    const { result } = renderHook(useProfileVendor, { wrapper: wrapper() });
    expect(result.current).toEqual({ status: 'ready', vendor: VENDOR });
    expect(refreshVendor).not.toHaveBeenCalled();
  });

  it('the record handed over in navigation state', () => {
    const { result } = renderHook(useProfileVendor, { wrapper: wrapper({ vendor: VENDOR }) });
    expect(result.current).toEqual({ status: 'ready', vendor: VENDOR });
  });

  it('opened by URL while signed in: loads the signed-in vendor', async () => {
    signedIn();
    let answer!: () => void;
    refreshVendor.mockImplementation(
      () =>
        new Promise<Vendor>((resolve) => {
          answer = () => {
            setVendor(VENDOR);
            resolve(VENDOR);
          };
        }),
    );
    const { result } = renderHook(useProfileVendor, { wrapper: wrapper() });
    expect(result.current).toEqual({ status: 'loading' });
    act(() => answer());
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', vendor: VENDOR }));
    expect(refreshVendor).toHaveBeenCalledTimes(1);
  });

  it("'Vendor data not found.' when that load fails, or without a session", async () => {
    signedIn();
    refreshVendor.mockRejectedValue(new Error('Could not find user information.'));
    const { result } = renderHook(useProfileVendor, { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toEqual({ status: 'notFound' }));

    localStorage.clear();
    const { result: signedOut } = renderHook(useProfileVendor, { wrapper: wrapper() });
    expect(signedOut.current).toEqual({ status: 'notFound' });
  });
});
