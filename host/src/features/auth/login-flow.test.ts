import { ApiError } from '@vd/shared/api';
import { describe, expect, it } from 'vitest';
import { phoneFieldMessage, sendOtpFailure } from './login-flow';

describe('login flow', () => {
  it('shows a submit or API error first, then the last keystroke, then the number as it stands once typed', () => {
    const base = { phone: '98765', touched: true, inputError: null, formError: null };
    expect(phoneFieldMessage({ ...base, formError: 'Please enter a valid 10-digit phone number' })).toBe('Please enter a valid 10-digit phone number');
    expect(phoneFieldMessage({ ...base, inputError: 'Phone number must contain only digits' })).toBe('Phone number must contain only digits');
    expect(phoneFieldMessage(base)).toBe('Phone number must be 10 digits');
    expect(phoneFieldMessage({ ...base, touched: false })).toBeNull();
    expect(phoneFieldMessage({ ...base, phone: '' })).toBeNull();
    expect(phoneFieldMessage({ ...base, phone: '9876543210' })).toBeNull();
  });

  it('an unknown number opens the Not Registered dialog; other failures show the message', () => {
    expect(sendOtpFailure(new ApiError({ status: 404, code: 'NOT_REGISTERED' }))).toEqual({ kind: 'not-registered' });
    expect(sendOtpFailure(new ApiError({ status: 429, code: 'RATE_LIMITED', userMessage: 'Too many codes.' }))).toEqual({
      kind: 'error',
      message: 'Too many codes.',
    });
    expect(sendOtpFailure(new Error('boom'))).toEqual({ kind: 'error', message: 'Failed to send Otp. Please try again.' });
  });
});
