import type { AppContext } from '../../context.js';
import { AppError, forbidden, notFound, rateLimited } from '../../http/errors.js';
import { maskPhone } from '../../http/log.js';
import { addSeconds, sharedNow } from '../../lib/clock.js';
import { purgeIdempotencyKeys } from '../idempotency/service.js';
import { generateOtp, hashOtp, hashToken, newToken, safeEqualHex } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import { type AccountsForPhone, findAccounts } from './accounts.js';
import { NETWORK_FACTOR, networkOf, tooMany } from './limits.js';
import { checkSendAllowed, judgeCode, OTP_POLICY, type StoredCode, type VerifyDecision } from './otp-policy.js';
import type { Role } from './roles.js';
import { touchSignIn } from '../staff/service.js';
import * as store from './store.js';
import { issueTokens, type Principal, type TokenPair } from './tokens.js';

export const DEVICE_TOKEN_PREFIX = 'dt_';

/** Demo mode's fixed-code numbers: outside every limit but the per-code wrong-try limit. */
export function isFixedCodeNumber(ctx: Pick<AppContext, 'demoSignIn'>, phoneE164: string): boolean {
  return ctx.demoSignIn?.phones.includes(phoneE164) ?? false;
}

/** A device that signed in to this number before (it sent a live device token of this number). */
export interface KnownDevice {
  id: string;
}

/**
 * The time a sign-in call's limits are checked at, before its own transaction: the database's clock
 * (see sharedNow; the processes compare each other's counters and devices).
 */
export function signInTime(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<Date> {
  return sharedNow(ctx.db, ctx.clock);
}

/** The device a token names, when it is live (at `now`) and belongs to this number; otherwise none (anything else is ignored). */
export async function knownDevice(ctx: AppContext, deviceToken: string | undefined, phoneE164: string, now: Date): Promise<KnownDevice | null> {
  if (!deviceToken?.startsWith(DEVICE_TOKEN_PREFIX) || deviceToken.length > 200) return null;
  return store.findDevice(ctx.db, hashToken(deviceToken), phoneE164, now);
}

/**
 * The per-caller request limits of auth/otp/send and auth/otp/verify: per caller
 * (IPv4 address, IPv6 /64) and per IPv6 /48 (NETWORK_FACTOR times as many), over
 * AUTH_RATE_WINDOW_SECONDS, counted in the database. There is no overall limit. A known device of
 * the number and demo fixed-code numbers are outside them. Each call is counted and its count
 * compared in one statement (countHit), so calls made at once cannot all pass; refused calls count
 * too. `now` is signInTime's.
 */
export async function checkRequestLimits(
  ctx: AppContext,
  route: 'send' | 'verify',
  caller: string,
  phoneE164: string | null,
  device: KnownDevice | null,
  now: Date,
): Promise<void> {
  if (device || (phoneE164 !== null && isFixedCodeNumber(ctx, phoneE164))) return;
  const { limits } = ctx.config;
  const perCaller = route === 'send' ? limits.sendPerCaller : limits.verifyPerCaller;
  const what = route === 'send' ? 'requests for a code' : 'sign-in attempts';
  const checks: [string, number][] = [[`${route}:caller:${caller}`, perCaller]];
  const network = networkOf(caller);
  if (network) checks.push([`${route}:net:${network}`, perCaller * NETWORK_FACTOR]);
  for (const [key, max] of checks) {
    const hit = await store.countHit(ctx.db, key, limits.windowSeconds, now);
    if (hit.count > max) {
      ctx.log.warn({ limit: key.split(':').slice(0, 2).join(':'), caller }, 'sign-in rate limit');
      throw tooMany((hit.resetAt.getTime() - now.getTime()) / 1000, (s) => `Too many ${what} from your network. Please wait ${s} seconds and try again.`);
    }
  }
}

function notRegistered(phoneE164: string, role: Role): AppError {
  return notFound('NOT_REGISTERED', role === 'vendor' ? `${phoneE164} is not registered as a seller` : `${phoneE164} is not registered`);
}

/** The account a role may sign in as, or the error to answer. Send and verify share this rule. */
function principalFor(accounts: AccountsForPhone, phoneE164: string, role: Role, atVerify: boolean): Principal {
  if (role === 'vendor') {
    if (accounts.vendor) return { userType: 'vendor', vendorId: accounts.vendor.id, phone: phoneE164 };
    // A staff member signs in to their shop's dashboard; their role comes with every request.
    if (accounts.staff) return { userType: 'vendor', vendorId: accounts.staff.vendorId, phone: phoneE164, staffId: accounts.staff.id };
    // At send time a customer's number is simply "not registered as a seller" and nothing is sent.
    if (atVerify && accounts.customer) {
      throw forbidden('NOT_A_VENDOR', 'This number belongs to a customer account and cannot sign in to the vendor dashboard.');
    }
    throw notRegistered(phoneE164, role);
  }
  if (accounts.customer) return { userType: 'user', customerId: accounts.customer.id, phone: phoneE164 };
  throw notRegistered(phoneE164, role);
}

export interface SignInCall {
  phone: string;
  role: Role;
  caller: string;
  device: KnownDevice | null;
}

export interface SendResult {
  successMsg: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/**
 * Issues a new code. Order of work: the number must have an account for the role; under a
 * per-number advisory lock (over every API process) the send limits are checked, at the database's
 * time once the lock is held, and the send and the (not yet active) code are recorded; the code is
 * delivered outside any transaction; on success it becomes the active code of its kind
 * (superseding older ones), on failure both rows are removed so the failed attempt does not count. Without a device token: 30 s between sends, AUTH_SENDS_PER_NUMBER_HOUR in total and 5
 * from one caller per rolling hour. A known device: its own 30 s and 5 an hour, untouched by anyone
 * else's sends, and its code is superseded only by its own next send.
 */
export async function sendOtp(ctx: AppContext, call: SignInCall): Promise<SendResult> {
  const { phone, role, caller, device } = call;
  principalFor(await findAccounts(ctx.db, phone), phone, role, false);
  const fixed = isFixedCodeNumber(ctx, phone);
  const code = fixed && ctx.demoSignIn ? ctx.demoSignIn.code : generateOtp();
  const codeId = newId();
  const sendId = fixed ? null : newId();
  const deviceId = device?.id ?? null;
  const { limits } = ctx.config;

  const now = await ctx.db.tx(async (q) => {
    await store.lockNumber(q, phone);
    const now = await sharedNow(q, ctx.clock);
    if (sendId !== null) {
      const rows = await store.recentSends(q, phone, deviceId, addSeconds(now, -OTP_POLICY.windowSeconds));
      const times = (list: store.SendRow[]) => list.map((r) => r.sentAt);
      const waits = device
        ? [checkSendAllowed(times(rows), now, { ...OTP_POLICY, maxSendsPerWindow: limits.sendsPerDeviceHour })]
        : [
            checkSendAllowed(times(rows), now, { ...OTP_POLICY, maxSendsPerWindow: limits.sendsPerNumberHour }),
            checkSendAllowed(times(rows.filter((r) => r.caller === caller)), now, {
              ...OTP_POLICY,
              resendIntervalSeconds: 0,
              maxSendsPerWindow: limits.sendsPerNumberPerCallerHour,
            }),
          ];
      const wait = Math.max(0, ...waits.map((w) => (w.ok ? 0 : w.retryAfterSeconds)));
      if (wait > 0) throw rateLimited(wait);
      await store.insertSend(q, { id: sendId, phone, sentAt: now, caller, deviceId });
    }
    await store.insertCode(q, {
      id: codeId,
      phone,
      role,
      codeHash: hashOtp(ctx.config.otpSecret, phone, code),
      createdAt: now,
      expiresAt: addSeconds(now, OTP_POLICY.ttlSeconds),
      deliveredAt: fixed ? now : null,
      deviceId,
    });
    return now;
  });

  if (fixed) {
    ctx.log.info({ phone: maskPhone(phone) }, 'demo fixed-code number: code issued, nothing sent');
  } else {
    try {
      await ctx.otpDelivery.send(phone, code);
    } catch (err) {
      ctx.log.warn({ phone: maskPhone(phone), provider: ctx.otpDelivery.name, err: String(err) }, 'OTP delivery failed');
      await ctx.db.tx((q) => store.forgetSend(q, codeId, sendId));
      throw new AppError(502, 'DELIVERY_FAILED', 'Failed to send Otp. Please try again.');
    }
    await store.markDelivered(ctx.db, codeId, now);
  }
  await store.pruneNumber(ctx.db, phone, now, OTP_POLICY.windowSeconds);

  return {
    successMsg: `Verification code sent to ${phone} on WhatsApp.`,
    expiresInSeconds: OTP_POLICY.ttlSeconds,
    resendAfterSeconds: OTP_POLICY.resendIntervalSeconds,
  };
}

export interface VerifyResult {
  body: TokenPair & { userType: Role; vendorId?: string; customerId?: string };
  /** A new device token for a device that was not known yet (the route answers it as X-Device-Token). */
  deviceToken: string | null;
}

const DAY = 86_400;

/**
 * Checks a code and, if right, consumes it (not for demo fixed-code numbers) and signs in, all in one
 * transaction (the code rows are locked, so a code cannot be used twice even by concurrent calls).
 * Wrong guesses are counted and committed before the error is answered.
 *
 * Without a device token the code is the newest asked without one; wrong codes count per caller
 * (AUTH_WRONG_CODES_PER_CALLER_HOUR) and per number (AUTH_WRONG_PER_NUMBER_DAY: what caps a
 * stranger's chance of guessing a chosen vendor's code). A known device checks its own newest code
 * (and, as the vendor may type the code of the latest message, the newest one asked without a
 * device); its wrong codes count against its own AUTH_WRONG_PER_DEVICE_DAY only.
 */
export async function verifyOtp(ctx: AppContext, call: SignInCall, code: string): Promise<VerifyResult> {
  const { phone, role, caller, device } = call;
  const fixed = isFixedCodeNumber(ctx, phone);
  const principal = principalFor(await findAccounts(ctx.db, phone), phone, role, true);
  const submittedHash = hashOtp(ctx.config.otpSecret, phone, code);
  const { limits } = ctx.config;
  // Who made a try, for the per-code count: the caller's address, or the device.
  const who = device ? `device:${device.id}` : caller;
  // The daily and hourly budgets of wrong codes this try would count against (none for fixed-code numbers).
  const budgets: { key: string; max: number; seconds: number; message: (s: number) => string }[] = fixed
    ? []
    : device
      ? [
          {
            key: `wrong:device:${device.id}`,
            max: limits.wrongPerDeviceDay,
            seconds: DAY,
            message: (s) => `Too many wrong codes on this device. Please wait ${s} seconds and try again.`,
          },
        ]
      : [
          {
            key: `wrong:caller:${caller}`,
            max: limits.wrongCodesPerCallerHour,
            seconds: 3600,
            message: (s) => `Too many wrong codes from your network. Please wait ${s} seconds and try again.`,
          },
          {
            key: `wrong:number:${phone}`,
            max: limits.wrongPerNumberDay,
            seconds: DAY,
            message: (s) => `Too many wrong codes for this number. Please sign in on a device you used before, or wait ${s} seconds and try again.`,
          },
        ];
  const policy = { maxWrongAttempts: limits.wrongPerCodePerCaller, maxWrongTotal: limits.wrongPerCodeTotal };

  const outcome = await ctx.db.tx(async (q) => {
    // Locks in a fixed order: the code rows, then the budgets' counters in the order listed (the
    // purge deletes codes before counters too), so concurrent calls wait rather than deadlock.
    const own = await store.newestCodeForUpdate(q, phone, role, device?.id ?? null);
    const anonymous = device ? await store.newestCodeForUpdate(q, phone, role, null) : null;
    const now = await sharedNow(q, ctx.clock);
    // A budget is checked with its counter locked until this transaction ends, and a wrong try is
    // counted in it before then: of many calls made at once, in any number of processes, no more than
    // the budget's tries are judged. A spent budget refuses even the right code (it is a guess too).
    for (const b of budgets) {
      const used = await store.lockCounter(q, b.key, now);
      if (used.count >= b.max && used.resetAt) throw tooMany((used.resetAt.getTime() - now.getTime()) / 1000, b.message);
    }
    const judge = async (row: store.CodeRow | null) => {
      const stored: StoredCode | null = row ? { ...row, callerAttempts: await store.attemptsBy(q, row.id, who) } : null;
      const decision = judgeCode(stored, stored !== null && safeEqualHex(submittedHash, stored.codeHash), now, policy);
      return { row, stored, decision };
    };
    const primary = await judge(own ?? anonymous);
    const second = own && anonymous ? await judge(anonymous) : null;
    const match = primary.decision.kind === 'ok' ? primary : second?.decision.kind === 'ok' ? second : null;
    if (match?.row) {
      if (!fixed) await store.consumeCode(q, match.row.id, now);
      const { familyId: _f, ...tokens } = await issueTokens(q, principal, now, ctx.config);
      if (principal.userType === 'vendor' && principal.staffId) await touchSignIn(q, principal.staffId, now);
      let deviceToken: string | null = null;
      const deviceExpires = addSeconds(now, ctx.config.deviceTtlSeconds);
      if (device) await store.touchDevice(q, device.id, now, deviceExpires);
      else {
        deviceToken = newToken(DEVICE_TOKEN_PREFIX);
        await store.insertDevice(q, { id: newId(), tokenHash: hashToken(deviceToken), phone, now, expiresAt: deviceExpires });
      }
      return { decision: { kind: 'ok' } as VerifyDecision, tokens, deviceToken };
    }
    const { row, stored, decision } = primary;
    // A wrong try counts (on the code, for this caller or device, and in its budgets) unless the
    // code was already spent for them.
    const counted =
      stored !== null &&
      (decision.kind === 'invalid' ||
        (decision.kind === 'exceeded' && stored.callerAttempts! < policy.maxWrongAttempts && stored.attempts < policy.maxWrongTotal));
    if (row && counted) {
      await store.countWrongTry(q, row.id, who);
      for (const b of budgets) await store.countHit(q, b.key, b.seconds, now);
    }
    return { decision, tokens: null, deviceToken: null };
  });

  const { decision, tokens, deviceToken } = outcome;
  switch (decision.kind) {
    case 'ok': {
      const body: VerifyResult['body'] =
        principal.userType === 'vendor'
          ? { ...tokens!, userType: 'vendor', vendorId: principal.vendorId }
          : { ...tokens!, userType: 'user', customerId: principal.customerId };
      return { body, deviceToken };
    }
    case 'invalid':
      throw new AppError(401, 'OTP_INVALID', 'Invalid OTP! Please try again', { attemptsLeft: decision.attemptsLeft });
    case 'exceeded':
      throw new AppError(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong attempts. Please request a new code.', { attemptsLeft: 0 });
    case 'expired':
      throw new AppError(401, 'OTP_EXPIRED', 'This code has expired. Please request a new code.');
  }
}

/** Rows are kept this long past their expiry (an expired session still answers "expired", not "unknown"). */
const PURGE_AFTER_SECONDS = DAY;

/** Deletes expired sessions, refresh tokens, sign-ins, codes, sends, counters and devices (by the database's clock: see sharedNow). */
export async function purgeExpiredSignIns(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<store.PurgeCounts> {
  return ctx.db.tx(async (q) => {
    const now = await sharedNow(q, ctx.clock);
    return store.purgeExpired(q, now, addSeconds(now, -PURGE_AFTER_SECONDS), addSeconds(now, -OTP_POLICY.windowSeconds));
  });
}

/**
 * Runs the purge now and then every `intervalMs` (every process does; the deletes are idempotent).
 * Returns a stop function. Failures are logged, never thrown.
 */
export function schedulePurge(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>, intervalMs = 3_600_000): () => void {
  const run = () =>
    Promise.all([
      purgeExpiredSignIns(ctx).then(
        (counts) => {
          if (Object.values(counts).some((n) => n > 0)) ctx.log.info({ purged: counts }, 'expired sign-in data purged');
        },
        (err: unknown) => ctx.log.warn({ err: String(err) }, 'purge of expired sign-in data failed'),
      ),
      // The answers kept for Idempotency-Key, past their 24 hours.
      purgeIdempotencyKeys(ctx).then(
        (n) => {
          if (n > 0) ctx.log.info({ purged: { idempotencyKeys: n } }, 'expired idempotency keys purged');
        },
        (err: unknown) => ctx.log.warn({ err: String(err) }, 'purge of expired idempotency keys failed'),
      ),
    ]);
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
