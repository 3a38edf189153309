import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, redactUrl } from './log.js';

describe('redactUrl', () => {
  it('hides OTPs and tokens in query strings', () => {
    expect(redactUrl('/a/auth/otp/verify?phoneNumber=9876543210&otp=123456&role=VENDOR')).toBe(
      '/a/auth/otp/verify?phoneNumber=9876543210&otp=[REDACTED]&role=VENDOR',
    );
    expect(redactUrl('/r?refreshToken=rt_abc&role=VENDOR')).toBe('/r?refreshToken=[REDACTED]&role=VENDOR');
    expect(redactUrl('/r?REFRESHTOKEN=rt_abc')).toBe('/r?REFRESHTOKEN=[REDACTED]');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(redactUrl('/x?%ZZ=1')).toBe('/x?%ZZ=1');
  });
});

describe('isAllowedOrigin', () => {
  it('allows any localhost / 127.0.0.1 port by default', () => {
    expect(isAllowedOrigin('http://localhost:3000', undefined)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3004', undefined)).toBe(true);
    expect(isAllowedOrigin('http://localhost', undefined)).toBe(true);
    expect(isAllowedOrigin('http://localhost.evil.com', undefined)).toBe(false);
    expect(isAllowedOrigin('https://example.com', undefined)).toBe(false);
  });
  it('uses the configured list when given', () => {
    expect(isAllowedOrigin('https://vendor.example.in', ['https://vendor.example.in'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', ['https://vendor.example.in'])).toBe(false);
  });
  it("'*' allows any origin", () => {
    expect(isAllowedOrigin('https://anything.example', '*')).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', '*')).toBe(true);
  });
});
