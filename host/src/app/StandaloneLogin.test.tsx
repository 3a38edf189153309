import { describe, expect, it, vi } from 'vitest';
import { historyState, standaloneNavigation } from './StandaloneLogin';

/** A history entry as the browser keeps it: state and replaceState only. */
function fakeHistory(state: unknown) {
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => {
      history.state = next;
    }),
  };
  return history;
}

describe("the login page's navigation before the router", () => {
  it('arrives with the state the router kept in the history entry (`usr`), or none', () => {
    expect(historyState(fakeHistory({ usr: { phone: '9876543210', edit: true }, key: 'k', idx: 2 }))).toEqual({ phone: '9876543210', edit: true });
    expect(historyState(fakeHistory(null))).toBeNull();
    expect(historyState(fakeHistory('not an entry'))).toBeNull();
  });

  it('staying on /login only replaces the entry’s state, keeping the router’s own fields', () => {
    const history = fakeHistory({ usr: { phone: '9876543211', error: 'a message the OTP page sent back' }, key: 'k', idx: 2 });
    const leave = vi.fn();
    const navigation = standaloneNavigation(leave, history, () => undefined);
    expect(navigation.state).toEqual({ phone: '9876543211', error: 'a message the OTP page sent back' });
    navigation.navigate('/login', { replace: true, state: { phone: '9876543211' } });
    expect(history.replaceState).toHaveBeenCalledWith({ usr: { phone: '9876543211' }, key: 'k', idx: 2 }, '');
    expect(leave).not.toHaveBeenCalled();
  });

  it('going anywhere else is handed on with its options (the router then loads and moves there)', () => {
    const leave = vi.fn();
    const prepare = vi.fn();
    const navigation = standaloneNavigation(leave, fakeHistory(null), prepare);
    navigation.navigate('/auth/otp', { replace: true, state: { phone: '9876543210' } });
    navigation.navigate('/terms');
    expect(leave.mock.calls).toEqual([
      ['/auth/otp', { replace: true, state: { phone: '9876543210' } }],
      ['/terms', {}],
    ]);
    navigation.prepare?.();
    expect(prepare).toHaveBeenCalledOnce();
  });
});
