import { describe, expect, it } from 'vitest';
import { readLoginState, readOtpState } from './login-state';

describe('navigation state between /login and /auth/otp', () => {
  it('reads the phone and edit flag and ignores junk', () => {
    expect(readLoginState({ phone: '9876543210', edit: true })).toEqual({
      phone: '9876543210',
      edit: true,
      notRegistered: false,
      error: undefined,
    });
    expect(readLoginState('nonsense')).toEqual({});
    expect(readLoginState({ phone: 42 }).phone).toBeUndefined();
  });

  it('keeps the last 10 digits of a stored +91 number', () => {
    expect(readLoginState({ phone: '+919876543210' }).phone).toBe('9876543210');
  });

  it('needs exactly ten digits to show the OTP screen', () => {
    expect(readOtpState({ phone: '9876543210' })).toEqual({ phone: '9876543210' });
    expect(readOtpState({ phone: '98765' })).toBeNull();
    expect(readOtpState(null)).toBeNull();
  });
});
