import { lazy, Suspense } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellErrorBoundary } from './RouteError';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page whose screen cannot load', () => {
  it('a chunk that fails (the network dropped) shows the message and Retry, which reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('Loading chunk 1 failed.')));
    render(
      <ShellErrorBoundary>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ShellErrorBoundary>,
    );
    expect(await screen.findByText('Your dashboard could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    expect(screen.getByText('Loading chunk 1 failed.')).toBeTruthy();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows its content when nothing fails', () => {
    render(
      <ShellErrorBoundary>
        <p>Orders Management</p>
      </ShellErrorBoundary>,
    );
    expect(screen.getByText('Orders Management')).toBeTruthy();
  });
});
