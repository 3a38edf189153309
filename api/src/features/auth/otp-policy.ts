/** The OTP rules of the spec (section 9 and the platform issue). */
export const OTP_POLICY = {
  length: 6,
  ttlSeconds: 5 * 60,
  resendIntervalSeconds: 30,
  maxSendsPerWindow: 5,
  windowSeconds: 60 * 60,
  maxWrongAttempts: 5,
} as const;

export type OtpPolicy = typeof OTP_POLICY;

export type SendDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Whether another code may be sent now, given the times of earlier counted sends to that number.
 * Two rules: not sooner than `resendIntervalSeconds` after the last one, and at most
 * `maxSendsPerWindow` in any rolling `windowSeconds`. When refused, says how long to wait.
 */
export function checkSendAllowed(
  previousSends: readonly Date[],
  now: Date,
  policy: Pick<OtpPolicy, 'resendIntervalSeconds' | 'maxSendsPerWindow' | 'windowSeconds'> = OTP_POLICY,
): SendDecision {
  const nowMs = now.getTime();
  const windowStart = nowMs - policy.windowSeconds * 1000;
  const inWindow = previousSends
    .map((d) => d.getTime())
    .filter((t) => t > windowStart && t <= nowMs)
    .sort((a, b) => a - b);
  let waitMs = 0;
  const last = inWindow[inWindow.length - 1];
  if (last !== undefined) waitMs = Math.max(waitMs, last + policy.resendIntervalSeconds * 1000 - nowMs);
  if (inWindow.length >= policy.maxSendsPerWindow) {
    // The send that has to leave the window before there is room for one more.
    const blocking = inWindow[inWindow.length - policy.maxSendsPerWindow]!;
    waitMs = Math.max(waitMs, blocking + policy.windowSeconds * 1000 - nowMs);
  }
  return waitMs > 0 ? { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { ok: true };
}

export interface StoredCode {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export type VerifyDecision = { kind: 'ok' } | { kind: 'expired' } | { kind: 'exceeded' } | { kind: 'invalid'; attemptsLeft: number };

/**
 * Judges a submitted code against the newest code issued (null = none). `matches` says whether the
 * submitted code hashes to codeHash. A wrong guess that uses up the last attempt is 'exceeded'.
 */
export function judgeCode(stored: StoredCode | null, matches: boolean, now: Date, policy: Pick<OtpPolicy, 'maxWrongAttempts'> = OTP_POLICY): VerifyDecision {
  if (!stored || stored.consumedAt !== null) return { kind: 'expired' };
  if (stored.attempts >= policy.maxWrongAttempts) return { kind: 'exceeded' };
  if (stored.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  if (matches) return { kind: 'ok' };
  const attemptsLeft = policy.maxWrongAttempts - (stored.attempts + 1);
  return attemptsLeft <= 0 ? { kind: 'exceeded' } : { kind: 'invalid', attemptsLeft };
}
