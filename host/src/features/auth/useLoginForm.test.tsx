import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError } from '@vd/shared/api';
import type { FormEvent, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  navigate: vi.fn(),
  prepare: vi.fn(),
  location: { pathname: '/login', state: null as unknown },
  sendOtp: vi.fn(),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
}));

vi.mock('@vd/shared/api', async (importOriginal) => {
  const api = await importOriginal<typeof import('@vd/shared/api')>();
  return { ...api, authApi: { ...api.authApi, sendOtp: mocks.sendOtp } };
});
vi.mock('@vd/shared/toast', async (importOriginal) => {
  const toast = await importOriginal<typeof import('@vd/shared/toast')>();
  return { ...toast, toast: { ...toast.toast, error: mocks.toastError, success: mocks.toastSuccess } };
});

const { forgetPhoneDraft, useLoginForm } = await import('./useLoginForm');
const { LoginNavigationProvider } = await import('./login-navigation');

// The page's navigation as the router or the page before the router gives it (login-navigation.tsx).
const renderLoginForm = () =>
  renderHook(() => useLoginForm(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <LoginNavigationProvider value={{ pathname: mocks.location.pathname, state: mocks.location.state, navigate: mocks.navigate, prepare: mocks.prepare }}>
        {children}
      </LoginNavigationProvider>
    ),
  });
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

beforeEach(() => {
  mocks.navigate.mockReset();
  mocks.prepare.mockReset();
  mocks.sendOtp.mockReset().mockResolvedValue({});
  mocks.toastError.mockReset();
  mocks.toastSuccess.mockReset();
  mocks.location.state = null;
  forgetPhoneDraft();
});
afterEach(cleanup);

describe('useLoginForm', () => {
  it('keeps the number being typed when the screen is drawn again (a language switch), until the code is sent', async () => {
    const first = renderLoginForm();
    act(() => first.result.current.onChange('98765'));
    first.unmount();
    const second = renderLoginForm();
    expect(second.result.current.phone).toBe('98765');
    act(() => second.result.current.onChange('9876543210'));
    await act(async () => await second.result.current.onSubmit(submitEvent()));
    second.unmount();
    expect(renderLoginForm().result.current.phone).toBe('');
  });

  it('sends the code for a valid number and goes on to /auth/otp with it, replacing history', async () => {
    const { result } = renderLoginForm();
    expect(result.current.canSubmit).toBe(false);
    expect(mocks.prepare).not.toHaveBeenCalled();
    act(() => result.current.onChange('98765 43210'));
    // The router's files start loading as the vendor types.
    expect(mocks.prepare).toHaveBeenCalled();
    expect(result.current.phone).toBe('9876543210');
    expect(result.current.canSubmit).toBe(true);
    await act(async () => await result.current.onSubmit(submitEvent()));
    expect(mocks.sendOtp).toHaveBeenCalledWith('9876543210');
    expect(mocks.toastSuccess).toHaveBeenCalledWith('Verification code sent successfully!');
    expect(mocks.navigate).toHaveBeenCalledWith('/auth/otp', { replace: true, state: { phone: '9876543210' } });
  });

  it('an unregistered number opens the Not Registered dialog; another failure shows the message', async () => {
    mocks.sendOtp.mockRejectedValueOnce(new ApiError({ status: 404, code: 'NOT_REGISTERED' }));
    const { result } = renderLoginForm();
    act(() => result.current.onChange('9000012345'));
    await act(async () => await result.current.onSubmit(submitEvent()));
    expect(result.current.notRegistered).toBe('9000012345');
    act(() => result.current.closeNotRegistered());
    expect(result.current.notRegistered).toBeNull();
    mocks.sendOtp.mockRejectedValueOnce(new Error('boom'));
    await act(async () => await result.current.onSubmit(submitEvent()));
    expect(result.current.message).toBe('Failed to send Otp. Please try again.');
    expect(mocks.toastError).toHaveBeenCalledWith('Failed to send Otp. Please try again.');
  });

  it('an error sent back by the OTP screen is shown once, with the phone kept and the state dropped', () => {
    mocks.location.state = { phone: '9876543211', error: 'Your registration is under process! Contact administrator @9876500000' };
    const { result, rerender } = renderLoginForm();
    expect(result.current.phone).toBe('9876543211');
    expect(result.current.message).toBe('Your registration is under process! Contact administrator @9876500000');
    expect(mocks.toastError).toHaveBeenCalledTimes(1);
    expect(mocks.navigate).toHaveBeenCalledWith('/login', { replace: true, state: { phone: '9876543211' } });
    rerender();
    expect(mocks.toastError).toHaveBeenCalledTimes(1);
  });

  it('the edit link brings the phone back, valid and without a message', () => {
    mocks.location.state = { phone: '9876543210', edit: true };
    const { result } = renderLoginForm();
    expect(result.current.phone).toBe('9876543210');
    expect(result.current.message).toBeNull();
    expect(result.current.canSubmit).toBe(true);
    expect(mocks.navigate).not.toHaveBeenCalled();
  });
});
