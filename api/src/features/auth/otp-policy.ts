/** The OTP rules of the spec (section 9 and the platform issue). */
export const OTP_POLICY = {
  length: 6,
  ttlSeconds: 5 * 60,
  resendIntervalSeconds: 30,
  maxSendsPerWindow: 5,
  windowSeconds: 60 * 60,
  /** Wrong tries on one code by one caller. */
  maxWrongAttempts: 5,
  /** Wrong tries on one code over every caller (AUTH_WRONG_PER_CODE_TOTAL overrides). */
  maxWrongTotal: 20,
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
  policy: { resendIntervalSeconds: number; maxSendsPerWindow: number; windowSeconds: number } = OTP_POLICY,
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
  /** Wrong tries on the code so far, over every caller. */
  attempts: number;
  /** Wrong tries by the caller now verifying; defaults to `attempts` (one caller). */
  callerAttempts?: number;
  consumedAt: Date | null;
}

export type VerifyDecision = { kind: 'ok' } | { kind: 'expired' } | { kind: 'exceeded' } | { kind: 'invalid'; attemptsLeft: number };

/**
 * Judges a submitted code against the newest code issued (null = none). `matches` says whether the
 * submitted code hashes to codeHash. Wrong tries are limited per caller (`maxWrongAttempts`, so a
 * stranger cannot use up the owner's tries) and over every caller (`maxWrongTotal`, so many
 * addresses cannot guess on). A wrong guess that uses up the last attempt is 'exceeded'.
 */
export function judgeCode(
  stored: StoredCode | null,
  matches: boolean,
  now: Date,
  policy: { maxWrongAttempts: number; maxWrongTotal?: number } = OTP_POLICY,
): VerifyDecision {
  if (!stored || stored.consumedAt !== null) return { kind: 'expired' };
  const mine = stored.callerAttempts ?? stored.attempts;
  const total = policy.maxWrongTotal ?? OTP_POLICY.maxWrongTotal;
  if (mine >= policy.maxWrongAttempts || stored.attempts >= total) return { kind: 'exceeded' };
  if (stored.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  if (matches) return { kind: 'ok' };
  const attemptsLeft = Math.min(policy.maxWrongAttempts - (mine + 1), total - (stored.attempts + 1));
  return attemptsLeft <= 0 ? { kind: 'exceeded' } : { kind: 'invalid', attemptsLeft };
}
