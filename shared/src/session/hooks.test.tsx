import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { notifySessionChanged, setVendor } from './atoms';
import { useSession, useVendor } from './hooks';
import { testVendor } from './vendor.fixture';

function Probe() {
  const vendor = useVendor();
  const session = useSession();
  return (
    <p>
      {vendor?.shopName ?? 'none'}|{String(session.isAuthenticated)}|{session.contactNo ?? '-'}
    </p>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  act(() => setVendor(null));
});

describe('session hooks', () => {
  it('follow the default store, even inside another jotai Provider', () => {
    render(
      <Provider store={createStore()}>
        <Probe />
      </Provider>,
    );
    expect(screen.getByText('none|false|-')).toBeTruthy();
    act(() => {
      localStorage.setItem('token', 't');
      localStorage.setItem('contactNo', '9876543210');
      setVendor(testVendor({ id: '1', shopName: 'Sharma General Store' }));
      notifySessionChanged();
    });
    expect(screen.getByText('Sharma General Store|true|9876543210')).toBeTruthy();
  });
});
