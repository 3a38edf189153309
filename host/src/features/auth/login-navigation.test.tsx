import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginNavigationProvider, PageLink } from './login-navigation';

afterEach(cleanup);

function renderLink(navigate = vi.fn()) {
  render(
    <LoginNavigationProvider value={{ pathname: '/login', state: null, navigate }}>
      <PageLink to="/terms">Terms</PageLink>
    </LoginNavigationProvider>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Terms' }) };
}

describe('PageLink', () => {
  it('is a real link, moved to in the page on a plain click', () => {
    const { navigate, link } = renderLink();
    expect(link.getAttribute('href')).toBe('/terms');
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/terms');
  });

  it('leaves a modified click (a new tab, a new window) to the browser', () => {
    const { navigate, link } = renderLink();
    fireEvent.click(link, { button: 0, ctrlKey: true });
    fireEvent.click(link, { button: 0, metaKey: true });
    fireEvent.click(link, { button: 0, shiftKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});
