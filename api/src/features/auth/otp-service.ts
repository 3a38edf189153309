import type { AppContext } from '../../context.js';
import { addSeconds } from '../../lib/clock.js';
import { generateOtp, hashOtp, safeEqualHex } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import { AppError, forbidden, notFound, rateLimited } from '../../http/errors.js';
import { DEMO_FIXED_OTP, DEMO_PHONE_NUMBERS } from '../../seed/demo-accounts.js';
import { findAccounts, type AccountsForPhone } from './accounts.js';
import { checkSendAllowed, judgeCode, OTP_POLICY } from './otp-policy.js';
import type { Role } from './roles.js';
import { countHit, readHits, tooMany } from './limits.js';
import { issueTokens, type Principal, type TokenPair } from './tokens.js';

/** Demo mode: the seeded numbers always get 123456, send nothing and skip the send limits. */
export function isFixedCodeNumber(ctx: Pick<AppContext, 'config'>, phoneE164: string): boolean {
  return ctx.config.demoMode && DEMO_PHONE_NUMBERS.includes(phoneE164);
}

function notRegistered(phoneE164: string, role: Role): AppError {
  return notFound('NOT_REGISTERED', role === 'vendor' ? `${phoneE164} is not registered as a seller` : `${phoneE164} is not registered`);
}

/** The account a role may sign in as, or the error to answer. Send and verify share this rule. */
function principalFor(accounts: AccountsForPhone, phoneE164: string, role: Role, atVerify: boolean): Principal {
  if (role === 'vendor') {
    if (accounts.vendor) return { userType: 'vendor', vendorId: accounts.vendor.id, phone: phoneE164 };
    // At send time a customer's number is simply "not registered as a seller" and nothing is sent.
    if (atVerify && accounts.customer) {
      throw forbidden('NOT_A_VENDOR', 'This number belongs to a customer account and cannot sign in to the vendor dashboard.');
    }
    throw notRegistered(phoneE164, role);
  }
  if (accounts.customer) return { userType: 'user', customerId: accounts.customer.id, phone: phoneE164 };
  throw notRegistered(phoneE164, role);
}

export interface SendResult {
  successMsg: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/**
 * Issues a new code. Order of work: the number must have an account for the role; under a
 * per-number advisory lock the limits are checked and the send and the (not yet active) code are
 * recorded; the code is delivered outside any transaction; on success it becomes the number's
 * active code (superseding older ones), on failure both rows are removed so the failed attempt
 * does not count.
 */
export async function sendOtp(ctx: AppContext, phoneE164: string, role: Role, caller = 'local'): Promise<SendResult> {
  const now = ctx.clock();
  principalFor(await findAccounts(ctx.db, phoneE164), phoneE164, role, false);
  const fixed = isFixedCodeNumber(ctx, phoneE164);
  const code = fixed ? DEMO_FIXED_OTP : generateOtp();
  const codeId = newId();
  const sendId = fixed ? null : newId();

  await ctx.db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`otp:${phoneE164}`]);
    if (sendId !== null) {
      const since = addSeconds(now, -OTP_POLICY.windowSeconds);
      const { rows } = await q.query<{ sent_at: Date; caller: string | null }>('SELECT sent_at, caller FROM otp_sends WHERE phone = $1 AND sent_at > $2', [
        phoneE164,
        since,
      ]);
      // 30 s between sends and AUTH_SENDS_PER_NUMBER_HOUR in total; 5 an hour from one caller, so a
      // stranger cannot spend all of the owner's sends.
      const all = checkSendAllowed(
        rows.map((r) => new Date(r.sent_at)),
        now,
        { ...OTP_POLICY, maxSendsPerWindow: ctx.config.limits.sendsPerNumberHour },
      );
      const mine = checkSendAllowed(
        rows.filter((r) => r.caller === caller).map((r) => new Date(r.sent_at)),
        now,
        { ...OTP_POLICY, resendIntervalSeconds: 0, maxSendsPerWindow: ctx.config.limits.sendsPerNumberPerCallerHour },
      );
      const wait = Math.max(all.ok ? 0 : all.retryAfterSeconds, mine.ok ? 0 : mine.retryAfterSeconds);
      if (wait > 0) throw rateLimited(wait);
      await q.query('INSERT INTO otp_sends (id, phone, sent_at, caller) VALUES ($1, $2, $3, $4)', [sendId, phoneE164, now, caller]);
    }
    await q.query(
      `INSERT INTO otp_codes (id, phone, role, code_hash, created_at, expires_at, delivered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [codeId, phoneE164, role, hashOtp(ctx.config.otpSecret, phoneE164, code), now, addSeconds(now, OTP_POLICY.ttlSeconds), fixed ? now : null],
    );
  });

  if (fixed) {
    ctx.log.info({ phone: phoneE164 }, 'demo fixed-code number: code 123456 issued, nothing sent');
  } else {
    try {
      await ctx.otpDelivery.send(phoneE164, code);
    } catch (err) {
      ctx.log.warn({ phone: phoneE164, provider: ctx.otpDelivery.name, err: String(err) }, 'OTP delivery failed');
      await ctx.db.tx(async (q) => {
        await q.query('DELETE FROM otp_codes WHERE id = $1', [codeId]);
        await q.query('DELETE FROM otp_sends WHERE id = $1', [sendId]);
      });
      throw new AppError(502, 'DELIVERY_FAILED', 'Failed to send Otp. Please try again.');
    }
    await ctx.db.query('UPDATE otp_codes SET delivered_at = $2 WHERE id = $1', [codeId, now]);
  }

  // Housekeeping for this number only (cheap, indexed): codes and sends nobody can use any more.
  await ctx.db.query('DELETE FROM otp_codes WHERE phone = $1 AND expires_at < $2', [phoneE164, addSeconds(now, -86_400)]);
  await ctx.db.query('DELETE FROM otp_sends WHERE phone = $1 AND sent_at < $2', [phoneE164, addSeconds(now, -OTP_POLICY.windowSeconds)]);

  return {
    successMsg: `Verification code sent to ${phoneE164} on WhatsApp.`,
    expiresInSeconds: OTP_POLICY.ttlSeconds,
    resendAfterSeconds: OTP_POLICY.resendIntervalSeconds,
  };
}

export type VerifyResult = TokenPair & { userType: Role; vendorId?: string; customerId?: string };

/**
 * Checks a code against the newest delivered code of the number and, if right, consumes it (not
 * for demo fixed-code numbers) and
 * signs in, all in one transaction (the row is locked, so a code cannot be used twice even by
 * concurrent calls). Wrong guesses are counted and committed before the error is answered.
 */
export async function verifyOtp(ctx: AppContext, phoneE164: string, role: Role, code: string, caller = 'local'): Promise<VerifyResult> {
  const now = ctx.clock();
  // Demo fixed-code numbers behave like phone-auth providers' test numbers: the right code keeps
  // working until it expires (two phones, or two test workers, can sign in with the same demo
  // number at once). Wrong guesses still count against the code.
  const fixed = isFixedCodeNumber(ctx, phoneE164);
  const principal = principalFor(await findAccounts(ctx.db, phoneE164), phoneE164, role, true);
  const submittedHash = hashOtp(ctx.config.otpSecret, phoneE164, code);
  const { limits } = ctx.config;
  // Wrong codes from one caller over every number (AUTH_WRONG_CODES_PER_CALLER_HOUR): a guesser
  // moving from number to number is stopped too. Fixed-code numbers are outside it (public code).
  const wrongKey = `wrong:caller:${caller}`;
  if (!fixed) {
    const wrong = await readHits(ctx.db, wrongKey, now);
    if (wrong.count >= limits.wrongCodesPerCallerHour && wrong.resetAt) {
      throw tooMany((wrong.resetAt.getTime() - now.getTime()) / 1000, (s) => `Too many wrong codes from your network. Please wait ${s} seconds and try again.`);
    }
  }
  const policy = { maxWrongAttempts: limits.wrongPerCodePerCaller, maxWrongTotal: limits.wrongPerCodeTotal };

  const outcome = await ctx.db.tx(async (q) => {
    const { rows } = await q.query<{ id: string; code_hash: string; expires_at: Date; attempts: number; consumed_at: Date | null }>(
      `SELECT id, code_hash, expires_at, attempts, consumed_at FROM otp_codes
        WHERE phone = $1 AND role = $2 AND delivered_at IS NOT NULL
        ORDER BY seq DESC LIMIT 1 FOR UPDATE`,
      [phoneE164, role],
    );
    const row = rows[0];
    const mine = row ? await q.query<{ attempts: number }>('SELECT attempts FROM otp_attempts WHERE code_id = $1 AND caller = $2', [row.id, caller]) : null;
    const stored = row
      ? {
          codeHash: row.code_hash,
          expiresAt: new Date(row.expires_at),
          attempts: Number(row.attempts),
          callerAttempts: Number(mine?.rows[0]?.attempts ?? 0),
          consumedAt: row.consumed_at ? new Date(row.consumed_at) : null,
        }
      : null;
    const decision = judgeCode(stored, stored !== null && safeEqualHex(submittedHash, stored.codeHash), now, policy);
    // A wrong try counts (on the code, for this caller) unless the code was already spent for them.
    const counted =
      stored !== null &&
      (decision.kind === 'invalid' ||
        (decision.kind === 'exceeded' && stored.callerAttempts < policy.maxWrongAttempts && stored.attempts < policy.maxWrongTotal));
    if (row && counted) {
      await q.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      await q.query(
        `INSERT INTO otp_attempts (code_id, caller, attempts) VALUES ($1, $2, 1)
           ON CONFLICT (code_id, caller) DO UPDATE SET attempts = otp_attempts.attempts + 1`,
        [row.id, caller],
      );
      if (!fixed) await countHit(q, wrongKey, 3600, now);
    }
    if (decision.kind !== 'ok' || !row) return { decision, tokens: null };
    if (!fixed) await q.query('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1', [row.id, now]);
    const { familyId: _f, ...tokens } = await issueTokens(q, principal, now, ctx.config);
    return { decision, tokens };
  });

  const { decision, tokens } = outcome;
  switch (decision.kind) {
    case 'ok':
      return principal.userType === 'vendor'
        ? { ...tokens!, userType: 'vendor', vendorId: principal.vendorId }
        : { ...tokens!, userType: 'user', customerId: principal.customerId };
    case 'invalid':
      throw new AppError(401, 'OTP_INVALID', 'Invalid OTP! Please try again', { attemptsLeft: decision.attemptsLeft });
    case 'exceeded':
      throw new AppError(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong attempts. Please request a new code.', { attemptsLeft: 0 });
    case 'expired':
      throw new AppError(401, 'OTP_EXPIRED', 'This code has expired. Please request a new code.');
  }
}
