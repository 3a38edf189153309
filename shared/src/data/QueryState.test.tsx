import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { sharedMessages } from '../i18n';
import { QueryState, type QueryView } from './QueryState';

const view = <T,>(data: T | undefined, error: unknown = null, refetch = vi.fn()): QueryView<T> => ({ data, error, refetch });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  setOnline(true);
});

const props = {
  loading: <p>loading…</p>,
  errorMessage: 'Failed to load orders',
  isEmpty: (list: string[]) => list.length === 0,
  empty: <p>No orders found</p>,
  offlineNotice: <p>You are offline. Showing what was loaded last.</p>,
  children: (list: string[]) => (
    <ul>
      {list.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  ),
};

describe('QueryState', () => {
  it('shows loading until the first answer', () => {
    render(<QueryState query={view<string[]>(undefined)} {...props} />);
    expect(screen.getByText('loading…')).toBeTruthy();
  });

  it("a failure without an answer: the server's message, or No Internet Connection, or the screen's text, with Retry", () => {
    const refetch = vi.fn();
    const { rerender } = render(
      <QueryState
        query={view<string[]>(undefined, new ApiError({ status: null, code: 'NETWORK_ERROR', userMessage: sharedMessages.noInternet }), refetch)}
        {...props}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No Internet Connection');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(<QueryState query={view<string[]>(undefined, new ApiError({ status: 500 }))} {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load orders');
    rerender(<QueryState query={view<string[]>(undefined, new ApiError({ status: 500, userMessage: 'Try again' }))} {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('Try again');
  });

  it('an answer stays on screen when a later refresh fails; an empty answer shows the empty state', () => {
    const { rerender } = render(<QueryState query={view(['#1'], new ApiError({ status: 500 }))} {...props} />);
    expect(screen.getByText('#1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<QueryState query={view<string[]>([])} {...props} />);
    expect(screen.getByText('No orders found')).toBeTruthy();
  });

  it('says the answer may be old only while offline, and only above an answer', () => {
    setOnline(false);
    const { rerender } = render(<QueryState query={view(['#1'])} {...props} />);
    expect(screen.getByText('You are offline. Showing what was loaded last.')).toBeTruthy();
    rerender(<QueryState query={view<string[]>([])} {...props} />);
    expect(screen.queryByText('You are offline. Showing what was loaded last.')).toBeNull();
    setOnline(true);
    rerender(<QueryState query={view(['#1'])} {...props} />);
    expect(screen.queryByText('You are offline. Showing what was loaded last.')).toBeNull();
  });
});
