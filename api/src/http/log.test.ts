import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, maskingStream, maskPhone, maskPhones, redactUrl } from './log.js';

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

describe('maskPhones', () => {
  it('masks every form a mobile number takes in a log line, keeping the last three digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91*******210');
    expect(maskPhones('+919876543210 is not registered as a seller')).toBe('+91*******210 is not registered as a seller');
    expect(maskPhones('/v1/auth/otp/send?phoneNumber=%2B919876543210&role=VENDOR')).toBe('/v1/auth/otp/send?phoneNumber=+91*******210&role=VENDOR');
    expect(maskPhones('/v1/vendor?mobileNo=9876543210')).toBe('/v1/vendor?mobileNo=+91*******210');
    expect(maskPhones('{"phone":"919812345678","msg":"demo OTP for +919812345678 is 482913"}')).toBe(
      '{"phone":"+91*******678","msg":"demo OTP for +91*******678 is 482913"}',
    );
  });
  it('leaves ids, timestamps, codes and other numbers alone', () => {
    const line =
      '{"responseTime":6.9876543210,"time":1732450000123,"reqId":"req-9","id":"8f14e45f-ceea-467f-a0e6-9876543210ab","otp":"123456","n":"5876543210"}';
    expect(maskPhones(line)).toBe(line);
  });
  it('the log stream writes masked lines', () => {
    const lines: string[] = [];
    maskingStream({ write: (l: string) => lines.push(l) }).write('{"msg":"+919876543210 is not registered as a seller"}\n');
    expect(lines).toEqual(['{"msg":"+91*******210 is not registered as a seller"}\n']);
  });
});
