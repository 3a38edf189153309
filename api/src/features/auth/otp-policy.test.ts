import { describe, expect, it } from 'vitest';
import { checkSendAllowed, judgeCode, OTP_POLICY } from './otp-policy.js';

const at = (s: number) => new Date(Date.UTC(2025, 10, 20, 10, 0, 0) + s * 1000);

describe('checkSendAllowed', () => {
  it('allows the first send', () => {
    expect(checkSendAllowed([], at(0))).toEqual({ ok: true });
  });
  it('enforces 30 s between sends, rounding the wait up', () => {
    expect(checkSendAllowed([at(0)], at(10))).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect(checkSendAllowed([at(0)], at(29.5))).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(checkSendAllowed([at(0)], at(30))).toEqual({ ok: true });
  });
  it('allows at most 5 sends in any rolling hour', () => {
    const sends = [0, 100, 200, 300, 400].map(at);
    expect(checkSendAllowed(sends, at(500))).toEqual({ ok: false, retryAfterSeconds: 3100 });
    expect(checkSendAllowed(sends, at(3600))).toEqual({ ok: true });
    expect(checkSendAllowed(sends.slice(1), at(500))).toEqual({ ok: true });
  });
  it('takes the longer of the two waits', () => {
    const sends = [0, 1000, 2000, 3000, 3580].map(at);
    // Interval wait: 20 s; hour wait: the send at 0 leaves at 3600, 10 s. Interval wins.
    expect(checkSendAllowed(sends, at(3600 - 10))).toEqual({ ok: false, retryAfterSeconds: 20 });
  });
  it('ignores sends outside the window and in the future', () => {
    expect(checkSendAllowed([at(-4000), at(100)], at(0))).toEqual({ ok: true });
  });
});

describe('judgeCode', () => {
  const stored = { codeHash: 'h', expiresAt: at(300), attempts: 0, consumedAt: null };
  it('accepts a matching live code', () => {
    expect(judgeCode(stored, true, at(10))).toEqual({ kind: 'ok' });
  });
  it('counts down attempts and kills the code on the fifth wrong try', () => {
    expect(judgeCode(stored, false, at(10))).toEqual({ kind: 'invalid', attemptsLeft: 4 });
    expect(judgeCode({ ...stored, attempts: 3 }, false, at(10))).toEqual({ kind: 'invalid', attemptsLeft: 1 });
    expect(judgeCode({ ...stored, attempts: 4 }, false, at(10))).toEqual({ kind: 'exceeded' });
    expect(judgeCode({ ...stored, attempts: OTP_POLICY.maxWrongAttempts }, true, at(10))).toEqual({ kind: 'exceeded' });
  });
  it('expires at 5 minutes, and treats used or missing codes as expired', () => {
    expect(judgeCode(stored, true, at(299))).toEqual({ kind: 'ok' });
    expect(judgeCode(stored, true, at(300))).toEqual({ kind: 'expired' });
    expect(judgeCode({ ...stored, consumedAt: at(5) }, true, at(10))).toEqual({ kind: 'expired' });
    expect(judgeCode(null, false, at(10))).toEqual({ kind: 'expired' });
  });
});

describe('judgeCode per caller', () => {
  const stored = { codeHash: 'h', expiresAt: at(300), attempts: 0, consumedAt: null };
  it('a stranger using up their five tries leaves the owner theirs', () => {
    expect(judgeCode({ ...stored, attempts: 5, callerAttempts: 5 }, true, at(10))).toEqual({ kind: 'exceeded' });
    expect(judgeCode({ ...stored, attempts: 5, callerAttempts: 0 }, true, at(10))).toEqual({ kind: 'ok' });
    expect(judgeCode({ ...stored, attempts: 5, callerAttempts: 0 }, false, at(10))).toEqual({ kind: 'invalid', attemptsLeft: 4 });
  });
  it('the total over every caller ends the code', () => {
    const policy = { maxWrongAttempts: 5, maxWrongTotal: 20 };
    expect(judgeCode({ ...stored, attempts: 18, callerAttempts: 0 }, false, at(10), policy)).toEqual({ kind: 'invalid', attemptsLeft: 1 });
    expect(judgeCode({ ...stored, attempts: 19, callerAttempts: 0 }, false, at(10), policy)).toEqual({ kind: 'exceeded' });
    expect(judgeCode({ ...stored, attempts: 20, callerAttempts: 0 }, true, at(10), policy)).toEqual({ kind: 'exceeded' });
  });
});
