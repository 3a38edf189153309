import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError } from '@vd/shared/api';
import type { Vendor } from '@vd/shared/session';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  navigate: vi.fn(),
  verifyOtp: vi.fn(),
  sendOtp: vi.fn(),
  completeSignIn: vi.fn(),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
}));

vi.mock('@vd/shared/router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@vd/shared/router')>()),
  useNavigate: () => mocks.navigate,
}));
vi.mock('@vd/shared/api', async (importOriginal) => {
  const api = await importOriginal<typeof import('@vd/shared/api')>();
  return { ...api, authApi: { ...api.authApi, verifyOtp: mocks.verifyOtp, sendOtp: mocks.sendOtp } };
});
vi.mock('@vd/shared/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@vd/shared/session')>()),
  completeSignIn: mocks.completeSignIn,
}));
vi.mock('@vd/shared/toast', async (importOriginal) => {
  const toast = await importOriginal<typeof import('@vd/shared/toast')>();
  return { ...toast, toast: { ...toast.toast, error: mocks.toastError, success: mocks.toastSuccess } };
});

const { useOtpForm } = await import('./useOtpForm');

const PHONE = '9876543210';
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.verifyOtp.mockResolvedValue({});
  mocks.sendOtp.mockResolvedValue({});
  mocks.completeSignIn.mockResolvedValue({ kind: 'approved', vendor: { id: 'v1' } as Vendor });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the awaited API calls and the state updates after them run. */
const settle = () => act(async () => await vi.advanceTimersByTimeAsync(0));

describe('useOtpForm', () => {
  it('keeps only digits, up to six, and can submit only a complete code', () => {
    const { result } = renderHook(() => useOtpForm(PHONE));
    act(() => result.current.setOtp('12a3'));
    expect(result.current.otp).toBe('123');
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.setOtp('1234567'));
    expect(result.current.otp).toBe('123456');
    expect(result.current.canSubmit).toBe(true);
  });

  it('auto-submits 100 ms after the sixth digit, once, and sends an approved vendor to /store replacing history', async () => {
    const { result } = renderHook(() => useOtpForm(PHONE));
    act(() => result.current.setOtp('123456'));
    await act(async () => await vi.advanceTimersByTimeAsync(99));
    expect(mocks.verifyOtp).not.toHaveBeenCalled();
    await act(async () => await vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(mocks.verifyOtp).toHaveBeenCalledTimes(1);
    expect(mocks.verifyOtp).toHaveBeenCalledWith(PHONE, '123456');
    expect(mocks.completeSignIn).toHaveBeenCalledWith(PHONE);
    expect(mocks.navigate).toHaveBeenCalledWith('/store', { replace: true, state: undefined });
    // Pressing Verify for the same code sends nothing more.
    await act(async () => result.current.onSubmit(submitEvent()));
    await settle();
    expect(mocks.verifyOtp).toHaveBeenCalledTimes(1);
  });

  it('typing on within 100 ms cancels the pending auto-submit', async () => {
    const { result } = renderHook(() => useOtpForm(PHONE));
    act(() => result.current.setOtp('123456'));
    await act(async () => await vi.advanceTimersByTimeAsync(50));
    act(() => result.current.setOtp('12345'));
    await act(async () => await vi.advanceTimersByTimeAsync(500));
    expect(mocks.verifyOtp).not.toHaveBeenCalled();
  });

  it("a wrong code shows 'Invalid OTP! Please try again' (field and toast) and may be submitted again", async () => {
    mocks.verifyOtp.mockRejectedValueOnce(new ApiError({ status: 401, code: 'OTP_INVALID' }));
    const { result } = renderHook(() => useOtpForm(PHONE));
    act(() => result.current.setOtp('000000'));
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(result.current.error).toBe('Invalid OTP! Please try again');
    expect(mocks.toastError).toHaveBeenCalledWith('Invalid OTP! Please try again');
    expect(result.current.verifying).toBe(false);
    expect(mocks.navigate).not.toHaveBeenCalled();
    await act(async () => result.current.onSubmit(submitEvent()));
    await settle();
    expect(mocks.verifyOtp).toHaveBeenCalledTimes(2);
    expect(mocks.navigate).toHaveBeenCalledWith('/store', { replace: true, state: undefined });
  });

  it('a short code submitted by hand says the code is incomplete and calls nothing', async () => {
    const { result } = renderHook(() => useOtpForm(PHONE));
    act(() => result.current.setOtp('12'));
    await act(async () => result.current.onSubmit(submitEvent()));
    expect(result.current.error).toBe('Please enter complete OTP');
    expect(mocks.verifyOtp).not.toHaveBeenCalled();
  });

  it.each([
    [{ kind: 'not-registered' }, { phone: PHONE, notRegistered: true }],
    [{ kind: 'customer' }, { phone: PHONE, notRegistered: true }],
    [
      { kind: 'under-process', message: 'Your registration is under process! Contact administrator @9876500000' },
      { phone: PHONE, error: 'Your registration is under process! Contact administrator @9876500000' },
    ],
  ])('a %o vendor goes back to /login with %o', async (signIn, state) => {
    mocks.completeSignIn.mockResolvedValueOnce(signIn);
    const { result } = renderHook(() => useOtpForm(PHONE));
    act(() => result.current.setOtp('123456'));
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(mocks.navigate).toHaveBeenCalledWith('/login', { replace: true, state });
  });

  it('a vendor record that cannot be read stays on the screen with the message', async () => {
    mocks.completeSignIn.mockResolvedValueOnce({ kind: 'error', message: 'Could not find user information.' });
    const { result } = renderHook(() => useOtpForm(PHONE));
    act(() => result.current.setOtp('123456'));
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(result.current.error).toBe('Could not find user information.');
    expect(mocks.toastError).toHaveBeenCalledWith('Could not find user information.');
    expect(mocks.navigate).not.toHaveBeenCalled();
  });

  it('counts down from 30 s; Resend Code clears the code, restarts the count and sends a new code', async () => {
    const { result } = renderHook(() => useOtpForm(PHONE));
    expect(result.current.resendIn).toBe(30);
    await act(async () => await vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.resendIn).toBe(20);
    await act(async () => await vi.advanceTimersByTimeAsync(20_000));
    expect(result.current.resendIn).toBe(0);
    act(() => result.current.setOtp('12'));
    await act(async () => await result.current.resend());
    expect(result.current.otp).toBe('');
    expect(result.current.resendIn).toBe(30);
    expect(mocks.sendOtp).toHaveBeenCalledWith(PHONE);
    expect(mocks.toastSuccess).toHaveBeenCalledWith('Verification code sent successfully!');
  });

  it('a failed resend is only logged, unless rate limited', async () => {
    mocks.sendOtp.mockRejectedValueOnce(new ApiError({ status: 502, code: 'OTP_SEND_FAILED' }));
    const { result } = renderHook(() => useOtpForm(PHONE));
    await act(async () => await result.current.resend());
    expect(mocks.toastError).not.toHaveBeenCalled();
    mocks.sendOtp.mockRejectedValueOnce(new ApiError({ status: 429, code: 'RATE_LIMITED', userMessage: 'Too many codes. Try again later.' }));
    await act(async () => await result.current.resend());
    expect(mocks.toastError).toHaveBeenCalledWith('Too many codes. Try again later.');
  });
});
