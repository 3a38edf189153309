import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@vd/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from './ProtectedRoute';

// The vendor read and the server logout are not what is tested here: they never answer.
vi.mock('@vd/shared/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@vd/shared/session')>()),
  ensureVendor: () => new Promise(() => undefined),
}));

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('contactNo', '9876543210');
  localStorage.setItem('sessionToken', 'session-a');
  localStorage.setItem('token', 'session-a');
  localStorage.setItem('refreshToken', 'refresh-a');
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>Login screen</p>} />
        <Route
          path="/profile"
          element={
            <ProtectedRoute>
              <p>Profile screen</p>
            </ProtectedRoute>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProtectedRoute', () => {
  it('shows the screen while a session is stored', () => {
    renderAt('/profile');
    expect(screen.getByText('Profile screen')).toBeTruthy();
  });

  it('goes to /login when another tab ends the session, before this page has read its vendor', async () => {
    renderAt('/profile');
    expect(screen.getByText('Profile screen')).toBeTruthy();
    // Another tab's refresh was refused: it removed the tokens (each removal a storage event here).
    await act(async () => {
      for (const key of ['sessionToken', 'token', 'refreshToken']) {
        localStorage.removeItem(key);
        window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
      }
    });
    expect(await screen.findByText('Login screen')).toBeTruthy();
    expect(localStorage.getItem('contactNo')).toBeNull();
  });

  it('without a token goes to /login at once', () => {
    localStorage.removeItem('sessionToken');
    localStorage.removeItem('token');
    renderAt('/profile');
    expect(screen.getByText('Login screen')).toBeTruthy();
  });
});
