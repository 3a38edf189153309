import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type BlockerFunction, guardHistory } from './guard';

/** A guarded memory history at `/product/pricing` (after `/store`), with its router's listener. */
function setup() {
  const inner = createMemoryHistory({ initialEntries: ['/store', '/product/pricing'], initialIndex: 1, v5Compat: true });
  const guarded = guardHistory(inner);
  const seen = vi.fn();
  guarded.history.listen((update) => seen(update.action, update.location.pathname));
  return { guarded, history: guarded.history, seen };
}

const leavingPricing: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname === '/product/pricing' && nextLocation.pathname !== '/product/pricing';

describe('a guarded history', () => {
  it('navigates as the history it wraps while nothing guards it', () => {
    const { history, seen } = setup();
    history.push('/profile');
    history.replace('/store?x=1');
    history.go(-1);
    expect(seen.mock.calls).toEqual([
      ['PUSH', '/profile'],
      ['REPLACE', '/store'],
      ['POP', '/product/pricing'],
    ]);
    expect(history.location.pathname).toBe('/product/pricing');
  });

  it('holds a push the guard asks about until proceed(), which makes it', () => {
    const { guarded, history, seen } = setup();
    const ask = vi.fn(leavingPricing);
    guarded.block(ask);
    history.push('/store', { from: 'nav' });
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ currentLocation: expect.objectContaining({ pathname: '/product/pricing' }), historyAction: 'PUSH' }),
    );
    expect(history.location.pathname).toBe('/product/pricing');
    expect(seen).not.toHaveBeenCalled();
    const blocker = guarded.blocker();
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/store');
    blocker.proceed?.();
    expect(history.location.pathname).toBe('/store');
    expect(history.location.state).toEqual({ from: 'nav' });
    expect(seen.mock.calls).toEqual([['PUSH', '/store']]);
    expect(guarded.blocker().state).toBe('unblocked');
  });

  it('stays on reset(), and asks again at the next navigation', () => {
    const { guarded, history, seen } = setup();
    guarded.block(leavingPricing);
    history.replace('/login');
    guarded.blocker().reset?.();
    expect(guarded.blocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/product/pricing');
    history.push('/profile');
    expect(guarded.blocker().state).toBe('blocked');
    expect(seen).not.toHaveBeenCalled();
  });

  it('lets through what the guard does not hold (a change of the query)', () => {
    const { guarded, history, seen } = setup();
    guarded.block(leavingPricing);
    history.push('/product/pricing?q=dal');
    expect(seen.mock.calls).toEqual([['PUSH', '/product/pricing']]);
    expect(history.location.search).toBe('?q=dal');
    expect(guarded.blocker().state).toBe('unblocked');
  });

  it('undoes a held back step at once, and takes it on proceed()', () => {
    const { guarded, history, seen } = setup();
    guarded.block(leavingPricing);
    history.go(-1);
    expect(history.location.pathname).toBe('/product/pricing');
    expect(seen).not.toHaveBeenCalled();
    expect(guarded.blocker()).toMatchObject({ state: 'blocked', location: { pathname: '/store' } });
    guarded.blocker().proceed?.();
    expect(history.location.pathname).toBe('/store');
    expect(seen.mock.calls).toEqual([['POP', '/store']]);
    expect(guarded.blocker().state).toBe('unblocked');
  });

  it('holds nothing once the guard is taken away, and a held navigation is dropped with it', () => {
    const { guarded, history, seen } = setup();
    const unblock = guarded.block(leavingPricing);
    history.push('/store');
    const watch = vi.fn();
    guarded.subscribe(watch);
    unblock();
    expect(watch).toHaveBeenCalled();
    expect(guarded.blocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/product/pricing');
    history.push('/store');
    expect(seen.mock.calls).toEqual([['PUSH', '/store']]);
  });

  it('keeps the newest guard when an older one is taken away late', () => {
    const { guarded, history } = setup();
    const first = guarded.block(() => false);
    guarded.block(leavingPricing);
    first();
    history.push('/store');
    expect(guarded.blocker().state).toBe('blocked');
  });
});
