import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GuardedRouter, useBlocker } from './GuardedRouter';
import { guardHistory } from './guard';

afterEach(cleanup);

function Editor({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ nextLocation }) => unsaved && nextLocation.pathname !== '/edit');
  return (
    <main>
      <h1>Editor</h1>
      <Link to="/done">Leave</Link>
      {blocker.state === 'blocked' ? (
        <div role="alertdialog" aria-label="Unsaved Changes">
          <button type="button" onClick={() => blocker.reset()}>
            Cancel
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Discard
          </button>
        </div>
      ) : null}
    </main>
  );
}

function app(unsaved: boolean) {
  return (
    <Routes>
      <Route path="/edit" element={<Editor unsaved={unsaved} />} />
      <Route path="/done" element={<h1>Done</h1>} />
    </Routes>
  );
}

describe('GuardedRouter and useBlocker', () => {
  it('asks before a link leaves a screen with unsaved changes: Cancel stays, Discard goes', async () => {
    const history = guardHistory(createMemoryHistory({ initialEntries: ['/edit'], v5Compat: true }));
    render(<GuardedRouter history={history}>{app(true)}</GuardedRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeTruthy();
    expect(history.history.location.pathname).toBe('/done');
  });

  it('lets a link through when nothing is unsaved', async () => {
    const history = guardHistory(createMemoryHistory({ initialEntries: ['/edit'], v5Compat: true }));
    render(<GuardedRouter history={history}>{app(false)}</GuardedRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeTruthy();
  });

  it('holds nothing outside a GuardedRouter (a test rendering a screen in a MemoryRouter)', async () => {
    render(<MemoryRouter initialEntries={['/edit']}>{app(true)}</MemoryRouter>);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeTruthy();
  });
});
