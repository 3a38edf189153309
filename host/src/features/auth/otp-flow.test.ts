import { ApiError } from '@vd/shared/api';
import type { Vendor } from '@vd/shared/session';
import { describe, expect, it } from 'vitest';
import { secondsLeft } from './otp-countdown';
import { otpOutcome, resendErrorToast, verifyErrorMessage } from './otp-flow';

const apiError = (code: string, userMessage?: string) => new ApiError({ status: 400, code, userMessage });

describe('otp flow', () => {
  it("a wrong code says 'Invalid OTP! Please try again'; other failures say what the API said, else the spec fallback", () => {
    expect(verifyErrorMessage(apiError('OTP_INVALID', 'whatever the server says'))).toBe('Invalid OTP! Please try again');
    expect(verifyErrorMessage(apiError('OTP_EXPIRED', 'The code has expired.'))).toBe('The code has expired.');
    expect(verifyErrorMessage(new Error('boom'))).toBe('Failed to verify OTP. Please try again.');
  });

  it('sends an approved vendor to the store and everyone else back to /login with why', () => {
    expect(otpOutcome({ kind: 'approved', vendor: { id: 'v1' } as Vendor }, '9876543210')).toEqual({ kind: 'navigate', to: '/store' });
    expect(otpOutcome({ kind: 'not-registered' }, '9000012345')).toEqual({
      kind: 'navigate',
      to: '/login',
      state: { phone: '9000012345', notRegistered: true },
    });
    expect(otpOutcome({ kind: 'customer' }, '9999999999')).toEqual({ kind: 'navigate', to: '/login', state: { phone: '9999999999', notRegistered: true } });
    expect(otpOutcome({ kind: 'under-process', message: 'Your registration is under process! Contact administrator @9876500000' }, '9876543211')).toEqual({
      kind: 'navigate',
      to: '/login',
      state: { phone: '9876543211', error: 'Your registration is under process! Contact administrator @9876500000' },
    });
    expect(otpOutcome({ kind: 'error', message: 'Could not find user information.' }, '9876543210')).toEqual({
      kind: 'error',
      message: 'Could not find user information.',
    });
  });

  it('a failed resend is only logged, unless it was rate limited', () => {
    expect(resendErrorToast(apiError('RATE_LIMITED', 'Too many codes. Try again in 10 minutes.'))).toBe('Too many codes. Try again in 10 minutes.');
    expect(resendErrorToast(apiError('OTP_SEND_FAILED'))).toBeNull();
    expect(resendErrorToast(new Error('offline'))).toBeNull();
  });

  it('counts whole seconds down to 0, a started second counting', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 1)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 45_000)).toBe(0);
  });
});
