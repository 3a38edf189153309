import { describe, expect, it } from 'vitest';
import { AUTO_SUBMIT_DELAY_MS, OTP_LENGTH, PHONE_LENGTH, REQUEST_TIMEOUT_MS, RESEND_SECONDS, TOAST_MS } from './constants';
import { isValidOtp, otpError, sanitizeOtpInput } from './otp';

describe('OTP', () => {
  it('keeps at most six digits', () => {
    expect(sanitizeOtpInput('12a3 45-678')).toBe('123456');
    expect(sanitizeOtpInput('12')).toBe('12');
  });

  it('asks for the complete code until six digits', () => {
    expect(otpError('12345')).toBe('Please enter complete OTP');
    expect(otpError('')).toBe('Please enter complete OTP');
    expect(otpError('123456')).toBeNull();
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345a')).toBe(false);
  });
});

describe('constants', () => {
  it('match spec section 9', () => {
    expect([PHONE_LENGTH, OTP_LENGTH, RESEND_SECONDS, AUTO_SUBMIT_DELAY_MS, REQUEST_TIMEOUT_MS, TOAST_MS]).toEqual([10, 6, 30, 100, 20000, 3000]);
  });
});
