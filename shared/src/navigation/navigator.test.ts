import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, setNavigator } from './navigator';

afterEach(() => {
  setNavigator(null);
  vi.restoreAllMocks();
});

describe('navigator', () => {
  it('uses the registered function', () => {
    const fn = vi.fn();
    const unregister = setNavigator(fn);
    navigateTo('/login', { replace: true });
    expect(fn).toHaveBeenCalledWith('/login', { replace: true });
    unregister();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    navigateTo('/login');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('falls back to location.replace for replace navigations', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    navigateTo('/login', { replace: true });
    expect(replace).toHaveBeenCalledWith('/login');
  });
});
